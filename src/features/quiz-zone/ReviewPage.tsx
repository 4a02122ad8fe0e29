import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/Button';
import { IconCheck, IconCross } from '../../components/icons';
import { PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { lastResultAtom } from './atoms';
import { levelsPath, playPath, resultPath } from './paths';
import styles from './Result.module.css';

const letters = ['A', 'B', 'C', 'D', 'E', 'F'];

export default function ReviewPage() {
  const { t } = useTranslation();
  const { category = '', subcategory, level: levelParam = '1' } = useParams();
  const level = Number.parseInt(levelParam, 10) || 1;
  const last = useAtomValue(lastResultAtom);
  const r = last?.path === playPath(category, subcategory, level) ? last.result : null;
  if (!r) return <Navigate to={levelsPath(category, subcategory)} replace />;

  const letterOf = (options: { key: string }[], key: string) => {
    const i = options.findIndex((o) => o.key === key);
    return letters[i] ?? key.toUpperCase();
  };

  return (
    <div className={styles.screen} data-testid="review-screen">
      <Seo title={t('review_answers')} />
      <PageHeader
        title={t('review_answers')}
        subtitle={t('review_subtitle', { level, correct: r.correct_answers, total: r.total_questions })}
        back={resultPath(category, subcategory, level)}
      />
      <ol className={styles.list}>
        {r.review.map((item, n) => {
          const answered = item.user_answer !== '';
          return (
            <li
              key={item.id}
              className={styles.item}
              data-testid={`review-${item.id}`}
              data-correct={item.correct}
            >
              <div className={styles.itemHead}>
                <span>{t('question_n_of', { current: n + 1, total: r.review.length })}</span>
                <span
                  className={[styles.verdict, item.correct ? styles.verdictRight : styles.verdictWrong].join(
                    ' ',
                  )}
                >
                  {item.correct ? <IconCheck size={14} /> : <IconCross size={14} />}
                  {item.correct ? t('correct') : answered ? t('wrong') : t('not_answered')}
                </span>
              </div>
              {item.image ? (
                <img src={item.image} alt="" style={{ borderRadius: 'var(--radius-md)' }} />
              ) : null}
              <h2 className={styles.itemQuestion} dir="auto">
                {item.question}
              </h2>
              <ul className={styles.options}>
                {item.options.map((o, i) => {
                  const state =
                    o.key === item.answer ? 'correct' : o.key === item.user_answer ? 'wrong' : 'idle';
                  return (
                    <li key={o.key} className={styles.option} data-state={state}>
                      <span className={styles.optionLetter} aria-hidden="true">
                        {letters[i]}
                      </span>
                      <span className={styles.optionText} dir="auto">
                        {o.text}
                      </span>
                      {state === 'correct' ? (
                        <span className={styles.optionTag} style={{ color: 'var(--color-success-strong)' }}>
                          <IconCheck size={16} /> {t('right_answer')}
                        </span>
                      ) : null}
                      {state === 'wrong' ? (
                        <span className={styles.optionTag} style={{ color: 'var(--color-danger-strong)' }}>
                          <IconCross size={16} /> {t('your_answer')}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
              <p className={styles.answerLine}>
                {answered
                  ? t('you_answered', { letter: letterOf(item.options, item.user_answer) })
                  : t('you_did_not_answer')}{' '}
                · {t('right_answer_is', { letter: letterOf(item.options, item.answer) })}
              </p>
              {item.note ? (
                <div className={styles.explain}>
                  <strong>{t('explanation')}</strong>
                  <span dir="auto">{item.note}</span>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <ButtonLink to={playPath(category, subcategory, level)} block>
        {t('play_again')}
      </ButtonLink>
    </div>
  );
}

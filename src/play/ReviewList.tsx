import { useTranslation } from 'react-i18next';
import type { ReviewItem } from '../../contract/models';
import { IconCheck, IconCross } from '../components/icons';
import { describeAnswer, letterOf, optionText } from './answer-text';
import { MathText } from './MathText';
import { QuestionTools } from './QuestionTools';
import styles from './Result.module.css';
import { quizTypes } from '../../contract/modes';
import { Card } from '../components/Card';
import { Verdict } from '../components/Verdict';

const letters = ['A', 'B', 'C', 'D', 'E', 'F'];

/**
 * Every question of a played set with the player's answer, the right one and the explanation: the last
 * quiz's review, or a contest's once it has ended.
 */
export function ReviewList({
  items,
  quizType,
  bookmarkType,
}: {
  items: ReviewItem[];
  quizType: string;
  bookmarkType?: number;
}) {
  const { t } = useTranslation();
  return (
    <ol className={styles.list}>
      {items.map((item, n) => {
        const answered = item.user_answer !== '';
        return (
          <Card as="li" key={item.id} data-testid={`review-${item.id}`} data-correct={item.correct}>
            <div className={styles.itemHead}>
              <span>{t('question_n_of', { current: n + 1, total: items.length })}</span>
              <Verdict tone={item.correct ? 'success' : 'danger'}>
                {item.correct ? <IconCheck size={14} /> : <IconCross size={14} />}
                {item.correct ? t('correct') : answered ? t('wrong') : t('not_answered')}
              </Verdict>
            </div>
            {item.image ? <img src={item.image} alt="" style={{ borderRadius: 'var(--radius-md)' }} /> : null}
            <h2 className={styles.itemQuestion} dir="auto">
              <MathText text={item.question} />
            </h2>
            {item.audio ? (
              <audio controls preload="none" src={item.audio} aria-label={t('audio_clip')} />
            ) : null}
            {item.kind === 'choice' || item.kind === 'true_false' ? (
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
                        <MathText text={optionText(item.kind, o.text, t)} />
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
            ) : null}
            {item.kind === 'choice' || item.kind === 'true_false' ? (
              <p className={styles.answerLine}>
                {answered
                  ? t('you_answered', { letter: letterOf(item.options, item.user_answer) })
                  : t('you_did_not_answer')}{' '}
                · {t('right_answer_is', { letter: letterOf(item.options, item.answer) })}
              </p>
            ) : (
              <dl className={styles.answerPair}>
                <dt>{t('your_answer')}</dt>
                <dd dir="auto" data-testid={`review-given-${item.id}`}>
                  {answered ? describeAnswer(item, item.user_answer) : t('you_did_not_answer')}
                </dd>
                <dt>{t('right_answer')}</dt>
                <dd dir="auto">{describeAnswer(item, item.answer)}</dd>
              </dl>
            )}
            {item.note ? (
              <div className={styles.explain}>
                <strong>{t('explanation')}</strong>
                <span dir="auto">
                  <MathText text={item.note} />
                </span>
              </div>
            ) : null}
            <QuestionTools
              questionId={item.id}
              bookmarked={false}
              bookmarkType={bookmarkType}
              multiMatch={quizType === quizTypes.multiMatch}
            />
          </Card>
        );
      })}
    </ol>
  );
}

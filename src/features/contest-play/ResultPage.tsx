import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ButtonLink } from '../../components/Button';
import { IconCheck, IconCross, IconPodium, IconStar } from '../../components/icons';
import { ListRow } from '../../components/ListRow';
import { Seo } from '../../components/Seo';
import { ShareButton } from '../../components/ShareButton';
import { formatScore } from '../../components/Ranking';
import { useLastResult } from '../../play';
import styles from './Contests.module.css';
import { contestPaths } from './paths';
import { useContestId } from './use-contest-id';

/**
 * After a contest's play: the score and the counts. Answers and explanations wait for the contest's end
 * (so none can be passed to a player who plays later); the board is one tap away.
 */
export default function ResultPage() {
  const { t, i18n } = useTranslation();
  const contestId = useContestId();
  const paths = contestPaths(contestId);
  const last = useLastResult();
  const r = last?.path === paths.play ? last.result : null;
  if (!r || !last) return <Navigate to={paths.board} replace />;

  const stats = [
    {
      key: 'score',
      Icon: IconStar,
      tone: 'var(--color-primary)',
      value: formatScore(i18n.language, r.earned_score),
      label: t('contest_score'),
    },
    {
      key: 'correct',
      Icon: IconCheck,
      tone: 'var(--color-success)',
      value: r.correct_answers,
      label: t('correct_answers'),
    },
    {
      key: 'incorrect',
      Icon: IconCross,
      tone: 'var(--color-danger)',
      value: r.incorrect_answers,
      label: t('incorrect_answers'),
    },
  ];
  return (
    <div className={styles.result} data-testid="contest-result">
      <Seo title={last.title} />
      <section className={styles.resultHero} aria-labelledby="contest-result-title">
        <span className={styles.resultIcon} aria-hidden="true">
          <IconPodium size={40} />
        </span>
        <h1 id="contest-result-title">{t('contest_result_title')}</h1>
        <p dir="auto">{last.title}</p>
      </section>
      <div className={styles.resultStats}>
        {stats.map(({ key, Icon, tone, value, label }) => (
          <ListRow as="div" key={key} className={styles.resultStat}>
            <span className={styles.resultStatIcon} style={{ background: tone }}>
              <Icon size={22} />
            </span>
            <span>
              <strong data-testid={`contest-result-${key}`}>{value}</strong>
              <small>{label}</small>
            </span>
          </ListRow>
        ))}
      </div>
      <p className={styles.note}>{t('contest_answers_after_end')}</p>
      <ButtonLink to={paths.board} block data-testid="contest-result-board">
        <IconPodium size={20} /> {t('contest_see_board')}
      </ButtonLink>
      <ShareButton kind="contest" id={contestId} />
      <ButtonLink to={paths.exit} variant="ghost" block data-testid="contest-result-back">
        {t('contest_back_to_list')}
      </ButtonLink>
    </div>
  );
}

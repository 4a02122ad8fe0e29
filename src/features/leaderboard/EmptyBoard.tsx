import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { IconPlay } from '../../components/icons';
import type { BoardId } from './boards';
import styles from './Leaderboard.module.css';
import { EmptyState } from '../../components/EmptyState';

/** Nobody on this board yet: an empty podium waiting for its first player, and the way onto it. */
export function EmptyBoard({ board }: { board: BoardId }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="leaderboard-empty"
      art={
        <svg className={styles.emptyArt} viewBox="0 0 200 130" aria-hidden="true" focusable="false">
          <ellipse className={styles.artShadow} cx="100" cy="122" rx="86" ry="7" />
          <rect className={styles.artStep2} x="24" y="70" width="52" height="50" rx="6" />
          <rect className={styles.artStep1} x="74" y="48" width="52" height="72" rx="6" />
          <rect className={styles.artStep3} x="124" y="84" width="52" height="36" rx="6" />
          <text className={styles.artDigit} x="100" y="96" textAnchor="middle">
            1
          </text>
          <path className={styles.artStar} d="m100 8 6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" />
          <path className={styles.artSpark} d="M46 30l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />
          <path className={styles.artSpark} d="M156 40l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
        </svg>
      }
      title={t(`lb_empty_${board}`)}
      text={t('lb_empty_text')}
      action={
        <ButtonLink to="/quiz-zone/" variant="gold" data-testid="leaderboard-empty-play">
          <IconPlay size={18} /> {t('lb_play_quiz')}
        </ButtonLink>
      }
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { LeaderboardRow } from '../../../contract';
import { Avatar } from '../../components/Avatar';
import { formatScore, shownName } from './format';
import styles from './Leaderboard.module.css';

/** Everyone below the podium, rank 4 on. */
export function RankList({ rows, meId }: { rows: LeaderboardRow[]; meId: number | undefined }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <ol
      className={styles.rows}
      start={rows[0]?.user_rank}
      aria-label={t('lb_ranking')}
      data-testid="rank-list"
    >
      {rows.map((row) => {
        const me = row.user_id === meId;
        const name = shownName(row.name, t('lb_player'));
        return (
          <li
            key={row.user_id}
            className={[styles.row, me ? styles.mine : ''].join(' ')}
            aria-current={me || undefined}
            data-testid={`rank-row-${row.user_rank}`}
          >
            <span className={styles.rank}>
              <span className="visually-hidden">{t('lb_rank', { rank: row.user_rank })}</span>
              <span aria-hidden="true">{row.user_rank}</span>
            </span>
            <Avatar name={name} src={row.profile || undefined} size={40} />
            <span className={styles.rowName}>
              <span className={styles.nameText} dir="auto">
                {name}
              </span>
              {me ? <span className={styles.youChip}>{t('lb_you')}</span> : null}
            </span>
            <span className={styles.rowScore}>
              {formatScore(i18n.language, row.score)} <small>{t('lb_points')}</small>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

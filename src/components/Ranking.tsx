import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberLocale } from '../lib/i18n';
import { Avatar } from './Avatar';
import { IconUsers } from './icons';
import { Skeleton } from './Skeleton';
import styles from './Ranking.module.css';

/**
 * A ranking's parts, shared by the boards (the leaderboard's periods, a contest's board): the top three
 * on a podium, the rows below, the player's own rank pinned, and their loading shape.
 */

/** What a ranked row needs; a board's own rows carry more. */
export interface RankedRow {
  user_id: number;
  name: string;
  profile: string;
  score: number;
  user_rank: number;
}

/** Scores may be negative; a real minus sign reads as "minus". */
export const formatScore = (language: string, n: number) =>
  `${n < 0 ? '−' : ''}${new Intl.NumberFormat(numberLocale(language)).format(Math.abs(n))}`;

/** Players who never set a name (or were anonymised) get a generic label rather than a blank. */
export const shownName = (name: string, fallback: string) => name.trim() || fallback;

const spots = { 1: styles.first, 2: styles.second, 3: styles.third } as Record<number, string>;

/**
 * The top three on steps: second, first, third from the start edge (mirrored in RTL). `extra` adds a
 * line under a spot's score (a contest's prize).
 */
export function Podium<R extends RankedRow>({
  top,
  meId,
  extra,
}: {
  top: R[];
  meId: number | undefined;
  extra?: (row: R) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ol className={styles.podium} aria-label={t('lb_podium')} data-testid="podium">
      {top.map((row) => {
        const me = row.user_id === meId;
        const name = shownName(row.name, t('lb_player'));
        return (
          <li
            key={row.user_id}
            className={[styles.spot, spots[row.user_rank] ?? ''].join(' ')}
            aria-current={me || undefined}
            data-testid={`podium-${row.user_rank}`}
            style={{ '--delay': `${row.user_rank * 90}ms` } as CSSProperties}
          >
            <span className={styles.spotAvatar}>
              {row.user_rank === 1 ? <Crown /> : null}
              <Avatar name={name} src={row.profile || undefined} size={row.user_rank === 1 ? 76 : 60} />
              <span className={styles.medal} aria-hidden="true">
                {row.user_rank}
              </span>
            </span>
            <span className="visually-hidden">{t('lb_rank', { rank: row.user_rank })}</span>
            <span className={styles.spotName} dir="auto">
              {name}
            </span>
            {me ? <span className={styles.youChip}>{t('lb_you')}</span> : null}
            <span className={styles.spotScore} data-testid={`podium-${row.user_rank}-score`}>
              {formatScore(i18n.language, row.score)} <small>{t('lb_points')}</small>
            </span>
            {extra?.(row)}
            <span className={styles.step} aria-hidden="true" />
          </li>
        );
      })}
    </ol>
  );
}

function Crown() {
  return (
    <svg className={styles.crown} viewBox="0 0 32 20" aria-hidden="true" focusable="false">
      <path d="M2 18 4 5l7 6 5-9 5 9 7-6 2 13z" />
      <circle cx="4" cy="4" r="2.4" />
      <circle cx="16" cy="2.6" r="2.4" />
      <circle cx="28" cy="4" r="2.4" />
    </svg>
  );
}

/** Everyone below the podium; `extra` adds to a row's name (a contest's prize). */
export function RankList<R extends RankedRow>({
  rows,
  meId,
  extra,
}: {
  rows: R[];
  meId: number | undefined;
  extra?: (row: R) => ReactNode;
}) {
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
              {extra?.(row)}
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

/**
 * The player's own standing, pinned to the bottom of the screen while the board scrolls: a rank and a
 * score, or (`unranked`) a line saying why there is none and what to do.
 */
export function PinnedRank({
  name: rawName,
  profile,
  rank,
  score,
  title,
  hint,
  action,
}: {
  name: string;
  profile: string;
  /** null: not ranked (then `title` and `hint` say why). */
  rank: number | null;
  score: number;
  title?: ReactNode;
  hint?: ReactNode;
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const name = shownName(rawName, t('lb_player'));
  const avatar = <Avatar name={name} src={profile || undefined} size={44} />;
  if (rank === null)
    return (
      <section
        className={[styles.myBar, styles.myBarUnranked].join(' ')}
        aria-label={t('lb_your_rank')}
        data-testid="my-rank"
      >
        {avatar}
        <span className={styles.myText}>
          <span className={styles.myTitle} data-testid="my-rank-value">
            {title}
          </span>
          <span className={styles.myHint}>{hint}</span>
        </span>
        {action}
      </section>
    );
  return (
    <section className={styles.myBar} aria-label={t('lb_your_rank')} data-testid="my-rank">
      <span className={styles.myRank} data-testid="my-rank-value">
        #{rank}
      </span>
      {avatar}
      <span className={styles.myText}>
        <span className={styles.myTitle}>{title ?? t('lb_you')}</span>
        <span className={[styles.myHint, styles.myName].join(' ')} dir="auto">
          {hint ?? name}
        </span>
      </span>
      <span className={styles.myScore} data-testid="my-rank-score">
        {formatScore(i18n.language, score)}
        <small>{t('lb_points')}</small>
      </span>
    </section>
  );
}

/** The podium and rows' shapes while a board loads. */
export function RankingSkeleton({ testId = 'leaderboard-loading' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-label={t('loading')} data-testid={testId}>
      <div className={styles.podium}>
        {[2, 1, 3].map((rank) => (
          <div key={rank} className={[styles.spot, spots[rank]].join(' ')}>
            <Skeleton width={rank === 1 ? 76 : 60} height={rank === 1 ? 76 : 60} radius="50%" />
            <Skeleton width="70%" height={14} />
            <span className={styles.step} />
          </div>
        ))}
      </div>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className={styles.row}>
          <Skeleton width={24} height={18} />
          <Skeleton width={40} height={40} radius="50%" />
          <Skeleton width="50%" height={16} />
        </div>
      ))}
    </div>
  );
}

/** The line above a board: what it shows (a period, a contest's state) and how many players are on it. */
export function BoardLine({
  children,
  total,
  testId,
}: {
  children: ReactNode;
  total: number;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <p className={styles.boardLine} data-testid={testId}>
      {children}
      <span className={styles.boardPlayers}>
        <IconUsers size={16} />{' '}
        {t('lb_players', { count: total, formatted: formatScore(i18n.language, total) })}
      </span>
    </p>
  );
}

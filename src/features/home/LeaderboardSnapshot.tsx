import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApi } from '../../api';
import { Avatar } from '../../components/Avatar';
import { ButtonLink } from '../../components/Button';
import { IconNext, IconPodium, IconTrophy } from '../../components/icons';
import { Skeleton } from '../../components/Skeleton';
import { languageTag } from '../../lib/i18n';
import { useIsLogin, useUser } from '../../lib/session';
import styles from './LeaderboardSnapshot.module.css';
import { Card } from '../../components/Card';

const SIZE = 3;

/**
 * The all-time top three and the player's own rank, linking to the leaderboard. Boards need a player,
 * so a visitor sees a sign-up teaser instead (no request, nothing heavy on the home page).
 */
export function LeaderboardSnapshot() {
  const isLogin = useIsLogin();
  return isLogin ? <Snapshot /> : <Teaser />;
}

function Snapshot() {
  const { t, i18n } = useTranslation();
  // Latin digits, as the header's coin count shows them.
  const number = new Intl.NumberFormat(`${languageTag(i18n.language)}-u-nu-latn`);
  const meId = useUser()?.id;
  const board = useApi('get_globle_leaderboard', { limit: SIZE }).data;
  const rows = board?.other_users_rank ?? [];
  const me = board?.my_rank;
  const meShown = rows.some((r) => r.user_id === meId);

  return (
    <Card as="section" pressed aria-labelledby="lb-snapshot-title" data-testid="home-leaderboard">
      <div className={styles.head}>
        <h2 id="lb-snapshot-title" className={styles.title}>
          <span className={styles.icon}>
            <IconPodium size={20} />
          </span>
          {t('lb_home_title')}
        </h2>
        <Link to="/leaderboard/?board=all" className={styles.all} data-testid="home-leaderboard-all">
          {t('lb_home_all')} <IconNext size={16} />
        </Link>
      </div>
      {!board ? (
        <div className={styles.list} aria-hidden="true">
          {Array.from({ length: SIZE }, (_, i) => (
            <Skeleton key={i} height={44} radius="var(--radius-md)" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{t('lb_home_empty')}</p>
      ) : (
        <ol className={styles.list}>
          {rows.map((r) => {
            const name = r.name.trim() || t('lb_player');
            return (
              <li
                key={r.user_id}
                className={[styles.row, r.user_id === meId ? styles.mine : ''].join(' ')}
                data-testid={`home-rank-${r.user_rank}`}
              >
                <span className={styles.medal} data-rank={r.user_rank}>
                  <span className="visually-hidden">{t('lb_rank', { rank: r.user_rank })}</span>
                  <span aria-hidden="true">{r.user_rank}</span>
                </span>
                <Avatar name={name} src={r.profile || undefined} size={32} />
                <span className={styles.name} dir="auto">
                  {name}
                </span>
                <span className={styles.score}>
                  {number.format(r.score)} <small>{t('lb_points')}</small>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {me && !meShown ? (
        <p className={styles.me} data-testid="home-my-rank">
          <span className={styles.meLabel}>{t('lb_your_rank')}</span>
          <strong>{me.user_rank === null ? t('lb_not_ranked') : `#${me.user_rank}`}</strong>
        </p>
      ) : null}
    </Card>
  );
}

function Teaser() {
  const { t } = useTranslation();
  return (
    <Card as="section" pressed className={styles.teaser} aria-labelledby="lb-teaser-title">
      <span className={styles.teaserIcon}>
        <IconTrophy size={28} />
      </span>
      <div className={styles.teaserText}>
        <h2 id="lb-teaser-title" className={styles.title}>
          {t('lb_home_teaser_title')}
        </h2>
        <p>{t('lb_home_teaser_text')}</p>
      </div>
      <ButtonLink to="/auth/sign-up/" small variant="secondary">
        {t('sign_up')}
      </ButtonLink>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import type { MyRank } from '../../../contract';
import { Avatar } from '../../components/Avatar';
import { ButtonLink } from '../../components/Button';
import { IconPlay } from '../../components/icons';
import { formatScore, shownName } from './format';
import styles from './Leaderboard.module.css';

/**
 * The player's own standing, pinned to the bottom of the screen while the board scrolls. Unranked, it
 * says why and offers a game (unless the empty board already does).
 */
export function MyRankBar({ me, offerPlay }: { me: MyRank; offerPlay: boolean }) {
  const { t, i18n } = useTranslation();
  const name = shownName(me.name, t('lb_player'));
  const avatar = <Avatar name={name} src={me.profile || undefined} size={44} />;
  if (me.user_rank === null)
    return (
      <section
        className={[styles.myBar, styles.myBarUnranked].join(' ')}
        aria-label={t('lb_your_rank')}
        data-testid="my-rank"
      >
        {avatar}
        <span className={styles.myText}>
          <span className={styles.myTitle} data-testid="my-rank-value">
            {t('lb_not_ranked')}
          </span>
          <span className={styles.myHint}>
            {me.score < 0
              ? t('lb_below_zero', { points: formatScore(i18n.language, me.score) })
              : t('lb_not_ranked_hint')}
          </span>
        </span>
        {offerPlay ? (
          <ButtonLink to="/quiz-zone/" small variant="gold" data-testid="my-rank-play">
            <IconPlay size={16} /> {t('play')}
          </ButtonLink>
        ) : null}
      </section>
    );
  return (
    <section className={styles.myBar} aria-label={t('lb_your_rank')} data-testid="my-rank">
      <span className={styles.myRank} data-testid="my-rank-value">
        #{me.user_rank}
      </span>
      {avatar}
      <span className={styles.myText}>
        <span className={styles.myTitle}>{t('lb_you')}</span>
        <span className={[styles.myHint, styles.myName].join(' ')} dir="auto">
          {name}
        </span>
      </span>
      <span className={styles.myScore} data-testid="my-rank-score">
        {formatScore(i18n.language, me.score)}
        <small>{t('lb_points')}</small>
      </span>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { Badge } from '../../../contract/badge-models';
import { Button } from '../../components/Button';
import { IconCheck, IconCoin } from '../../components/icons';
import { BadgeMedal } from './BadgeMedal';
import styles from './Badges.module.css';

/** One badge: medal, name, rule, and where the player stands — progress, a claim button, or claimed. */
export function BadgeCard({
  badge,
  busy,
  fresh,
  onClaim,
}: {
  badge: Badge;
  busy: boolean;
  fresh: boolean;
  onClaim: (badge: Badge) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = t(`badge_${badge.type}_label`, { defaultValue: badge.badge_label });
  const n = (v: number) => v.toLocaleString(i18n.language);
  const state = ['locked', 'unlocked', 'claimed'][badge.status];
  return (
    <li
      className={[styles.card, styles[`card_${state}`], fresh ? styles.fresh : ''].join(' ')}
      data-testid={`badge-${badge.type}`}
      data-status={state}
    >
      <BadgeMedal badge={badge} />
      <h2 className={styles.name}>{name}</h2>
      <p className={styles.rule}>
        {t(`badge_${badge.type}_note`, { defaultValue: badge.badge_note, goal: n(badge.goal) })}
      </p>
      {badge.status === 0 ? (
        <>
          {badge.goal > 1 ? (
            <div className={styles.bar}>
              <progress
                className={styles.progress}
                value={badge.progress}
                max={badge.goal}
                aria-label={t('badge_progress_label', { progress: n(badge.progress), goal: n(badge.goal) })}
              />
              <span className={styles.barText}>
                {t('badge_progress', { progress: n(badge.progress), goal: n(badge.goal) })}
              </span>
            </div>
          ) : null}
          <span className={styles.reward}>
            <IconCoin size={16} /> {t('badge_reward', { coins: n(badge.badge_reward) })}
          </span>
        </>
      ) : badge.status === 1 ? (
        <Button
          variant="gold"
          small
          block
          busy={busy}
          onClick={() => onClaim(badge)}
          aria-label={t('badge_claim_label', { coins: n(badge.badge_reward), badge: name })}
          data-testid={`badge-claim-${badge.type}`}
        >
          <IconCoin size={18} /> {t('badge_claim', { coins: n(badge.badge_reward) })}
        </Button>
      ) : (
        <span className={styles.claimed}>
          <IconCheck size={16} /> {t('badge_claimed')}
        </span>
      )}
    </li>
  );
}

import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LifelineName } from '../../contract/models';
import { IconCoin, IconFifty, IconPoll, IconReset, IconSkip, type IconProps } from '../components/icons';
import styles from './Lifelines.module.css';
import type { LifelineStatus } from './use-play-session';

/** The order lifelines appear in (contract/models lifelineNames; not imported, to keep zod out). */
const lifelineNames: LifelineName[] = ['fifty_fifty', 'audience_poll', 'reset_time', 'skip'];
const lifelineIcons: Record<LifelineName, ComponentType<IconProps>> = {
  fifty_fifty: IconFifty,
  audience_poll: IconPoll,
  reset_time: IconReset,
  skip: IconSkip,
};

export function Lifelines({
  cost,
  status,
  onUse,
}: {
  cost: number;
  status: (name: LifelineName) => LifelineStatus;
  onUse: (name: LifelineName) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.lifelines} role="group" aria-label={t('lifelines')}>
      {lifelineNames.map((name) => {
        const Icon = lifelineIcons[name];
        const s = status(name);
        const reason = s.reason ? t(s.reason, { cost }) : '';
        return (
          <span key={name} className={styles.lifelineSlot} title={reason || t(`lifeline_${name}_hint`)}>
            <button
              type="button"
              className={styles.lifeline}
              disabled={s.disabled}
              onClick={() => onUse(name)}
              data-testid={`lifeline-${name}`}
              data-reason={s.reason}
              aria-describedby={reason ? `reason-${name}` : undefined}
            >
              <span className={styles.lifelineIcon}>
                <Icon size={18} />
              </span>
              <span>{t(`lifeline_${name}`)}</span>
              {reason ? (
                <span id={`reason-${name}`} className={styles.lifelineReason}>
                  {reason}
                </span>
              ) : (
                <span className={styles.lifelineCost}>
                  <IconCoin size={12} /> {cost}
                </span>
              )}
            </button>
          </span>
        );
      })}
    </div>
  );
}

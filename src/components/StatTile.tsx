import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from './icons';
import styles from './StatTile.module.css';

export type StatTone = 'primary' | 'info' | 'success' | 'gold';

/** One number with its icon and label, as on the profile, statistics and invite pages. */
export function StatTile({
  Icon,
  tone,
  value,
  label,
  testId,
  as: Tag = 'div',
}: {
  Icon: ComponentType<IconProps>;
  tone: StatTone;
  value: ReactNode;
  label: string;
  /** Marks the value, which is what tests read. */
  testId: string;
  /** `li` when the tiles are a list. */
  as?: 'div' | 'li';
}) {
  return (
    <Tag className={styles.tile}>
      <span className={[styles.icon, styles[tone]].join(' ')} aria-hidden="true">
        <Icon />
      </span>
      <span className={styles.text}>
        <span className={styles.value} data-testid={testId}>
          {value}
        </span>
        <span className={styles.label}>{label}</span>
      </span>
    </Tag>
  );
}

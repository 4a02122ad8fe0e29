import type { ReactNode } from 'react';
import { Chip } from '../../../components/Chip';
import styles from './RoomSetup.module.css';

export interface Choice<T> {
  value: T;
  label: ReactNode;
  /** Spoken instead of the label when the label is not plain text. */
  ariaLabel?: string;
  testId?: string;
}

/** One choice among chips: toggle buttons in a group labelled by its heading, the chosen one pressed. */
export function ChoiceChips<T extends string | number>({
  labelId,
  describedBy,
  choices,
  value,
  onChange,
  layout,
}: {
  labelId: string;
  describedBy?: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Short values: one row of equal chips; long lists: two rows that scroll sideways on phones. */
  layout?: 'even' | 'scroll';
}) {
  const chip = (c: Choice<T>) => (
    <Chip
      key={c.value}
      className={styles.chip}
      pressed={c.value === value}
      aria-label={c.ariaLabel}
      onClick={() => onChange(c.value)}
      data-testid={c.testId}
    >
      {c.label}
    </Chip>
  );
  const common = { role: 'group', 'aria-labelledby': labelId, 'aria-describedby': describedBy } as const;

  if (layout === 'scroll') {
    // Two rows in reading order (first half, then second), scrolled together sideways on phones.
    const half = Math.ceil(choices.length / 2);
    return (
      <div className={styles.scrollChips} {...common}>
        <div className={styles.chipRow}>{choices.slice(0, half).map(chip)}</div>
        <div className={styles.chipRow}>{choices.slice(half).map(chip)}</div>
      </div>
    );
  }
  return (
    <div className={layout === 'even' ? styles.evenChips : styles.chips} {...common}>
      {choices.map(chip)}
    </div>
  );
}

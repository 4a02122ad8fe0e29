import type { ReactNode } from 'react';
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
  even,
}: {
  labelId: string;
  describedBy?: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Short values: one row of equal chips. */
  even?: boolean;
}) {
  return (
    <div
      className={even ? styles.evenChips : styles.chips}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
    >
      {choices.map((c) => (
        <button
          key={c.value}
          type="button"
          className={styles.chip}
          aria-pressed={c.value === value}
          aria-label={c.ariaLabel}
          onClick={() => onChange(c.value)}
          data-testid={c.testId}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}

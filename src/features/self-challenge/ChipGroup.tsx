import type { ReactNode } from 'react';
import { Chip } from '../../components/Chip';
import styles from './SelfChallenge.module.css';

export interface ChipOption<T> {
  value: T;
  label: ReactNode;
  /** Spoken instead of the label when the label is not plain text. */
  ariaLabel?: string;
  disabled?: boolean;
  testId?: string;
}

/** One choice among chips: toggle buttons in a labelled group, the chosen one pressed. */
export function ChipGroup<T extends string | number>({
  labelId,
  options,
  value,
  onChange,
  numeric,
}: {
  labelId: string;
  /** Short numbers: one even row of equal chips. */
  numeric?: boolean;
  options: ChipOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
}) {
  return (
    <div className={numeric ? styles.numberChips : styles.chips} role="group" aria-labelledby={labelId}>
      {options.map((o) => (
        <Chip
          key={o.value}
          className={numeric ? styles.numberChip : undefined}
          pressed={o.value === value}
          aria-label={o.ariaLabel}
          disabled={o.disabled}
          onClick={() => onChange(o.value)}
          data-testid={o.testId}
        >
          {o.label}
        </Chip>
      ))}
    </div>
  );
}

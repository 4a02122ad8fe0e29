import type { ReactNode } from 'react';
import styles from './Switch.module.css';

/**
 * A checkbox drawn as a switch. Inside a <label> it takes that label's words; alone (a table's cell) it
 * needs `label`, read out as its name.
 */
export function Switch({
  label,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  testId?: string;
}) {
  return (
    <input
      type="checkbox"
      role="switch"
      aria-label={label}
      className={styles.switch}
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
      data-testid={testId}
    />
  );
}

/** A setting that is on or off: its label (and a hint under it) with a switch at the row's end. */
export function SwitchRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  testId?: string;
}) {
  return (
    <label className={styles.row}>
      <span className={styles.text}>
        <span>{label}</span>
        {hint ? <span className={styles.hint}>{hint}</span> : null}
      </span>
      <Switch checked={checked} disabled={disabled} onChange={onChange} testId={testId} />
    </label>
  );
}

/** One of a few choices, side by side (theme, text size): a radio group drawn as segments. */
export function Segmented<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  testId,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  testId?: string;
}) {
  return (
    <fieldset className={styles.group} data-testid={testId}>
      <legend>{legend}</legend>
      <div className={styles.segments}>
        {options.map((o) => (
          <label key={o.value} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { useId } from 'react';
import styles from './NoteField.module.css';

/** A labelled multi-line text box (notes, reasons) drawn as the app's text fields are. */
export function NoteField({
  label,
  value,
  onChange,
  rows = 3,
  maxLength = 500,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.input}
        rows={rows}
        maxLength={maxLength}
        value={value}
        dir="auto"
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </div>
  );
}

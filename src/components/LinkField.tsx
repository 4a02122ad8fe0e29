import type { Ref } from 'react';
import styles from './LinkField.module.css';

/** A read-only link that selects itself on focus, for copying by hand where the clipboard is refused. */
export function LinkField({
  label,
  link,
  ref,
  testId,
}: {
  label: string;
  link: string;
  ref?: Ref<HTMLInputElement>;
  testId: string;
}) {
  return (
    <label className={styles.linkField}>
      <span className={styles.linkLabel}>{label}</span>
      <input
        ref={ref}
        readOnly
        value={link}
        dir="ltr"
        onFocus={(e) => e.currentTarget.select()}
        data-testid={testId}
      />
    </label>
  );
}

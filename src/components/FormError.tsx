import { IconCross } from './icons';
import styles from './FormError.module.css';

/** A form's error line: the server's message (or the form's own check), announced to screen readers. */
export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div className={styles.alert} role="alert" data-testid="form-error">
      <IconCross size={18} className={styles.alertIcon} />
      <span>{message}</span>
    </div>
  );
}

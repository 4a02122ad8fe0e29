import styles from './Spinner.module.css';

/** The busy mark of buttons and pictures being saved; the control around it says busy to assistive tech. */
export function Spinner({ className }: { className?: string }) {
  return <span className={[styles.spinner, className].filter(Boolean).join(' ')} aria-hidden="true" />;
}

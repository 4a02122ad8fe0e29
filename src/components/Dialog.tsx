import { useId, type ReactNode, type Ref } from 'react';
import styles from './Dialog.module.css';

/** A modal confirmation (native <dialog>: focus trap, Escape and the backdrop come with it). */
export function Dialog({
  ref,
  title,
  children,
  actions,
  testId,
  wide,
}: {
  ref: Ref<HTMLDialogElement>;
  /** A form rather than a question: wider, its actions side by side, its body scrolling. */
  wide?: boolean;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <dialog
      ref={ref}
      className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      aria-labelledby={id}
      data-testid={testId}
    >
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children ? <div className={styles.body}>{children}</div> : null}
      <div className={styles.actions}>{actions}</div>
    </dialog>
  );
}

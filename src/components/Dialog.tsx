import { useId, type ReactNode, type Ref } from 'react';
import styles from './Dialog.module.css';

/** A modal confirmation (native <dialog>: focus trap, Escape and the backdrop come with it). */
export function Dialog({
  ref,
  title,
  children,
  actions,
  testId,
}: {
  ref: Ref<HTMLDialogElement>;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children ? <div className={styles.body}>{children}</div> : null}
      <div className={styles.actions}>{actions}</div>
    </dialog>
  );
}

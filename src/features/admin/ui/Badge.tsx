import type { ReactNode } from 'react';
import tone from '../../../components/Tone.module.css';
import styles from './Badge.module.css';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'muted';

/** A small status word on a soft tone (role, account or request status); the word carries the meaning. */
export function Badge({
  tone: name,
  children,
  testId,
}: {
  tone: BadgeTone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span className={`${styles.badge} ${tone[name]}`} data-testid={testId}>
      {children}
    </span>
  );
}

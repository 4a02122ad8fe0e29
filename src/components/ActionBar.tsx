import type { ReactNode } from 'react';
import styles from './ActionBar.module.css';

/**
 * A page's primary actions (start, create, join) with their hints: kept under the thumb on a phone
 * while the choices above scroll, an ordinary block on wider screens.
 */
export function ActionBar({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${styles.bar} ${className}` : styles.bar}>{children}</div>;
}

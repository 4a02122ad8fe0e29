import type { ComponentType, ReactNode } from 'react';
import { IconQuestion, type IconProps } from './icons';
import styles from './EmptyState.module.css';

/**
 * An empty list or page: a picture (an illustration, or an icon in a circle), a title, a line of text
 * and the next step.
 */
export function EmptyState({
  title,
  text,
  Icon = IconQuestion,
  art,
  action,
  heading: Heading = 'h2',
  testId = 'empty-state',
}: {
  title: string;
  text?: string;
  Icon?: ComponentType<IconProps>;
  /** An illustration instead of the icon. */
  art?: ReactNode;
  action?: ReactNode;
  /** h3 when the empty list sits under a section's own h2. */
  heading?: 'h2' | 'h3';
  testId?: string;
}) {
  return (
    <div className={styles.empty} data-testid={testId}>
      {art ?? (
        <div className={styles.icon}>
          <Icon size={36} />
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </div>
  );
}

import type { HTMLAttributes } from 'react';
import styles from './ListRow.module.css';

/** A row of a list: its parts in a line on a bordered surface. */
export function ListRow({
  as: Tag = 'li',
  className,
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: 'li' | 'div' }) {
  return <Tag className={className ? `${styles.row} ${className}` : styles.row} {...rest} />;
}

import type { HTMLAttributes } from 'react';
import styles from './Card.module.css';

/**
 * The card surface (padding, radius, border, a column of parts). `pressed` adds the ledge under it.
 * A feature's own class name adds to the look (a grid inside, another gap).
 */
export function Card({
  as: Tag = 'div',
  pressed = false,
  className,
  ...rest
}: HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
  pressed?: boolean;
}) {
  const classes = [styles.card, pressed ? styles.pressed : '', className ?? ''].filter(Boolean).join(' ');
  return <Tag className={classes} {...rest} />;
}

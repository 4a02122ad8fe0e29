import type { HTMLAttributes } from 'react';
import styles from './Verdict.module.css';

/** An outcome as a pill, its icon and word carrying the meaning and the tone colouring it. */
export function Verdict({
  tone,
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone: 'success' | 'danger' | 'neutral' }) {
  return <span className={[styles.verdict, styles[tone], className ?? ''].join(' ').trim()} {...rest} />;
}

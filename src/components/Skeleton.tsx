import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export function Skeleton({
  height = 16,
  width = '100%',
  radius,
  style,
}: {
  height?: number | string;
  width?: number | string;
  radius?: string;
  style?: CSSProperties;
}) {
  return (
    <span
      className={styles.skeleton}
      aria-hidden="true"
      style={{ blockSize: height, inlineSize: width, borderRadius: radius, ...style }}
    />
  );
}

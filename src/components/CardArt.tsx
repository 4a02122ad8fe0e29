import { useState, type CSSProperties, type ReactNode } from 'react';
import styles from './Cards.module.css';

const tileColors = [
  '--mode-1',
  '--mode-3',
  '--mode-2',
  '--mode-4',
  '--mode-5',
  '--mode-6',
  '--mode-7',
  '--mode-8',
];

/** The picture of a category card: its image, or a bright tile with its initial. */
export function CardArt({
  image,
  name,
  index,
  children,
}: {
  image: string;
  name: string;
  index: number;
  children?: ReactNode;
}) {
  const color = `var(${tileColors[index % tileColors.length]})`;
  // An image that fails to load falls back to the initial tile instead of a broken picture.
  const [failed, setFailed] = useState(false);
  const shown = image && !failed;
  return (
    <span
      className={styles.cardArt}
      style={{ '--tile-color': shown ? 'var(--color-surface-2)' : color } as CSSProperties}
    >
      {shown ? (
        <img src={image} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true">{name.trim().charAt(0)}</span>
      )}
      {children}
    </span>
  );
}

export function CardSkeletons({ count = 8 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeletonCard} aria-hidden="true">
          <span style={{ display: 'block', aspectRatio: '4 / 3', background: 'var(--color-skeleton)' }} />
          <span
            style={{
              display: 'block',
              blockSize: 16,
              inlineSize: '70%',
              borderRadius: 6,
              background: 'var(--color-skeleton)',
            }}
          />
          <span
            style={{
              display: 'block',
              blockSize: 12,
              inlineSize: '45%',
              borderRadius: 6,
              background: 'var(--color-skeleton)',
            }}
          />
        </div>
      ))}
    </>
  );
}

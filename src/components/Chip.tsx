import type { ButtonHTMLAttributes } from 'react';
import styles from './Chip.module.css';

/** One choice among several: a toggle button, pressed when chosen (room setup, self-challenge). */
export function Chip({
  pressed,
  className,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { pressed: boolean }) {
  return (
    <button
      type="button"
      className={className ? `${styles.chip} ${className}` : styles.chip}
      aria-pressed={pressed}
      {...rest}
    />
  );
}

/** A category in a chip: its picture (or initial) and its name. */
export function CategoryChipLabel({ name, image }: { name: string; image?: string | null }) {
  return (
    <>
      {image ? (
        <img className={styles.image} src={image} alt="" />
      ) : (
        <span className={styles.initial} aria-hidden="true">
          {name.trim().charAt(0)}
        </span>
      )}
      <span dir="auto">{name}</span>
    </>
  );
}

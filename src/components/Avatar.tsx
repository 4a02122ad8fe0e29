import styles from './Avatar.module.css';

export function Avatar({ name, src, size = 40 }: { name: string; src?: string; size?: number }) {
  return (
    <span className={styles.avatar} style={{ inlineSize: size, blockSize: size, fontSize: size * 0.42 }}>
      {src ? <img src={src} alt="" /> : name.trim().charAt(0) || '?'}
    </span>
  );
}

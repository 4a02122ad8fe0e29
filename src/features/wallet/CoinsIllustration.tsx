import styles from './CoinsIllustration.module.css';

/** A stack of coins with a sparkle: the empty states' picture (decorative). */
export function CoinsIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse className={styles.illShadow} cx="80" cy="108" rx="58" ry="8" />
      {[84, 70, 56].map((y) => (
        <g key={y}>
          <path className={styles.illCoinSide} d={`M34 ${y}v12c0 7 16 12 36 12s36-5 36-12v-12`} />
          <ellipse className={styles.illCoin} cx="70" cy={y} rx="36" ry="12" />
        </g>
      ))}
      <circle className={styles.illCoinSide} cx="122" cy="72" r="24" />
      <circle className={styles.illCoin} cx="119" cy="70" r="24" />
      <circle className={styles.illCoinRing} cx="119" cy="70" r="16" />
      <path
        className={styles.illMark}
        d="M119.0 59.0L121.9 66.0L129.5 66.6L123.8 71.5L125.5 78.9L119.0 75.0L112.5 78.9L114.2 71.5L108.5 66.6L116.1 66.0Z"
      />
      <path className={styles.illSparkle} d="M40 20l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
      <path className={styles.illSparkle} d="M138 22l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
    </svg>
  );
}

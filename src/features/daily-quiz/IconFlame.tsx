import type { SVGProps } from 'react';

/** The streak flame (not in the shared icon set: only the daily quiz has streaks). */
export function IconFlame({ size = 24, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...rest}>
      <path d="M12.6 2.2c.4 3-1.2 4.6-2.7 6.2C8.4 10 7 11.6 7 14.3A5 5 0 0 0 12 19.4a5 5 0 0 0 5-5.1c0-1.6-.6-2.9-1.3-3.9-.2 1.2-.8 2.1-1.8 2.6.5-2.9-.2-6.7-1.3-10.8Z" />
      <path
        d="M12 21.8c-3.9 0-7-3-7-7.3 0-.9.1-1.7.4-2.5.3 2.2 1.5 3.4 2.6 4a4.3 4.3 0 0 0 8 0c1.1-.6 2.3-1.8 2.6-4 .3.8.4 1.6.4 2.5 0 4.3-3.1 7.3-7 7.3Z"
        opacity="0.55"
      />
    </svg>
  );
}

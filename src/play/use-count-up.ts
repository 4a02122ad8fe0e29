import { useEffect, useState } from 'react';
import { reducedMotion } from '../lib/preferences';

/** Animate a number from 0 to target; jumps straight there when the system or the player asks for reduced motion. */
export function useCountUp(target: number, duration = 1200, delay = 300) {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const reduced = reducedMotion();
    let frame = 0;
    const start = performance.now() + (reduced ? 0 : delay);
    const step = (now: number) => {
      const p = reduced ? 1 : Math.min(1, Math.max(0, (now - start) / duration));
      setValue(Math.round(target * (1 - Math.pow(1 - p, 3))));
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration, delay]);
  return value;
}

import { useEffect, useState } from 'react';
import { msToMidnight } from './daily-day';

/** Milliseconds to the next local midnight, ticking every second. */
export function useMidnightCountdown() {
  const [left, setLeft] = useState(() => msToMidnight());
  useEffect(() => {
    const id = window.setInterval(() => setLeft(msToMidnight()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return left;
}

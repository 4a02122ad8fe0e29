import { useEffect, useState } from 'react';

/**
 * Whole seconds until `deadline` (epoch ms on the clock `clock` reads), re-read four times a second while
 * `running`. The value is computed from the deadline each time, never by counting ticks, so a late tick or
 * a re-render cannot drift it; stopped, it stays at the last reading (a question closed early shows the
 * time that was left). Null deadline: null.
 */
export function useSecondsLeft(
  deadline: number | null,
  clock: () => number = Date.now,
  running = true,
): number | null {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (deadline === null || !running) return;
    const id = window.setInterval(() => setNow(clock()), 250);
    return () => window.clearInterval(id);
  }, [deadline, clock, running]);
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

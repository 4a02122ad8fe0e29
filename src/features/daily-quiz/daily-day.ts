import { playerTimeZone } from '../../lib/preferences';

/** The player's IANA zone (Settings, else the device's), sent so the server's "today" is the player's. */
export { playerTimeZone };

/** "YYYY-MM-DD" of a date in the player's zone, the shape of the attempt's `day`. */
export const localDay = (date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: playerTimeZone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

/** Milliseconds until the next local midnight, when a new daily quiz opens. */
export const msToMidnight = (now = new Date()) => {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime();
};

/** 5_025_000 → "01:23:45" (digits only, so it reads the same in every language). */
export const clock = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
};

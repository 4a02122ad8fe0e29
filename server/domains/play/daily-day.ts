import { dayInZone } from '../../lib/calendar-day';

/** "YYYY-MM-DD" of `now` at a fixed offset such as "+05:30" or "-08:00". */
function dayAtOffset(now: Date, offset: string): string | undefined {
  const match = /^([+-])(\d{1,2}):?(\d{2})$/.exec(offset.trim());
  if (!match) return undefined;
  const minutes = (Number(match[2]) * 60 + Number(match[3])) * (match[1] === '-' ? -1 : 1);
  if (Math.abs(minutes) > 14 * 60) return undefined;
  return new Date(now.getTime() + minutes * 60_000).toISOString().slice(0, 10);
}

/**
 * The player's "today" (reference §3.7): their IANA time zone, else their UTC offset, else the
 * server's configured zone.
 */
export function playerToday(
  now: Date,
  timeZone: string | undefined,
  gmtFormat: string | undefined,
  systemZone: string,
): string {
  return (
    (timeZone && dayInZone(now, timeZone)) ||
    (gmtFormat && dayAtOffset(now, gmtFormat)) ||
    dayInZone(now, systemZone) ||
    now.toISOString().slice(0, 10)
  );
}

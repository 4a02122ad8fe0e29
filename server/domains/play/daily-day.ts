import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../user/schema';
import { adoptTimezone } from '../user';
import { dayInZone } from '../../lib/calendar-day';

const OFFSET = /^([+-])(\d{1,2}):?(\d{2})$/;

/** "YYYY-MM-DD" of `now` at a fixed offset such as "+05:30" or "-08:00". */
function dayAtOffset(now: Date, offset: string): string | undefined {
  const match = OFFSET.exec(offset.trim());
  if (!match) return undefined;
  const minutes = (Number(match[2]) * 60 + Number(match[3])) * (match[1] === '-' ? -1 : 1);
  if (Math.abs(minutes) > 14 * 60) return undefined;
  return new Date(now.getTime() + minutes * 60_000).toISOString().slice(0, 10);
}

/** A zone as stored on the account: an IANA name, or a UTC offset; '' when it is neither. */
function zoneOf(timeZone: string | undefined, gmtFormat: string | undefined, now: Date): string {
  if (timeZone && dayInZone(now, timeZone)) return timeZone;
  if (gmtFormat && dayAtOffset(now, gmtFormat)) return gmtFormat.trim();
  return '';
}

/** "YYYY-MM-DD" in a stored zone, else in the server's configured zone, else UTC. */
export function dayIn(now: Date, zone: string, systemZone: string): string {
  return (
    (zone && (OFFSET.test(zone) ? dayAtOffset(now, zone) : dayInZone(now, zone))) ||
    dayInZone(now, systemZone) ||
    now.toISOString().slice(0, 10)
  );
}

/**
 * The player's "today" for the daily quiz (reference §3.7). The original took the client's zone on every
 * request, so two zones a day apart gave two daily quizzes in one day. The zone is the account's: the
 * client's the first time, then a different one only once the last change is a day old (a traveller's
 * phone moves it on; a player hopping zones keeps the one they had). One conditional UPDATE decides it.
 */
export async function playerToday(
  db: DbOrTx,
  userId: number,
  asked: { timezone?: string; gmt_format?: string },
  systemZone: string,
  now = new Date(),
): Promise<string> {
  const wanted = zoneOf(asked.timezone, asked.gmt_format, now);
  if (wanted) return dayIn(now, await adoptTimezone(db, userId, wanted, now), systemZone);
  const [row] = await db.select({ zone: users.timezone }).from(users).where(eq(users.id, userId));
  return dayIn(now, row?.zone ?? '', systemZone);
}

import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from './schema';

/** How often the account's time zone may change. */
const ZONE_CHANGE_MS = 86_400_000;

/**
 * Makes `zone` the account's time zone (the daily quiz's "today", the reminder's clock) when it has none
 * yet or the last change is a day old: a traveller's phone, or the Settings page, moves it on; a player
 * hopping zones for a second daily quiz keeps the one they had. One conditional UPDATE decides it.
 * `zone` is already checked (an IANA name or a UTC offset). Returns the zone the account now has.
 */
export async function adoptTimezone(db: DbOrTx, userId: number, zone: string, now: Date): Promise<string> {
  await db
    .update(users)
    .set({ timezone: zone, timezoneSetAt: now })
    .where(
      and(
        eq(users.id, userId),
        ne(users.timezone, zone),
        or(
          eq(users.timezone, ''),
          isNull(users.timezoneSetAt),
          lt(users.timezoneSetAt, new Date(now.getTime() - ZONE_CHANGE_MS)),
        ),
      ),
    );
  const [row] = await db.select({ zone: users.timezone }).from(users).where(eq(users.id, userId));
  return row?.zone ?? '';
}

import type { Tx } from '../../db/client';
import { activityDays } from '../../db/schema';

/** "YYYY-MM-DD" in UTC, `offset` days from today: the Streak badge counts UTC days. */
export function utcDay(offset = 0, now = new Date()): string {
  return new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Marks today (or the day an offline game was played) as a day the player finished a game (Streak badge). */
export async function recordActivityDay(tx: Tx, userId: number, day = utcDay()): Promise<void> {
  await tx.insert(activityDays).values({ userId, day }).onConflictDoNothing();
}

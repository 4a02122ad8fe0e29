import type { Tx } from '../../db/client';
import { utcDay } from '../../lib/streaks';
import { activityDays } from './schema';

/** Marks today (or the day an offline game was played) as a day the player finished a game (Streak badge). */
export async function recordActivityDay(tx: Tx, userId: number, day = utcDay()): Promise<void> {
  await tx.insert(activityDays).values({ userId, day }).onConflictDoNothing();
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { battleRooms } from './schema';

/** Finished battles per calendar day of `zone` since an instant (the console's dashboard, issue 17). */
export async function battlesPerDay(db: DbOrTx, since: Date, zone: string) {
  const day = sql<string>`to_char(${battleRooms.finishedAt} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`;
  return db
    .select({ day, mode: sql<string>`'battle'`, count: sql<number>`count(*)::int` })
    .from(battleRooms)
    .where(
      sql`${battleRooms.state} = 'finished' AND ${battleRooms.finishedAt} >= ${since.toISOString()}::timestamptz`,
    )
    .groupBy(sql`1`); // by position: the zone is a parameter, so a repeated expression would differ
}

import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from './schema';

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The dashboard's player counts (issue 17). Active today: a session used today, or a game begun today
 * (`playedSince`, the play domain's subquery of player ids).
 */
export async function playerCounts(db: DbOrTx, today: Date, since7: Date, playedSince: SQL) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      new_today: sql<number>`(count(*) FILTER (WHERE ${users.createdAt} >= ${at(today)}))::int`,
      new_7d: sql<number>`(count(*) FILTER (WHERE ${users.createdAt} >= ${at(since7)}))::int`,
      active_today: sql<number>`(count(*) FILTER (WHERE ${users.id} IN (
        SELECT ${sessions.userId} FROM ${sessions} WHERE ${sessions.lastSeenAt} >= ${at(today)}
        UNION ${playedSince})))::int`,
    })
    .from(users);
  return {
    total: row?.total ?? 0,
    new_today: row?.new_today ?? 0,
    new_7d: row?.new_7d ?? 0,
    active_today: row?.active_today ?? 0,
  };
}

/** New accounts per calendar day of `zone` since an instant. */
export async function newPlayersPerDay(db: DbOrTx, since: Date, zone: string) {
  const day = sql<string>`to_char(${users.createdAt} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`;
  return db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.createdAt} >= ${at(since)}`)
    .groupBy(sql`1`); // by position: the zone is a parameter, so a repeated expression would differ
}

import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BattleStatistics } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { battlePlayers, battleResults } from './schema';
import { battleRecord } from '../user';
import { absoluteUrl } from '../media-url';

/**
 * Random battles won in a row, up to now: the wins since the player's last random draw or loss (bot games
 * are never recorded, friend and group battles do not count). The one definition behind the streak in
 * battle results, in statistics and for the Quiz Warrior badge (reference §3.12).
 */
export async function randomWinStreak(db: DbOrTx, userId: number): Promise<number> {
  return (await randomWinStreaks(db, [userId])).get(userId) ?? 0;
}

/** randomWinStreak of several players in one round trip (a random room's end), by user id. */
export async function randomWinStreaks(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const ids = sql.join(
    userIds.map((id) => sql`(${id}::int)`),
    sql`, `,
  );
  const result = await db.execute<{ user_id: number; n: number | string }>(sql`
    SELECT u.id AS user_id, (
      SELECT count(*)::int FROM battle_results
      WHERE user_id = u.id AND mode = 'random' AND outcome = 'won'
        AND created_at > COALESCE(
          (SELECT max(created_at) FROM battle_results
            WHERE user_id = u.id AND mode = 'random' AND outcome <> 'won'),
          '-infinity'::timestamptz)) AS n
    FROM (VALUES ${ids}) u(id)`);
  return new Map(result.rows.map((r) => [Number(r.user_id), Number(r.n)]));
}

const statusOf = { won: 'Won', lost: 'Lost', draw: 'Draw' } as const;

/** Sort keys: the original's (id, is_drawn, winner_id) and ours; unknown keys sort by date. */
const sortColumns = {
  id: battleResults.createdAt,
  date: battleResults.createdAt,
  is_drawn: battleResults.outcome,
  winner_id: battleResults.outcome,
  outcome: battleResults.outcome,
  score: battleResults.score,
} as const;
export type StatsSort = keyof typeof sortColumns;

export interface StatsQuery {
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/**
 * The record and the recent battles, one row per battle (the original grouped by day and showed one
 * match a day), with each battle's opponents by name and picture only.
 */
export async function battleStatistics(
  db: DbOrTx,
  userId: number,
  origin: string,
  query: StatsQuery,
): Promise<{ stats: BattleStatistics; total: number }> {
  const counts = await battleRecord(db, userId);
  // Own keys only: 'constructor' or '__proto__' would find Object.prototype's members (a 500 under fuzz).
  const column = Object.hasOwn(sortColumns, query.sort)
    ? sortColumns[query.sort as StatsSort]
    : battleResults.createdAt;
  const recent = await db
    .select()
    .from(battleResults)
    .where(eq(battleResults.userId, userId))
    .orderBy(
      query.order === 'asc' ? column : desc(column),
      query.order === 'asc' ? battleResults.createdAt : desc(battleResults.createdAt),
    )
    .offset(query.offset)
    .limit(query.limit);
  const roomIds = recent.map((r) => r.roomId);
  const opponents =
    roomIds.length === 0
      ? []
      : await db
          .select({
            roomId: battlePlayers.roomId,
            userId: battlePlayers.userId,
            name: battlePlayers.name,
            profile: battlePlayers.profile,
          })
          .from(battlePlayers)
          .where(and(inArray(battlePlayers.roomId, roomIds), ne(battlePlayers.userId, userId)));
  return {
    total: counts.played,
    stats: {
      myreport: {
        victories: counts.won,
        drawn: counts.drawn,
        lost: counts.lost,
        played: counts.played,
        win_streak: await randomWinStreak(db, userId),
      },
      battles: recent.map((r) => ({
        room_id: r.roomId,
        mode: r.mode,
        mystatus: statusOf[r.outcome],
        score: r.score,
        coins: r.coins,
        date_created: r.createdAt.toISOString(),
        opponents: opponents
          .filter((o) => o.roomId === r.roomId)
          .map((o) => ({ user_id: o.userId ?? 0, name: o.name, profile: absoluteUrl(origin, o.profile) })),
      })),
    },
  };
}

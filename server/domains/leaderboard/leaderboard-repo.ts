import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Board queries over the leaderboard_totals rollups, written for its index
 * (period, points DESC NULLS FIRST, reached_at, user_id).
 *
 * Who is on a board: players with more than 0 points in the period and an active account. A player
 * whose wrong answers outweigh the right ones (0 or fewer points) is "not ranked yet" like one who has
 * not played, rather than ranked below everyone who stayed away. Deactivated accounts are hidden
 * (as in the original) without a join over the whole board: their few rows are subtracted.
 */

export interface BoardRow {
  userId: number;
  name: string;
  profile: string;
  points: number;
  rank: number;
}

export interface Standing {
  points: number;
  /** null while the player is not ranked in the period (no points, or 0 or fewer). */
  rank: number | null;
}

/** Rows of players `o` ahead of the reference points/time/id `m`: more points, or as many reached earlier. */
const ahead = (period: string, points: number, reachedAt: string, userId: number) => sql`
  o.period = ${period} AND o.points >= ${points}
  AND (o.points > ${points} OR (o.reached_at, o.user_id) < (${reachedAt}::timestamptz, ${userId}::int))`;

/** A page of the board, best first; the rank of each row is its position among active players. */
export async function boardPage(
  db: DbOrTx,
  period: string,
  offset: number,
  limit: number,
): Promise<BoardRow[]> {
  const { rows } = await db.execute<{ user_id: number; name: string; profile: string; points: number }>(sql`
    SELECT o.user_id, u.name, u.profile, o.points
      FROM leaderboard_totals o
      JOIN users u ON u.id = o.user_id AND u.status = 1
     WHERE o.period = ${period} AND o.points > 0
     ORDER BY o.points DESC, o.reached_at, o.user_id
     OFFSET ${offset} LIMIT ${limit}`);
  return rows.map((r, i) => ({
    userId: Number(r.user_id),
    name: r.name,
    profile: r.profile,
    points: Number(r.points),
    rank: offset + i + 1,
  }));
}

/** How many players the board ranks. */
export async function boardSize(db: DbOrTx, period: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT (SELECT count(*) FROM leaderboard_totals o WHERE o.period = ${period} AND o.points > 0)
         - (SELECT count(*) FROM users u JOIN leaderboard_totals o ON o.period = ${period} AND o.user_id = u.id
             WHERE u.status <> 1 AND o.points > 0) AS n`);
  return Number(rows[0]?.n ?? 0);
}

/** One player's points in the period and their rank (1 + the active players ahead of them). */
export async function standing(db: DbOrTx, period: string, userId: number): Promise<Standing> {
  const { rows: mine } = await db.execute<{ points: number; reached_at: string }>(sql`
    SELECT points, reached_at::text AS reached_at FROM leaderboard_totals
     WHERE period = ${period} AND user_id = ${userId}`);
  const me = mine[0];
  if (!me) return { points: 0, rank: null };
  const points = Number(me.points);
  if (points <= 0) return { points, rank: null };
  const before = ahead(period, points, me.reached_at, userId);
  const { rows } = await db.execute<{ rank: number }>(sql`
    SELECT (1 + (SELECT count(*) FROM leaderboard_totals o WHERE ${before})
              - (SELECT count(*) FROM users u JOIN leaderboard_totals o ON o.user_id = u.id
                  WHERE u.status <> 1 AND ${before}))::int AS rank`);
  return { points, rank: Number(rows[0]?.rank ?? 1) };
}

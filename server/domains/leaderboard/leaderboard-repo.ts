import { sql, type SQL } from 'drizzle-orm';
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

/**
 * Deactivated players' rows on the board that match `where` (over alias `o`): one primary-key lookup per
 * deactivated account (users_inactive_idx); OFFSET 0 keeps the planner from scanning the board instead.
 */
const inactiveRows = (period: string, where: SQL) => sql`
  SELECT count(*) FROM users u CROSS JOIN LATERAL (
    SELECT t.points, t.reached_at, t.user_id FROM leaderboard_totals t
     WHERE t.period = ${period} AND t.user_id = u.id OFFSET 0) o
   WHERE u.status <> 1 AND ${where}`;

/** How many players the board ranks. */
export async function boardSize(db: DbOrTx, period: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT ((SELECT count(*) FROM leaderboard_totals o WHERE o.period = ${period} AND o.points > 0)
          - (${inactiveRows(period, sql`o.points > 0`)}))::int AS n`);
  return Number(rows[0]?.n ?? 0);
}

/** Rows `o` of players ahead of the caller's row `me`: more points, or as many reached earlier. */
const ahead = sql`o.points >= me.points
  AND (o.points > me.points OR (o.reached_at, o.user_id) < (me.reached_at, me.user_id))`;

/** One player's points in the period and their rank (1 + the active players ahead of them), in one query. */
export async function standing(db: DbOrTx, period: string, userId: number): Promise<Standing> {
  const { rows } = await db.execute<{ points: number; rank: number | null }>(sql`
    SELECT me.points, CASE WHEN me.points > 0 THEN (1
             + (SELECT count(*) FROM leaderboard_totals o WHERE o.period = ${period} AND ${ahead})
             - (${inactiveRows(period, ahead)}))::int END AS rank
      FROM leaderboard_totals me
     WHERE me.period = ${period} AND me.user_id = ${userId}`);
  const me = rows[0];
  if (!me) return { points: 0, rank: null };
  return { points: Number(me.points), rank: me.rank === null ? null : Number(me.rank) };
}

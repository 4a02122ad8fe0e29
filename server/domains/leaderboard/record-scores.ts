import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { periodKeys, systemTimeZone } from './periods';
import type { ScoreTime } from './record-score';

export interface ScoreEntry {
  userId: number;
  points: number;
  source: string;
  ref: string;
}

/**
 * recordScore for several players at once (a battle room's end), in ONE statement instead of three per
 * player: the score events (one per user and ref: a replay adds nothing), the all-time scores of the
 * players whose event is new, and their all-time, monthly and daily rollups, written in (user, all,
 * month, day) order so concurrent writers lock rollup rows in one order. Zero points write nothing.
 * Returns the users whose score was added.
 */
export async function recordScores(tx: Tx, entries: readonly ScoreEntry[], when: ScoreTime = {}) {
  const scoring = entries.filter((e) => e.points !== 0).sort((a, b) => a.userId - b.userId);
  if (scoring.length === 0) return [];
  const at = when.at ?? new Date();
  const keys = periodKeys(at, when.timeZone ?? (await systemTimeZone(tx)));
  const stamp = sql`${at.toISOString()}::timestamptz`;
  const values = sql.join(
    scoring.map((e) => sql`(${e.userId}::int, ${e.points}::int, ${e.source}::text, ${e.ref}::text)`),
    sql`, `,
  );
  const { rows } = await tx.execute<{ user_id: number }>(sql`
    WITH input(user_id, points, source, ref) AS (VALUES ${values}),
    ev AS (
      INSERT INTO score_events (user_id, points, source, ref, created_at)
      SELECT user_id, points, source, ref, ${stamp} FROM input ORDER BY user_id
      ON CONFLICT DO NOTHING
      RETURNING user_id, points
    ),
    up AS (
      UPDATE users u SET score = u.score + ev.points FROM ev WHERE u.id = ev.user_id RETURNING u.id
    ),
    -- Data-modifying CTEs run to completion whether or not the final SELECT reads them.
    totals AS (
      INSERT INTO leaderboard_totals (period, user_id, points, reached_at)
      SELECT k.period, ev.user_id, ev.points, ${stamp}
      FROM ev CROSS JOIN (VALUES (1, ${keys.all}::text), (2, ${keys.monthly}::text), (3, ${keys.daily}::text)) k(o, period)
      ORDER BY ev.user_id, k.o
      ON CONFLICT (period, user_id) DO UPDATE SET
        points = leaderboard_totals.points + excluded.points,
        reached_at = greatest(leaderboard_totals.reached_at, excluded.reached_at)
    )
    SELECT id AS user_id FROM up`);
  return rows.map((r) => r.user_id);
}

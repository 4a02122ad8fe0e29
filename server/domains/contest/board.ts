import { sql } from 'drizzle-orm';
import type { ContestRow as BoardRow } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { absoluteUrl } from '../media-url';

interface RawRow extends Record<string, unknown> {
  user_id: number;
  name: string;
  profile: string;
  score: number;
  correct: number;
  answered: number;
  finished_at: Date | string;
  prize: number;
  user_rank: number;
}

/**
 * The finished players of a contest with their rank (score, then the earlier finisher; the same score at
 * the same instant shares a rank), filtered by `where` on the ranked rows.
 */
async function ranked(db: DbOrTx, contestId: number, where: ReturnType<typeof sql>, page = sql``) {
  const result = await db.execute<RawRow>(sql`
    SELECT * FROM (
      SELECT e.user_id, u.name, u.profile, e.score, e.correct, e.answered, e.finished_at, e.prize,
             (RANK() OVER (ORDER BY e.score DESC, e.finished_at ASC))::int AS user_rank
      FROM contest_entries e JOIN users u ON u.id = e.user_id
      WHERE e.contest_id = ${contestId} AND e.finished_at IS NOT NULL
    ) board WHERE ${where} ORDER BY user_rank, user_id ${page}`);
  return result.rows;
}

const present = (origin: string, r: RawRow): BoardRow => ({
  user_id: Number(r.user_id),
  name: r.name,
  profile: absoluteUrl(origin, r.profile),
  score: Number(r.score),
  correct_answers: Number(r.correct),
  questions_attended: Number(r.answered),
  user_rank: Number(r.user_rank),
  finished_at: new Date(r.finished_at).toISOString(),
  prize: Number(r.prize),
});

export async function contestBoard(
  db: DbOrTx,
  origin: string,
  contestId: number,
  userId: number,
  offset: number,
  limit: number,
) {
  const [data, top, mine, total] = await Promise.all([
    ranked(db, contestId, sql`true`, sql`OFFSET ${offset} LIMIT ${limit}`),
    // The podium whatever the page: ranks 1–3 (more than three rows when some share a rank).
    ranked(db, contestId, sql`user_rank <= 3`),
    ranked(db, contestId, sql`user_id = ${userId}`),
    db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM contest_entries WHERE contest_id = ${contestId} AND finished_at IS NOT NULL`,
    ),
  ]);
  return {
    data: data.map((r) => present(origin, r)),
    top: top.map((r) => present(origin, r)),
    mine: mine[0] ? present(origin, mine[0]) : null,
    total: Number(total.rows[0]?.n ?? 0),
  };
}

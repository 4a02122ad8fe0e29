import { desc, eq, sql } from 'drizzle-orm';
import type { QuizResult } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { attempts } from './schema';

/** A player's games for the console (issue 17): any quiz type, newest first. */
export async function recentGames(db: DbOrTx, userId: number, limit = 20) {
  const rows = await db
    .select({
      id: attempts.id,
      quizType: attempts.quizType,
      status: attempts.status,
      result: attempts.result,
      questions: sql<number>`jsonb_array_length(${attempts.questions})::int`,
      createdAt: attempts.createdAt,
    })
    .from(attempts)
    .where(eq(attempts.userId, userId))
    .orderBy(desc(attempts.createdAt))
    .limit(limit);
  return rows.map((r) => {
    const result = r.result as Partial<QuizResult> | null;
    return {
      id: r.id,
      quiz_type: r.quizType,
      status: r.status,
      score: result?.earned_score ?? null,
      correct: result?.correct_answers ?? null,
      total: result?.total_questions ?? r.questions,
      created_at: r.createdAt.toISOString(),
    };
  });
}

/**
 * Graded games per calendar day of `zone` and quiz type since an instant (the dashboard's games by
 * mode and per day). Contests' plays are attempts too (quiz type 'contest').
 */
export async function gamesPerDay(db: DbOrTx, since: Date, zone: string) {
  const day = sql<string>`to_char(${attempts.gradedAt} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, mode: attempts.quizType, count: sql<number>`count(*)::int` })
    .from(attempts)
    .where(sql`${attempts.status} = 'graded' AND ${attempts.gradedAt} >= ${since.toISOString()}::timestamptz`)
    .groupBy(sql`1, 2`); // by position: the zone is a parameter, so a repeated expression would differ
  return rows;
}

/** Player ids who played a game since an instant (the dashboard's active players, with sessions). */
export function playersSince(since: Date) {
  return sql`SELECT ${attempts.userId} FROM ${attempts} WHERE ${attempts.createdAt} >= ${since.toISOString()}::timestamptz`;
}

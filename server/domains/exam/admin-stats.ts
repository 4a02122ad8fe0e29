import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { examAttempts } from './schema';

/** Submitted exams per calendar day of `zone` since an instant (the console's dashboard, issue 17). */
export async function examsPerDay(db: DbOrTx, since: Date, zone: string) {
  const day = sql<string>`to_char(${examAttempts.submittedAt} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`;
  return db
    .select({ day, mode: sql<string>`'exam'`, count: sql<number>`count(*)::int` })
    .from(examAttempts)
    .where(sql`${examAttempts.submittedAt} >= ${since.toISOString()}::timestamptz`)
    .groupBy(sql`1`); // by position: the zone is a parameter, so a repeated expression would differ
}

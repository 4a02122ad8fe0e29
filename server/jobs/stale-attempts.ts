import { sql } from 'drizzle-orm';
import type { Job } from './job-runner';
import { quizTypes } from '../../contract/modes';

/**
 * Unsubmitted attempts expire after two days (as the original's sessions); graded ones keep 30 days of
 * history. A contest's open attempt stays until its settlement grades it as it stands (its entry keeps
 * the review, so the graded one may go after 30 days like the others).
 */
export const staleAttemptsJob: Job = {
  name: 'stale-attempts',
  lockKey: 7_265_922,
  everyMs: 60 * 60 * 1000,
  async run(db) {
    const result = await db.execute(sql`
      DELETE FROM attempts
      WHERE (status = 'open' AND created_at < now() - interval '2 days' AND quiz_type <> ${quizTypes.contest})
         OR (status = 'graded' AND created_at < now() - interval '30 days')`);
    return result.rowCount ?? 0;
  },
};

import { sql } from 'drizzle-orm';
import type { Job } from './job-runner';

/**
 * Keeps the boards small and their index fresh. Daily rollups older than 3 days and monthly ones older
 * than 13 months are no board anyone can open (score_events still hold every point). Then VACUUM: the
 * embedded engine runs without autovacuum, and rollup rows are rewritten on every score, so without it
 * the rank index would fill with dead entries and the index-only rank counts would slow down.
 */
export const leaderboardUpkeepJob: Job = {
  name: 'leaderboard-upkeep',
  lockKey: 7_265_931,
  everyMs: 60 * 60 * 1000,
  async run(db) {
    const result = await db.execute(sql`
      DELETE FROM leaderboard_totals
       WHERE (period LIKE 'd:%' AND period < 'd:' || to_char(now() - interval '3 days', 'YYYY-MM-DD'))
          OR (period LIKE 'm:%' AND period < 'm:' || to_char(now() - interval '13 months', 'YYYY-MM'))`);
    await db.execute(sql`VACUUM (ANALYZE) leaderboard_totals`);
    return result.rowCount ?? 0;
  },
};

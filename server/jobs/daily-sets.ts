import { eq } from 'drizzle-orm';
import { languages, settings } from '../db/schema';
import { dailySet } from '../domains/play';
import { settingDefaults } from '../domains/settings';
import type { Job } from './job-runner';

/**
 * Draws the daily quiz of every content language ahead of time, for yesterday, today and tomorrow in
 * UTC, so every time zone's "today" has its set before its first player arrives. A day the admin
 * scheduled is left as it is.
 */
export const dailySetsJob: Job = {
  name: 'daily-sets',
  lockKey: 7_265_924,
  everyMs: 60 * 60 * 1000,
  async run(db) {
    const [row] = await db.select().from(settings).where(eq(settings.key, 'daily_quiz_total_question'));
    const size = Number(row?.value ?? settingDefaults.daily_quiz_total_question.value) || 10;
    const active = await db.select({ id: languages.id }).from(languages).where(eq(languages.status, 1));
    const now = Date.now();
    const days = [-1, 0, 1].map((d) => new Date(now + d * 86_400_000).toISOString().slice(0, 10));
    let drawn = 0;
    for (const { id } of active)
      for (const day of days) if ((await dailySet(db, id, day, size)).length > 0) drawn++;
    return drawn;
  },
};

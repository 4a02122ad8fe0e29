import { inArray } from 'drizzle-orm';
import { settings } from '../db/schema';
import { sendDailyReminders } from '../domains/notification';
import { settingDefaults } from '../domains/settings';
import type { Job } from './job-runner';

/**
 * The daily quiz reminder at each player's chosen local time (server/domains/notification/daily-reminder.ts).
 * Every minute, so a reminder comes within a minute of its time; a run that finds nobody due costs one
 * query. Nothing is reminded while the daily quiz is switched off.
 */
export const dailyRemindersJob: Job = {
  name: 'daily-reminders',
  lockKey: 7_265_941,
  everyMs: 60 * 1000,
  async run(db) {
    const rows = await db
      .select()
      .from(settings)
      .where(inArray(settings.key, ['daily_quiz_mode', 'system_timezone']));
    const value = (key: 'daily_quiz_mode' | 'system_timezone') =>
      rows.find((r) => r.key === key)?.value ?? settingDefaults[key].value;
    if (value('daily_quiz_mode') !== '1') return 0;
    return sendDailyReminders(db, value('system_timezone'));
  },
};

import { eq } from 'drizzle-orm';
import { publicSettingDefaults } from '../../contract/public-settings';
import { settings } from '../db/schema';
import { closeExpiredAttempts } from '../domains/exam';
import type { Job } from './job-runner';

/**
 * Exam attempts whose deadline passed, or whose player left longer than the resume timeout, are graded
 * as they stand (the lists close a player's own lazily; this closes everyone's, so the examiner's view
 * is current).
 */
export const examAttemptsJob: Job = {
  name: 'exam-attempts',
  lockKey: 7_265_960,
  everyMs: 60_000,
  async run(db) {
    const key = 'exam_module_resume_exam_timeout';
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    const seconds = Number(row?.value);
    const timeout = Number.isInteger(seconds) && seconds >= 1 ? seconds : publicSettingDefaults[key];
    return closeExpiredAttempts(db, timeout * 1000);
  },
};

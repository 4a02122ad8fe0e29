import { sendContestReminders, settleContests } from '../domains/contest';
import type { Job } from './job-runner';

/**
 * Contests' upkeep (issue 16): "has started" reminders, then the settlement of ended contests (ranks and
 * prizes, exactly once). Every CONTEST_JOB_EVERY_MS (default 30 s), on one process at a time.
 */
export const contestJob = (everyMs: number): Job => ({
  name: 'contests',
  lockKey: 7_265_951,
  everyMs,
  async run(db) {
    return (await sendContestReminders(db)) + (await settleContests(db));
  },
});

// The contest domain's public interface (issue 16): the seed, jobs and app import only from here.
import './finish-entry';

export { createContest, type NewContest } from './create-contest';
export { sendContestReminders } from './reminders';
export { seedFinishedEntries } from './seed-entries';
export { settleContests } from './settlement';
export { contestShareFacts, type ContestShareFacts } from './share-facts';

// The play domain's public interface (issue 15 §2): other domains, server/http, realtime, jobs and
// app.ts import only from here; inside the domain, files import each other directly.
export { dailySet } from './daily-set';
export { issueAttempt, questionMedia } from './issue-attempt';
export { isCorrect, issueQuestion, kindOf, shownAnswer } from './question-kinds';
export { inCategories, openCategoryIds, randomQuestions } from './question-pool';
export type { AttemptRow } from './attempt-repo';
export { afterOfflineGame } from './game-reactions';
export { gradeAttempt } from './grade-attempt';
export { readRules } from './mode-rules';
export { finishAttempt, gradeAsItStands, onAttemptGraded } from './finish-attempt';
export type { GradedHook, GradedResult } from './finish-attempt';
export type { Rules } from './mode-rules';
export { scoreFor } from './scoring';
export { ownAttempt } from './attempt-repo';
export { playerToday } from './daily-day';
export { shuffled } from './shuffle';
export { gamesPerDay, playersSince, recentGames } from './admin-stats';
export { attemptShareFacts, type AttemptShareFacts } from './share-facts';

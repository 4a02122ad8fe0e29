// The leaderboard domain's public interface (issue 15 §2): other domains, server/http, realtime, jobs and
// app.ts import only from here; inside the domain, files import each other directly.
export { standing } from './leaderboard-repo';
export { boards, periodKeys } from './periods';
export { recordScore } from './record-score';
export { recordScores } from './record-scores';
export type { ScoreEntry } from './record-scores';

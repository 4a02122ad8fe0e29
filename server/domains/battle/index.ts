// The battle domain's public interface (issue 15 §2): other domains, server/http, realtime, jobs and
// app.ts import only from here; inside the domain, files import each other directly.
export type { BattleTimings } from './battle-env';
export { createBattleService } from './battle-service';
export type { BattleService } from './battle-service';
export type { BattleBroadcast } from './broadcast';
export { battlesPerDay } from './admin-stats';
export { battleShareFacts, type BattleShareFacts } from './share-facts';

// The wallet domain's public interface (issue 15 §2): other domains, server/http, realtime, jobs and
// app.ts import only from here; inside the domain, files import each other directly.
export { lockWallet, moveCoins } from './ledger';
export type { LedgerResult } from './ledger';
export { moveCoinsMany, shortOfCoins } from './ledger-batch';
export type { CoinMove } from './ledger-batch';
export { ledgerTotals } from './ledger-stats';

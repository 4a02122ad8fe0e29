// The user domain's public interface (issue 15 §2): other domains, server/http, realtime, jobs and
// app.ts import only from here; inside the domain, files import each other directly.
export { isDemoAccount } from './demo-account';
export { referralPayoutRules, settlePendingReferral, settlePendingReferrals } from './referral-payout';
export type { ReferralPayoutRules } from './referral-payout';
export { normaliseCode } from './referral';
export { ensureTokenSecret } from './token-secret';
export { accountVerified } from './verified';
export { battleRecord } from './battle-record';
export { newPlayersPerDay, playerCounts } from './admin-stats';
export { adoptTimezone } from './timezone';

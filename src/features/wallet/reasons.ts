/** Every reason the server writes to the coin ledger; each has the title `coin_reason_<reason>`. */
export const coinReasons = [
  'welcomeBonus',
  'unlockedPremium',
  'fifty_fifty',
  'audience_poll',
  'reset_time',
  'skip',
  'usedHintLifeline',
  'wonQuizZone',
  'wonMultiMatch',
  'wonFunNLearn',
  'wonGuessTheWord',
  'wonAudioQuiz',
  'wonMathQuiz',
  'badgeReward',
  'referredBonus',
  'referralReward',
  'redeemRequest',
  'redeemRefund',
  'redeemRejected',
  'adminGrant',
  'adminDebit',
  'battleEntry',
  'battleWon',
  'battleRefund',
  'playedContest',
  'wonContest',
] as const;
export type CoinReason = (typeof coinReasons)[number];

export const isCoinReason = (reason: string): reason is CoinReason =>
  (coinReasons as readonly string[]).includes(reason);

/** The title key of a reason; one this client does not know yet gets a generic earned/spent title. */
export const reasonKey = (reason: string, amount: number) =>
  isCoinReason(reason)
    ? `coin_reason_${reason}`
    : amount > 0
      ? 'coin_reason_other_income'
      : 'coin_reason_other_spend';

/**
 * The redeem conversion, one rule for both sides: the server computes the amount it pays (and refuses a
 * request whose amount disagrees, 224), the app shows the same figure before the player confirms.
 */
export interface ConversionRate {
  /** coinAmount currency units are paid for every perCoin coins. */
  perCoin: number;
  coinAmount: number;
}

/** Whole cents, rounded down: the player is never promised a fraction of a cent that is not paid. */
export function amountCents(rate: ConversionRate, coins: number): number {
  return Math.floor((coins * Math.round(rate.coinAmount * 100)) / rate.perCoin);
}

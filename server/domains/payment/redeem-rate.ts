import type { ConversionRate } from '../../../contract/wallet-rules';
import type { SettingsStore } from '../settings';

export { amountCents } from '../../../contract/wallet-rules';

export interface RedeemRate extends ConversionRate {
  minimumCoins: number;
  hoursBetween: number;
}

/** Read before a transaction opens: settings may touch the database and must not hold a lock meanwhile. */
export async function redeemRate(settings: SettingsStore): Promise<RedeemRate> {
  return {
    perCoin: Math.max(1, await settings.num('per_coin')),
    coinAmount: Math.max(0, await settings.num('coin_amount')),
    minimumCoins: Math.max(1, await settings.num('coin_limit')),
    hoursBetween: Math.max(0, await settings.num('difference_hours')),
  };
}

/** A client's `payment_amount` ("10", "10.5", "10,50") in cents, or null when it is not a number. */
export function parseAmountCents(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
}

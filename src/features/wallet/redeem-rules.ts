import type { Configurations } from '../../../contract/models';
import type { PaymentMethod, PaymentRequest } from '../../../contract/wallet-models';
import { amountCents } from '../../../contract/wallet-rules';
import { configNumber, configText } from '../../lib/settings';

export interface Rate {
  perCoin: number;
  coinAmount: number;
  symbol: string;
  minimum: number;
  hoursBetween: number;
}

/** The public settings the server also uses (it recomputes; these are for showing and pre-checking). */
export function rateFrom(config: Configurations): Rate {
  return {
    perCoin: Math.max(1, configNumber(config, 'per_coin')),
    coinAmount: Math.max(0, configNumber(config, 'coin_amount')),
    symbol: configText(config, 'currency_symbol'),
    minimum: Math.max(1, configNumber(config, 'coin_limit')),
    hoursBetween: Math.max(0, configNumber(config, 'difference_hours')),
  };
}

/** What the server will pay for these coins (the one conversion rule, contract/wallet-rules.ts). */
export const moneyFor = (rate: Rate, coins: number) => amountCents(rate, coins) / 100;

/** When the player may ask again: the newest request that reached the operator, plus the wait. */
export function nextRequestAt(rate: Rate, requests: PaymentRequest[], now: number): Date | null {
  const last = requests.find((r) => r.status !== 'cancelled');
  if (!last) return null;
  const next = new Date(last.date).getTime() + rate.hoursBetween * 3_600_000;
  return next > now ? new Date(next) : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const UPI = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/i;
// A plausible international number; the server checks it for real (libphonenumber) and answers 220.
const MOBILE = /^\+[1-9][\d\s().-]{6,20}$/;

/** The translation key of what is wrong with an address, or null. Mirrors the server's codes. */
export function addressError(method: PaymentMethod, value: string): string | null {
  const v = value.trim();
  if (!v) return 'wallet_error_required';
  if (method === 'paypal') return EMAIL.test(v) ? null : 'code_226';
  if (method === 'mobile') return MOBILE.test(v) ? null : 'code_220';
  return UPI.test(v) ? null : 'code_227';
}

import { z } from 'zod';

/** Coin history, redeem requests and the operator's wallet actions (issue 4). */

/**
 * The coin-history filter. The original sent 1 (income) and 2 (spend); words are accepted too, and
 * anything else blank or 'all' means both.
 */
/** The alias a text names (trimmed, any case), or that name: own keys only, never 'constructor'. */
function ownAlias<T extends string>(aliases: Record<string, T>, text: string): string {
  const name = text.trim().toLowerCase();
  return Object.hasOwn(aliases, name) ? aliases[name]! : name;
}

export const trackerFilters = ['all', 'income', 'spend'] as const;
export type TrackerFilter = (typeof trackerFilters)[number];
const trackerAliases: Record<string, TrackerFilter> = {
  '': 'all',
  '0': 'all',
  all: 'all',
  '1': 'income',
  income: 'income',
  earn: 'income',
  earned: 'income',
  credit: 'income',
  '2': 'spend',
  spend: 'spend',
  spent: 'spend',
  debit: 'spend',
};
export const trackerFilter = () =>
  z.preprocess(
    (v) => (v === undefined || v === null ? 'all' : typeof v === 'string' ? ownAlias(trackerAliases, v) : v),
    z.enum(trackerFilters),
  );

export const trackerEntrySchema = z.object({
  id: z.number(),
  /** Signed: positive for income, negative for spending. */
  amount: z.number(),
  /** A reason code the client words (welcomeBonus, wonQuizZone, redeemRequest…). */
  reason: z.string(),
  /** What the entry is about, e.g. `badge:streak`, `payment:12`. */
  ref: z.string(),
  date: z.string(),
  /** The balance right after this entry. */
  balance: z.number(),
});
export type TrackerEntry = z.infer<typeof trackerEntrySchema>;

/** Payout methods; the original's client-configured names (PayPal, Paytm, UPI…) are accepted by case. */
export const paymentMethods = ['paypal', 'mobile', 'upi'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
const methodAliases: Record<string, PaymentMethod> = { paytm: 'mobile', phone: 'mobile' };
export const paymentMethod = () =>
  // Only text is read: String() of a JSON object such as {"toString":1} throws (a 500 before this).
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    return ownAlias(methodAliases, v);
  }, z.enum(paymentMethods));

export const paymentStatuses = ['pending', 'completed', 'rejected', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentRequestSchema = z.object({
  id: z.number(),
  payment_type: z.enum(paymentMethods),
  /** The e-mail, E.164 number or UPI ID the payout goes to (the player's own). */
  payment_address: z.string(),
  coin_used: z.number(),
  /** Money in currency units, computed by the server from coin_used at the rate of the request. */
  payment_amount: z.number(),
  details: z.string(),
  status: z.enum(paymentStatuses),
  /** The operator's note on a completed or rejected request. */
  reason: z.string(),
  /** The transfer's reference the operator gave when marking it paid ('' otherwise). */
  reference: z.string(),
  date: z.string(),
  /** When it was completed, rejected or cancelled; '' while pending. */
  status_date: z.string(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** A request's outcome with the balance after it (debited at request, refunded on cancel). */
export const paymentResultSchema = z.object({ request: paymentRequestSchema, coins: z.number() });

export const coinGrantSchema = z.object({
  user_id: z.number(),
  /** The player's balance after the grant. */
  coins: z.number(),
  /** False when this grant_id was used before: nothing was credited a second time. */
  applied: z.boolean(),
});

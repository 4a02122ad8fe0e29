import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../user/schema';

/**
 * The wallet domain's tables (issue 15 §2: a domain owns the data it writes). Other domains read them
 * only where they must join on them; server/db/schema.ts re-exports every domain's tables for drizzle-kit.
 */
/**
 * The append-only coin ledger: every credit or debit is a row, written in the same transaction as the
 * balance change. `ref` makes an operation idempotent (one row per user and ref).
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    ref: text('ref').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coin_ledger_user_ref_idx').on(t.userId, t.ref),
    check('coin_ledger_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Redeem requests (DESIGN §10): the coins are debited when the request is made and refunded exactly
 * once when the owner cancels a pending request or an admin rejects it. Money is kept in cents.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentType: text('payment_type').notNull(),
    paymentAddress: text('payment_address').notNull(),
    coinUsed: integer('coin_used').notNull(),
    amountCents: integer('amount_cents').notNull(),
    details: text('details').notNull().default(''),
    /** pending → completed | rejected | cancelled */
    status: text('status').notNull().default('pending'),
    /** An admin's note on a completed or rejected request. */
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_requests_user_idx').on(t.userId, t.createdAt),
    check('payment_requests_coins_positive', sql`${t.coinUsed} > 0`),
  ],
);

import { sql } from 'drizzle-orm';
import { bigserial, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userRef } from '../user/schema';

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
    userId: userRef(),
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

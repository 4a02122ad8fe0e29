import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userRef } from '../user/schema';

/**
 * The payment domain's tables (issue 15 §2): redeem requests, which the operator decides.
 * server/db/schema.ts re-exports them for drizzle-kit.
 */
/**
 * Redeem requests (DESIGN §10): the coins are debited when the request is made and refunded exactly
 * once when the owner cancels a pending request or an admin rejects it. Money is kept in cents.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    paymentType: text('payment_type').notNull(),
    paymentAddress: text('payment_address').notNull(),
    coinUsed: integer('coin_used').notNull(),
    amountCents: integer('amount_cents').notNull(),
    details: text('details').notNull().default(''),
    /** pending → completed | rejected | cancelled */
    status: text('status').notNull().default('pending'),
    /** An admin's note on a completed or rejected request. */
    reason: text('reason').notNull().default(''),
    /** The transfer's reference an admin gives when marking it paid; the player sees it. */
    reference: text('reference').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_requests_user_idx').on(t.userId, t.createdAt),
    // The operator's queue: requests of a status, oldest first.
    index('payment_requests_status_idx').on(t.status, t.createdAt),
    check('payment_requests_coins_positive', sql`${t.coinUsed} > 0`),
  ],
);

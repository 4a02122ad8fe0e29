import { and, eq, sql } from 'drizzle-orm';
import type { PaymentMethod, PaymentRequest, PaymentStatus } from '../../../contract';
import type { Tx } from '../../db/client';
import { paymentRequests } from './schema';
import { users } from '../user/schema';
import { fail } from '../../http/api-error';

export type PaymentRow = typeof paymentRequests.$inferSelect;

export function presentPayment(row: PaymentRow): PaymentRequest {
  return {
    id: row.id,
    payment_type: row.paymentType as PaymentMethod,
    payment_address: row.paymentAddress,
    coin_used: row.coinUsed,
    payment_amount: row.amountCents / 100,
    details: row.details,
    status: row.status as PaymentStatus,
    reason: row.reason,
    reference: row.reference,
    date: row.createdAt.toISOString(),
    status_date: row.decidedAt?.toISOString() ?? '',
  };
}

/**
 * Locks the player's row, then the request's. Every path that changes a request (request, cancel,
 * decide) takes the locks in this order, so concurrent ones queue instead of deadlocking, and the
 * status read afterwards is the one that stays true until commit.
 */
export async function lockPayment(tx: Tx, paymentId: number, ownerId?: number): Promise<PaymentRow> {
  const [owner] = await tx
    .select({ userId: paymentRequests.userId })
    .from(paymentRequests)
    .where(
      ownerId === undefined
        ? eq(paymentRequests.id, paymentId)
        : and(eq(paymentRequests.id, paymentId), eq(paymentRequests.userId, ownerId)),
    );
  // Someone else's request answers exactly like a missing one: ids reveal nothing.
  if (!owner) throw fail('notFound');
  await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
  const [row] = await tx
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.id, paymentId))
    .for('update');
  if (!row) throw fail('notFound');
  return row;
}

/** Ends a pending request with its final status; a request that is no longer pending is left alone (135). */
export async function decidePayment(
  tx: Tx,
  row: PaymentRow,
  status: Exclude<PaymentStatus, 'pending'>,
  reason = '',
  reference = '',
): Promise<PaymentRow> {
  if (row.status !== 'pending') throw fail('notPending');
  const [updated] = await tx
    .update(paymentRequests)
    .set({ status, reason, reference, decidedAt: sql`now()` })
    .where(and(eq(paymentRequests.id, row.id), eq(paymentRequests.status, 'pending')))
    .returning();
  if (!updated) throw fail('notPending');
  return updated;
}

/** One refund per request, whichever path (cancel or rejection) gets there first. */
export const refundRef = (paymentId: number) => `payment-refund:${paymentId}`;

import { desc, eq, sql } from 'drizzle-orm';
import type { PaymentRequest } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { presentPayment } from './payment-repo';
import { paymentRequests } from './schema';

/** The requests waiting for a decision: how many and their coins (the dashboard). */
export async function pendingPayouts(db: DbOrTx): Promise<{ count: number; coins: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      coins: sql<number>`coalesce(sum(${paymentRequests.coinUsed}), 0)::int`,
    })
    .from(paymentRequests)
    .where(eq(paymentRequests.status, 'pending'));
  return { count: row?.count ?? 0, coins: row?.coins ?? 0 };
}

/** A player's latest requests (the console's player page). */
export async function recentPayments(db: DbOrTx, userId: number, limit = 20): Promise<PaymentRequest[]> {
  const rows = await db
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.userId, userId))
    .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
    .limit(limit);
  return rows.map(presentPayment);
}

import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { users } from '../user/schema';
import type { HandlerMap } from '../../http/handler';
import { containsPattern } from '../../lib/like';
import { presentPayment } from './payment-repo';
import { paymentRequests } from './schema';

const sortable = {
  created_at: paymentRequests.createdAt,
  coin_used: paymentRequests.coinUsed,
  id: paymentRequests.id,
} as const;

/** The console's payout queue (issue 17). */
export const adminPaymentListHandlers: HandlerMap = {
  /**
   * Redeem requests with their player, filtered by status, player and a search of the player's name,
   * e-mail or the payout address. Without a sort: pending ones first, oldest first (the queue's order).
   */
  async admin_list_payments(ctx, input) {
    const filters: SQL[] = [];
    if (input.status) filters.push(eq(paymentRequests.status, input.status));
    if (input.user_id) filters.push(eq(paymentRequests.userId, input.user_id));
    if (input.q) {
      const like = containsPattern(input.q);
      filters.push(
        sql`(${users.name} ILIKE ${like} OR ${users.email} ILIKE ${like} OR ${paymentRequests.paymentAddress} ILIKE ${like})`,
      );
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const direction = input.order === 'asc' ? asc : desc;
    const order = input.sort
      ? [direction(sortable[input.sort]), direction(paymentRequests.id)]
      : [
          sql`CASE WHEN ${paymentRequests.status} = 'pending' THEN 0 ELSE 1 END`,
          asc(paymentRequests.createdAt),
          asc(paymentRequests.id),
        ];
    const [rows, [count]] = await Promise.all([
      ctx.db
        .select({ payment: paymentRequests, name: users.name, email: users.email })
        .from(paymentRequests)
        .innerJoin(users, eq(users.id, paymentRequests.userId))
        .where(where)
        .orderBy(...order)
        .limit(input.limit)
        .offset(input.offset),
      ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentRequests)
        .innerJoin(users, eq(users.id, paymentRequests.userId))
        .where(where),
    ]);
    return {
      data: {
        rows: rows.map((r) => ({
          ...presentPayment(r.payment),
          user_id: r.payment.userId,
          user_name: r.name,
          user_email: r.email,
        })),
        total: count?.n ?? 0,
      },
    };
  },
};

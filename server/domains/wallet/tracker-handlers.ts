import { and, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { TrackerFilter } from '../../../contract';
import { coinLedger } from './schema';
import type { HandlerMap } from '../../http/handler';

const direction: Record<TrackerFilter, SQL | undefined> = {
  all: undefined,
  income: gt(coinLedger.amount, 0),
  spend: lt(coinLedger.amount, 0),
};

export const trackerHandlers: HandlerMap = {
  // An empty history is an empty list (the original answered 102), so the client shows its empty state.
  async get_tracker_data(ctx, input) {
    const where = and(eq(coinLedger.userId, ctx.user.id), direction[input.type]);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(coinLedger)
        .where(where)
        .orderBy(desc(coinLedger.id))
        .offset(input.offset)
        .limit(input.limit),
      ctx.db.select({ n: count() }).from(coinLedger).where(where),
    ]);
    return {
      data: rows.map((r) => ({
        id: r.id,
        amount: r.amount,
        reason: r.reason,
        ref: r.ref,
        date: r.createdAt.toISOString(),
        balance: r.balanceAfter,
      })),
      total: total?.n ?? 0,
    };
  },
};

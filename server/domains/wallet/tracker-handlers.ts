import { and, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { TrackerEntry, TrackerFilter } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { coinLedger } from './schema';
import type { HandlerMap } from '../../http/handler';

const direction: Record<TrackerFilter, SQL | undefined> = {
  all: undefined,
  income: gt(coinLedger.amount, 0),
  spend: lt(coinLedger.amount, 0),
};

/** A page of ledger rows, newest first, with how many match in all. */
async function ledgerPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: TrackerEntry[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coinLedger)
      .where(where)
      .orderBy(desc(coinLedger.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(coinLedger).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      reason: r.reason,
      ref: r.ref,
      date: r.createdAt.toISOString(),
      balance: r.balanceAfter,
    })),
    total: total?.n ?? 0,
  };
}

export const trackerHandlers: HandlerMap = {
  // An empty history is an empty list (the original answered 102), so the client shows its empty state.
  async get_tracker_data(ctx, input) {
    const page = await ledgerPage(
      ctx.db,
      and(eq(coinLedger.userId, ctx.user.id), direction[input.type]),
      input,
    );
    return { data: page.rows, total: page.total };
  },

  /** Any player's coin history, for the console's player page. */
  async admin_list_user_ledger(ctx, input) {
    return { data: await ledgerPage(ctx.db, eq(coinLedger.userId, input.user_id), input) };
  },
};

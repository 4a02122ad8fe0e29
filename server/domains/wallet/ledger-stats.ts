import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { coinLedger } from './schema';

/** Coins credited (issued) and debited (spent) through the ledger since two instants (the dashboard). */
export async function ledgerTotals(db: DbOrTx, today: Date, since30: Date) {
  const t = sql`${today.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      issued_today: sql<number>`coalesce(sum(${coinLedger.amount}) FILTER (WHERE ${coinLedger.amount} > 0 AND ${coinLedger.createdAt} >= ${t}), 0)::bigint`,
      spent_today: sql<number>`coalesce(-sum(${coinLedger.amount}) FILTER (WHERE ${coinLedger.amount} < 0 AND ${coinLedger.createdAt} >= ${t}), 0)::bigint`,
      issued_30d: sql<number>`coalesce(sum(${coinLedger.amount}) FILTER (WHERE ${coinLedger.amount} > 0), 0)::bigint`,
      spent_30d: sql<number>`coalesce(-sum(${coinLedger.amount}) FILTER (WHERE ${coinLedger.amount} < 0), 0)::bigint`,
    })
    .from(coinLedger)
    .where(sql`${coinLedger.createdAt} >= ${since30.toISOString()}::timestamptz`);
  // bigint comes back as text from pg; sums of a month fit a double exactly.
  return {
    issued_today: Number(row?.issued_today ?? 0),
    spent_today: Number(row?.spent_today ?? 0),
    issued_30d: Number(row?.issued_30d ?? 0),
    spent_30d: Number(row?.spent_30d ?? 0),
  };
}

import { eq, sql } from 'drizzle-orm';
import type { Statistics } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { battleResults } from '../battle/schema';

/**
 * A player's won / lost / drawn battles for the statistics page, counted from settled battle results
 * (bot games are never recorded, so never counted). Battle's table is read here so that user does not
 * depend on battle, which depends on user for referrals; battle's own statistics use this count too.
 */
export async function battleRecord(db: DbOrTx, userId: number): Promise<Statistics['battles']> {
  const rows = await db
    .select({ outcome: battleResults.outcome, n: sql<number>`count(*)::int` })
    .from(battleResults)
    .where(eq(battleResults.userId, userId))
    .groupBy(battleResults.outcome);
  const of = (outcome: string) => rows.find((r) => r.outcome === outcome)?.n ?? 0;
  const won = of('won');
  const lost = of('lost');
  const drawn = of('draw');
  return { played: won + lost + drawn, won, lost, drawn };
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { questionReports } from './schema';

/**
 * Question reports waiting for an operator (the dashboard). Reports have no status in this branch yet
 * (the reports helper adds one): until then every report counts as open.
 */
export async function openReportCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(questionReports);
  return row?.n ?? 0;
}

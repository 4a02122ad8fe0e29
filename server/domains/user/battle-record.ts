import type { Statistics } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { battleCounts } from '../battle';

/** A player's live-battle record for the statistics page: counted from settled battle results. */
export function battleRecord(db: DbOrTx, userId: number): Promise<Statistics['battles']> {
  return battleCounts(db, userId);
}

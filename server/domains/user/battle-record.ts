import type { Statistics } from '../../../contract';
import type { DbOrTx } from '../../db/client';

/**
 * A player's live-battle record for the statistics page. Battles arrive with issue 5 and there is no
 * battle table yet, so every player honestly has none; issue 5 replaces this body with a query on its
 * battle results (the statistics handler and page already read and show these four numbers).
 */
export function battleRecord(_db: DbOrTx, _userId: number): Promise<Statistics['battles']> {
  return Promise.resolve({ played: 0, won: 0, lost: 0, drawn: 0 });
}

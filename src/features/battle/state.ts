import { atom, useSetAtom } from 'jotai';
import { useAtomValue } from '../../lib/atom-hooks';
import type { BattlePlayer, BattleResult } from '../../../contract/battle-models';

/**
 * The last battle this tab saw end, kept for the result screen (the server sends the result once, as an
 * event, and a snapshot of a finished room does not carry it). The players are kept for their pictures.
 */
export interface FinishedBattle {
  roomId: string;
  result: BattleResult;
  players: BattlePlayer[];
  mySeat: number;
  /** The category the battle was played in (0: all), so Play again searches the same one. */
  category: number;
  /** 254/255 when the battle ended because players left. */
  leftCode: string | null;
}

export const finishedBattleAtom = atom<FinishedBattle | null>(null);

export const useFinishedBattle = () => useAtomValue(finishedBattleAtom);
export const useSetFinishedBattle = () => useSetAtom(finishedBattleAtom);

import { atom, useSetAtom } from 'jotai';
import { useAtomValue } from '../lib/atom-hooks';
import type { QuizResult } from '../../contract/models';

/** Where a play session's screens live: play, result, review, and the list it was started from. */
export interface PlayPaths {
  play: string;
  result: string;
  review: string;
  exit: string;
}

/** The graded result of the last quiz played; the result and review screens read it. */
export interface LastResult {
  /** The play path it belongs to, so a stale result is never shown for another quiz. */
  path: string;
  title: string;
  result: QuizResult;
  lifelinesUsed: number;
  /** The graded attempt's id: a result shared as a card is named by it (the server reads the figures). */
  attemptId?: string;
}
export const lastResultAtom = atom<LastResult | null>(null);

export const useLastResult = () => useAtomValue(lastResultAtom);
export const useSetLastResult = () => useSetAtom(lastResultAtom);

import { atom } from 'jotai';
import type { QuizResult } from '../../../contract/models';

/** Tempdata (SPEC §3): the category and subcategory the player picked, for titles on later screens. */
export const selectedCategoryAtom = atom<{ slug: string; name: string } | null>(null);
export const selectedSubcategoryAtom = atom<{ slug: string; name: string } | null>(null);

/** The graded result of the last level played; the result and review screens read it. */
export interface LastResult {
  /** The play path it belongs to, so a stale result is never shown for another level. */
  path: string;
  result: QuizResult;
  lifelinesUsed: number;
}
export const lastResultAtom = atom<LastResult | null>(null);

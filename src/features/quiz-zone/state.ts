import { atom, useSetAtom } from 'jotai';
import { useAtomValue } from '../../lib/atom-hooks';

/** Tempdata (SPEC §3): the subcategory the player picked, for the levels title while it loads. */
export const selectedSubcategoryAtom = atom<{ slug: string; name: string } | null>(null);

export const useSelectedSubcategory = () => useAtomValue(selectedSubcategoryAtom);
export const useSetSelectedSubcategory = () => useSetAtom(selectedSubcategoryAtom);

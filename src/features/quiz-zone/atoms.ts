import { atom } from 'jotai';

/** Tempdata (SPEC §3): the category and subcategory the player picked, for titles on later screens. */
export const selectedCategoryAtom = atom<{ slug: string; name: string } | null>(null);
export const selectedSubcategoryAtom = atom<{ slug: string; name: string } | null>(null);

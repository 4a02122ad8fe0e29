import { atom, useSetAtom } from 'jotai';
import { useAtomValue } from '../../lib/atom-hooks';
import type { Passage } from '../../../contract/models';

/** Tempdata (SPEC §3): the passage opened from the list, shown at once while it is fetched again. */
export const openedPassageAtom = atom<Passage | null>(null);

export const useOpenedPassage = () => useAtomValue(openedPassageAtom);
export const useSetOpenedPassage = () => useSetAtom(openedPassageAtom);

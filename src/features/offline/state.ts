import { atom, useSetAtom } from 'jotai';
import { useAtomValue } from '../../lib/atom-hooks';
import { packsOf, type StoredPack } from '../../lib/packs/pack-store';
import { userAtom } from '../../lib/session';

/** The signed-in player's packs on this device, most recently used first. */
export const packsAtom = atom<StoredPack[]>([]);

export const reloadPacksAtom = atom(null, async (get, set) => {
  const userId = get(userAtom)?.id;
  const packs = userId ? await packsOf(userId) : [];
  set(
    packsAtom,
    packs.sort((a, b) => b.lastUsedAt - a.lastUsedAt),
  );
});

/** What the browser grants this site, from navigator.storage.estimate(). */
export const storageEstimateAtom = atom<{ usage: number; quota: number } | null>(null);

export const usePacks = () => useAtomValue(packsAtom);
export const useReloadPacks = () => useSetAtom(reloadPacksAtom);
export const useStorageEstimate = () => useAtomValue(storageEstimateAtom);
export const useSetStorageEstimate = () => useSetAtom(storageEstimateAtom);

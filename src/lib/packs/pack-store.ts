import { openDB, type IDBPDatabase } from 'idb';
import type { OfflinePack } from '../../../contract/offline-models';

/** A pack on this device: the server's pack, whose it is, and what it costs in storage. */
export interface StoredPack extends Omit<OfflinePack, 'unchanged'> {
  /** `${userId}|${scope}`: packs are recorded per player on the server, so they are kept per player. */
  key: string;
  userId: number;
  /** Bytes of the questions and the media files together. */
  bytes: number;
  downloadedAt: number;
  lastUsedAt: number;
}

/** The Cache Storage name of pack media; the service worker answers /media/ requests from it. */
export const PACK_MEDIA_CACHE = 'openquiz-pack-media';

let db: Promise<IDBPDatabase> | null = null;
const open = () =>
  (db ??= openDB('openquiz-packs', 1, {
    upgrade(d) {
      d.createObjectStore('packs', { keyPath: 'key' }).createIndex('userId', 'userId');
    },
  }));

export const packKey = (userId: number, scope: string) => `${userId}|${scope}`;

export async function packsOf(userId: number): Promise<StoredPack[]> {
  return (await (await open()).getAllFromIndex('packs', 'userId', userId)) as StoredPack[];
}

export async function getPack(key: string): Promise<StoredPack | undefined> {
  return (await (await open()).get('packs', key)) as StoredPack | undefined;
}

export async function savePack(pack: StoredPack): Promise<void> {
  await (await open()).put('packs', pack);
}

/** Removes a pack and the media no other pack of any player on this device still uses. */
export async function deletePack(key: string): Promise<void> {
  const d = await open();
  const gone = (await d.get('packs', key)) as StoredPack | undefined;
  await d.delete('packs', key);
  if (!gone || typeof caches === 'undefined') return;
  const still = new Set(((await d.getAll('packs')) as StoredPack[]).flatMap((p) => p.media));
  const cache = await caches.open(PACK_MEDIA_CACHE);
  await Promise.all(gone.media.filter((url) => !still.has(url)).map((url) => cache.delete(url)));
}

export async function touchPack(key: string): Promise<void> {
  const pack = await getPack(key);
  if (pack) await savePack({ ...pack, lastUsedAt: Date.now() });
}

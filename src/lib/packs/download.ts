import { call } from '../../api';
import { keepKatexOffline } from '../katex';
import { packHasMath } from './local-play';
import {
  PACK_MEDIA_CACHE,
  deletePack,
  getPack,
  packKey,
  packsOf,
  savePack,
  type StoredPack,
} from './pack-store';

export interface Progress {
  /** 0…1 */
  fraction: number;
  stage: 'questions' | 'media' | 'done';
}

/** The most a player lets packs take, in MB (they choose it on the offline page). */
export const PACK_LIMIT_KEY = 'openquiz.packLimitMb';
export const DEFAULT_PACK_LIMIT_MB = 200;
export const packLimitMb = () => Number(localStorage.getItem(PACK_LIMIT_KEY)) || DEFAULT_PACK_LIMIT_MB;

async function fetchMedia(urls: string[], onBytes: (done: number) => void): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const cache = await caches.open(PACK_MEDIA_CACHE);
  let bytes = 0;
  let done = 0;
  for (const url of urls) {
    const kept = await cache.match(url);
    const response = kept ?? (await fetch(url));
    if (!response.ok) throw new Error(`media ${url}: ${response.status}`);
    const size = (await response.clone().blob()).size;
    if (!kept) await cache.put(url, response);
    bytes += size;
    onBytes(++done);
  }
  return bytes;
}

/**
 * Downloads (or refreshes) the pack of a category or subcategory with its media, then keeps the packs
 * within the player's limit by dropping the least recently used others. Asks the browser to keep the
 * storage (navigator.storage.persist), so it is not cleared under pressure.
 */
export async function downloadPack(
  userId: number,
  scope: { type: 'category' | 'subcategory'; id: number },
  onProgress: (p: Progress) => void = () => undefined,
  /** A background refresh does not count as using the pack (least recently used eviction). */
  touch = true,
): Promise<StoredPack> {
  onProgress({ fraction: 0.02, stage: 'questions' });
  const key = packKey(userId, `${scope.type}:${scope.id}`);
  const held = await getPack(key);
  const pack = await call('get_offline_pack', { ...scope, version: held?.version });
  if (pack.unchanged && held) {
    const fresh = touch ? { ...held, lastUsedAt: Date.now() } : held;
    await savePack(fresh);
    onProgress({ fraction: 1, stage: 'done' });
    return fresh;
  }
  onProgress({ fraction: 0.2, stage: 'media' });
  const mediaBytes = await fetchMedia(pack.media, (n) =>
    onProgress({ fraction: 0.2 + (0.8 * n) / Math.max(1, pack.media.length), stage: 'media' }),
  );
  const { unchanged: _unchanged, ...content } = pack;
  const stored: StoredPack = {
    ...content,
    key,
    userId,
    bytes: new Blob([JSON.stringify(content)]).size + mediaBytes,
    downloadedAt: Date.now(),
    lastUsedAt: touch || !held ? Date.now() : held.lastUsedAt,
  };
  // Formulas must typeset with no network: KaTeX and its fonts are fetched now, for the worker to keep.
  if (packHasMath(stored)) await keepKatexOffline().catch(() => undefined);
  await savePack(stored);
  await navigator.storage?.persist?.().catch(() => false);
  await evictBeyondLimit(userId, key);
  onProgress({ fraction: 1, stage: 'done' });
  return stored;
}

/** Least recently used first, until the packs fit the limit; the pack just fetched always stays. */
export async function evictBeyondLimit(userId: number, keep?: string): Promise<string[]> {
  const limit = packLimitMb() * 1024 * 1024;
  const packs = (await packsOf(userId)).sort((a, b) => a.lastUsedAt - b.lastUsedAt);
  let total = packs.reduce((sum, p) => sum + p.bytes, 0);
  const evicted: string[] = [];
  for (const p of packs) {
    if (total <= limit) break;
    if (p.key === keep) continue;
    await deletePack(p.key);
    total -= p.bytes;
    evicted.push(p.title);
  }
  return evicted;
}

/** On start, online: each pack whose content changed on the server is fetched again. */
export async function refreshPacks(userId: number): Promise<void> {
  for (const p of await packsOf(userId)) {
    const [type, id] = p.scope.split(':') as ['category' | 'subcategory', string];
    await downloadPack(userId, { type, id: Number(id) }, undefined, false).catch(() => undefined);
  }
}

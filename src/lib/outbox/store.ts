import { openDB, type IDBPDatabase } from 'idb';

/** One write waiting for the server. The id is its idempotency key (see server set_practice_result). */
export interface OutboxItem {
  id: string;
  /** The player whose session made it: only their session replays it. */
  userId: number;
  action: string;
  payload: Record<string, string>;
  createdAt: number;
  attempts: number;
  lastError: string;
  state: 'pending' | 'attention';
  /** Not before this instant (backoff after a failed try). */
  nextAt: number;
}

/** What a replay needs of the session; the page keeps it current, the service worker only reads it. */
export interface OutboxSession {
  token: string;
  userId: number;
  /** The Accept-Language tag the page sends. */
  lang: string;
}

const DB = 'openquiz-outbox';
let db: Promise<IDBPDatabase> | null = null;
const open = () =>
  (db ??= openDB(DB, 1, {
    upgrade(d) {
      d.createObjectStore('items', { keyPath: 'id' }).createIndex('createdAt', 'createdAt');
      d.createObjectStore('meta');
    },
  }));

export async function putItem(item: OutboxItem): Promise<void> {
  await (await open()).put('items', item);
}

export async function deleteItem(id: string): Promise<void> {
  await (await open()).delete('items', id);
}

export async function getItem(id: string): Promise<OutboxItem | undefined> {
  return (await (await open()).get('items', id)) as OutboxItem | undefined;
}

/** Every item, oldest first: the order they are replayed in. */
export async function allItems(): Promise<OutboxItem[]> {
  return (await (await open()).getAllFromIndex('items', 'createdAt')) as OutboxItem[];
}

export async function readSession(): Promise<OutboxSession | undefined> {
  return (await (await open()).get('meta', 'session')) as OutboxSession | undefined;
}

export async function writeSession(session: OutboxSession | null): Promise<void> {
  const d = await open();
  if (session) await d.put('meta', session, 'session');
  else await d.delete('meta', 'session');
}

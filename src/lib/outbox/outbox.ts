import type { ActionName, ActionPayload } from '../../../contract/actions';
import { i18n, languageTag } from '../i18n';
import { sessionAtom } from '../session';
import { store } from '../store';
import { OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, announce, replayOutbox, type OutboxChange } from './replay';
import { outboxItemsAtom } from './state';
import { allItems, deleteItem, getItem, putItem, writeSession } from './store';

export type { OutboxItem } from './store';
export type { OutboxChange } from './replay';

async function refreshItems() {
  const userId = store.get(sessionAtom).data?.id ?? 0;
  store.set(
    outboxItemsAtom,
    (await allItems()).filter((i) => i.userId === userId),
  );
}

function formFields(payload: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload))
    if (value !== undefined && value !== null && value !== '') fields[key] = String(value);
  return fields;
}

let timer: number | undefined;

/** Replays now, and again when the first waiting item's backoff ends (at once when `force`). */
async function kick(force = false) {
  window.clearTimeout(timer);
  const next = await replayOutbox(force).catch(() => null);
  await refreshItems();
  if (next !== null) timer = window.setTimeout(() => void kick(), Math.max(1_000, next - Date.now()));
}

async function askForBackgroundSync() {
  const registration = await navigator.serviceWorker?.getRegistration?.().catch(() => undefined);
  const sync = (
    registration as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
  )?.sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

/**
 * Queues a write for the server and starts a replay. The item is in IndexedDB before this resolves,
 * so a closed tab or a dead battery loses nothing. `id` is the idempotency key the server stores.
 */
export async function enqueue<A extends ActionName>(
  action: A,
  payload: ActionPayload<A>,
  id: string = crypto.randomUUID(),
): Promise<string> {
  const userId = store.get(sessionAtom).data?.id;
  if (!userId) throw new Error('outbox: no session');
  const now = Date.now();
  await putItem({
    id,
    userId,
    action,
    payload: formFields(payload as Record<string, unknown>),
    createdAt: now,
    attempts: 0,
    lastError: '',
    state: 'pending',
    nextAt: now,
  });
  announce({ id, action, verdict: 'queued' });
  void askForBackgroundSync();
  void kick();
  return id;
}

/** "Needs attention": try a refused item again (after the player fixed what was wrong, or signed in). */
export async function retryItem(id: string) {
  const item = await getItem(id);
  if (!item) return;
  await putItem({ ...item, state: 'pending', nextAt: Date.now() });
  void kick(true);
}

export async function discardItem(id: string) {
  const item = await getItem(id);
  await deleteItem(id);
  if (item) announce({ id, action: item.action, verdict: 'discarded' });
  await refreshItems();
}

/** Listens for changes of the queue (from this tab, other tabs and the service worker). */
export function onOutboxChange(listener: (change: OutboxChange) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (event: MessageEvent<OutboxChange>) => listener(event.data);
  return () => channel.close();
}

/**
 * Keeps the service worker's copy of the session current and replays the queue on start, when the
 * network comes back and when the app is shown again. Returns the function that stops it.
 */
export function startOutbox(): () => void {
  const syncSession = () => {
    const { token, data } = store.get(sessionAtom);
    void writeSession(
      token && data ? { token, userId: data.id, lang: languageTag(i18n.language || 'en') } : null,
    ).then(() => kick(true));
  };
  syncSession();
  const stopSession = store.sub(sessionAtom, syncSession);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void kick(true);
  };
  const onOnline = () => void kick(true);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const stopListening = onOutboxChange(() => void refreshItems());
  return () => {
    stopSession();
    stopListening();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    window.clearTimeout(timer);
  };
}

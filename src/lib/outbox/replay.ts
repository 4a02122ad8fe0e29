import { backoffMs, classify, refusal, type Answer } from './policy';
import { allItems, deleteItem, putItem, readSession, type OutboxItem, type OutboxSession } from './store';

/** Pages and the service worker hear of every change of the queue on this channel. */
export const OUTBOX_CHANNEL = 'openquiz-outbox';
/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'openquiz-outbox';

export interface OutboxChange {
  id: string;
  action: string;
  verdict: 'queued' | 'done' | 'retry' | 'attention' | 'discarded';
  /** The server's answer to a done item (a game's result), for a page that waits for it. */
  data?: unknown;
}

export function announce(change: OutboxChange) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(change);
  channel.close();
}

async function send(item: OutboxItem, session: OutboxSession): Promise<Answer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(item.payload)) if (value !== '') form.append(key, value);
  try {
    const response = await fetch(`/api/${item.action}`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${session.token}`, 'Accept-Language': session.lang },
    });
    let body: Answer['body'] = null;
    try {
      body = (await response.json()) as Answer['body'];
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

/**
 * Sends the queue to the server, oldest first, one item at a time, and stops at the first item that
 * must wait (so a later edit never overtakes an earlier one). An item leaves the queue only when the
 * server acknowledged it; a refused one moves to "needs attention" and the next one goes on.
 * Returns when the next try is due (ms since 1970), or null when nothing waits. `force`: the network
 * just came back (or the app was opened): the first item goes now, whatever its backoff said.
 */
async function drain(force: boolean): Promise<number | null> {
  const session = await readSession();
  if (!session?.token) return null;
  // A device that knows it is offline does not spend tries (and backoff) on requests that cannot leave.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  for (;;) {
    const item = (await allItems()).find((i) => i.state === 'pending' && i.userId === session.userId);
    if (!item) return null;
    if (item.nextAt > Date.now() && !force) return item.nextAt;
    force = false;
    const answer = await send(item, session);
    const verdict = classify(answer);
    if (verdict === 'done') {
      await deleteItem(item.id);
      announce({ id: item.id, action: item.action, verdict, data: (answer.body as { data?: unknown }).data });
      continue;
    }
    if (verdict === 'signed-out') return null;
    const attempts = item.attempts + 1;
    if (verdict === 'attention') {
      await putItem({ ...item, attempts, state: 'attention', lastError: refusal(answer) });
      announce({ id: item.id, action: item.action, verdict });
      continue;
    }
    const nextAt = Date.now() + backoffMs(attempts);
    await putItem({ ...item, attempts, nextAt, lastError: answer.status ? refusal(answer) : 'offline' });
    announce({ id: item.id, action: item.action, verdict });
    return nextAt;
  }
}

let running: Promise<number | null> | null = null;

/**
 * One replay at a time: within this page or worker by a shared promise, and across tabs and the service
 * worker by a Web Lock (where there is none, two tabs may both send an item — the server's idempotency
 * makes that harmless, only wasteful).
 */
export function replayOutbox(force = false): Promise<number | null> {
  running ??= (async () => {
    try {
      if (typeof navigator !== 'undefined' && 'locks' in navigator) {
        return await navigator.locks.request('openquiz-outbox', { ifAvailable: true }, (lock) =>
          lock ? drain(force) : null,
        );
      }
      return await drain(force);
    } finally {
      running = null;
    }
  })();
  return running;
}

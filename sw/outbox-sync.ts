/// <reference lib="webworker" />
import { OUTBOX_SYNC_TAG, replayOutbox } from '../src/lib/outbox/replay';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Background Sync (Chromium): the browser wakes the worker when the network is back, even with no tab
 * open, and the worker sends the queue with the session the page left in IndexedDB. A replay that has
 * to wait (server busy) rejects, so the browser schedules another sync later.
 */
export function listenForOutboxSync() {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      replayOutbox(true).then((next) => {
        if (next !== null) throw new Error('outbox: items still waiting');
      }),
    );
  });
}

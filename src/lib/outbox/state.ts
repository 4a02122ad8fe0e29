import { atom } from 'jotai';
import { useAtomValue } from '../atom-hooks';
import type { OutboxItem } from './store';

/**
 * Items waiting for the server and items it refused, for the header badge and the outbox dialog. Kept
 * apart from the queue's code (and IndexedDB), which loads after the first paint.
 */
export const outboxItemsAtom = atom<OutboxItem[]>([]);
export const outboxCountsAtom = atom((get) => {
  const items = get(outboxItemsAtom);
  const attention = items.filter((i) => i.state === 'attention').length;
  return { pending: items.length - attention, attention };
});

export const useOutboxItems = () => useAtomValue(outboxItemsAtom);
export const useOutboxCounts = () => useAtomValue(outboxCountsAtom);

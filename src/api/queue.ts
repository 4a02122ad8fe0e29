import type { ActionData, ActionName, ActionPayload } from '../../contract/actions';
import type { OutboxAction } from '../../contract/outbox-actions';
import { call } from './client';
import { ApiError, OfflineError } from './errors';

export type Sent<A extends ActionName> =
  { queued: false; data: ActionData<A> } | { queued: true; id: string };

/**
 * (Imported from here rather than the api index, so that it stays out of the first page's bundle.)
 * Sends a write now, or — when the network or the server cannot be reached — puts it in the outbox,
 * which sends it exactly once when they can. A refusal from the server is thrown as usual.
 */
export async function callOrQueue<A extends OutboxAction>(
  action: A,
  payload: ActionPayload<A>,
  id?: string,
): Promise<Sent<A>> {
  try {
    return { queued: false, data: await call(action, payload) };
  } catch (e) {
    const unreachable =
      e instanceof OfflineError || (e instanceof ApiError && (e.status >= 500 || e.status === 429));
    if (!unreachable) throw e;
    // The queue's code (and IndexedDB) loads when first needed, not with the first page.
    const { enqueue } = await import('../lib/outbox/outbox');
    return { queued: true, id: await enqueue(action, payload, id) };
  }
}

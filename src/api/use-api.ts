import { startTransition, useCallback, useEffect, useState } from 'react';
import type { ActionData, ActionName, ActionPayload } from '../../contract/actions';
import { callWithMeta } from './client';
import { asApiError, type ApiError, type OfflineError } from './errors';

export interface ApiState<A extends ActionName> {
  data: ActionData<A> | undefined;
  error: ApiError | OfflineError | undefined;
  loading: boolean;
  reload: () => void;
}

/** Messages the service worker posts when a stale-while-revalidate answer changed. */
export const SWR_MESSAGE = 'openquiz:swr-updated';

interface Settled<A extends ActionName> {
  key: string;
  tick: number;
  data?: ActionData<A>;
  error?: ApiError | OfflineError;
}

/**
 * Load an action when the component mounts or the payload changes; reloads silently when the service
 * worker reports fresher data for the same action (the old data stays on screen meanwhile).
 */
export function useApi<A extends ActionName>(
  action: A,
  payload?: ActionPayload<A>,
  enabled = true,
): ApiState<A> {
  const key = JSON.stringify(payload ?? {});
  const [settled, setSettled] = useState<Settled<A> | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const body = JSON.parse(key) as ActionPayload<A>;
    callWithMeta(action, body, { signal: controller.signal }).then(
      (res) => {
        // A transition: React renders the new data in slices between which the browser stays free, not
        // in one long task (a page of cards on a slow phone blocked input for 100s of ms; issue 18).
        if (!controller.signal.aborted) startTransition(() => setSettled({ key, tick, data: res.data }));
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const error = asApiError(err);
        setSettled((s) => ({ key, tick, error, data: s?.key === key ? s.data : undefined }));
      },
    );
    return () => controller.abort();
  }, [action, key, tick, enabled]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const msg = event.data as { type?: string; action?: string } | null;
      if (msg?.type === SWR_MESSAGE && msg.action === action) setTick((t) => t + 1);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [action]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  const sameKey = settled?.key === key;
  return {
    data: sameKey ? settled.data : undefined,
    error: sameKey && settled.tick === tick ? settled.error : undefined,
    loading: enabled && (!sameKey || settled.tick !== tick) && !(sameKey && settled.data !== undefined),
    reload,
  };
}

import { useEffect, useState } from 'react';

/** Longest wait for an idle moment: a busy page still starts its background work. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the page has loaded and the main thread is idle (work that must not delay the first
 * paint or block input while the page starts). Returns a cancel function.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idleHandle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(task, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

let settled: Promise<void> | null = null;
let isSettled = false;

/**
 * Resolves once, when the first page has loaded and the main thread is idle; at once ever after. For
 * the start's background refreshes (settings and lists the page carried, the coins, the bell's count):
 * sent with the page's own requests, they shared a slow phone's few connections with them and came
 * before its largest paint (issue 18, Lighthouse medians of 5: play LCP 2.89 → 2.53 s and 93 → 96,
 * quiz zone 2.67 → 2.53 s).
 */
export function afterFirstPage(): Promise<void> {
  settled ??= new Promise((resolve) =>
    whenIdleAfterLoad(() => {
      isSettled = true;
      resolve();
    }),
  );
  return settled;
}

/** False until afterFirstPage has resolved (a component's background read waits for it). */
export function useAfterFirstPage(): boolean {
  const [ready, setReady] = useState(isSettled);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstPage().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

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

/**
 * Version comparison for the operator's minimum client version. Apart from the settings registry: the
 * app's first load checks it (lib/site-state.ts) and should not carry the whole registry for it.
 */

/** major.minor.patch, as the app's version and the operator's minimum are written. */
export const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;

/** Compares two "major.minor.patch" versions: negative when a is older than b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Whether a client of this version is older than the operator's minimum ('' or no minimum: never). */
export const clientTooOld = (client: string, minimum: string) =>
  VERSION.test(client) && VERSION.test(minimum) && compareVersions(client, minimum) < 0;

/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/** Where KaTeX (script, stylesheet, fonts) is kept once fetched; see src/lib/katex.ts. */
const CACHE = 'openquiz-katex';
const KATEX = /^\/assets\/(katex-|KaTeX_)/;
/** `KaTeX_Main-Regular-CTRA-rTL.woff2` → `KaTeX_Main-Regular.woff2`: Vite's hash is the 8 characters before the extension. */
const unhashed = (url: string) => new URL(url).pathname.replace(/-[\w-]{8}(\.\w+)$/, '$1');

async function keep(cache: Cache, url: string, response: Response) {
  const name = unhashed(url);
  for (const old of await cache.keys())
    if (old.url !== url && unhashed(old.url) === name) await cache.delete(old);
  await cache.put(url, response);
}

/**
 * KaTeX is left out of the precache (most players never meet a formula, and it weighs more than the
 * rest of the shell's fonts and scripts together). Once fetched — when a maths pack is downloaded, or
 * a maths question is shown — it is kept here and answered from here, so maths packs play offline.
 * Build file names carry a content hash, so a kept file never goes stale; keeping a file drops the
 * same file of an older build (same name, another hash).
 */
export function keepLazyAssets() {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === self.location.origin && KATEX.test(url.pathname),
    async ({ request }) => {
      const cache = await caches.open(CACHE);
      const kept = await cache.match(request.url);
      if (kept) return kept;
      const response = await fetch(request);
      if (response.ok) await keep(cache, request.url, response.clone());
      return response;
    },
  );
}

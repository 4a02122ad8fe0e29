/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { PACK_MEDIA_CACHE } from '../src/lib/packs/pack-store';

declare const self: ServiceWorkerGlobalScope;

/**
 * Images and audio of downloaded packs: answered from the pack cache when there (offline play), from
 * the network otherwise. Only packs put files in that cache, so nothing else grows it.
 */
export function servePackMedia() {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/media/'),
    async ({ request }) => {
      const kept = await caches.open(PACK_MEDIA_CACHE).then((cache) => cache.match(request.url));
      return kept ?? fetch(request);
    },
  );
}

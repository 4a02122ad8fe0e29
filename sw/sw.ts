/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { keepLazyAssets } from './lazy-assets';
import { listenForOutboxSync } from './outbox-sync';
import { servePackMedia } from './pack-media';
import { listenForPush } from './push';
import { swrHandler } from './swr';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The app shell: every built asset, versioned by vite-plugin-pwa.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// SPA navigation: any page URL gets the cached index.html, except the API and the socket.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/socket\.io\//],
  }),
);

// POST /api/<action> for actions whose contract says cache: 'swr'. Everything else is network-only.
const actionOf = (url: URL) => url.pathname.slice('/api/'.length).replace(/\/$/, '');
registerRoute(
  ({ url, request }) =>
    request.method === 'POST' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    Object.hasOwn(__SWR_ACTIONS__, actionOf(url)),
  ({ request, url, event }) =>
    swrHandler(
      request,
      event as ExtendableEvent,
      self.clients,
      actionOf(url),
      __SWR_ACTIONS__[actionOf(url)] ?? true,
    ),
  'POST',
);

// "New version available → Reload" from the page (workbox-window messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

servePackMedia();
keepLazyAssets();
listenForOutboxSync();
listenForPush();

clientsClaim();

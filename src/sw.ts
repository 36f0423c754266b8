import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { openNotifiedOrder, showPushedOrder } from './swPush';
import { isShellNavigation, RUNTIME_CONFIG_PATH } from './swRoutes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Seconds before a slow network loses to the cached configuration. */
const CONFIG_NETWORK_TIMEOUT_S = 3;
const CONFIG_CACHE = 'runtime-config';

// The shell and every route chunk, as listed by the build; a new build's list replaces this one's caches.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isShellNavigation(url.pathname),
  createHandlerBoundToURL('/index.html'),
);

// The deployment's configuration may change at any time, so the network wins; offline, the last copy starts the app.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === RUNTIME_CONFIG_PATH,
  new NetworkFirst({ cacheName: CONFIG_CACHE, networkTimeoutSeconds: CONFIG_NETWORK_TIMEOUT_S }),
);

// The page that installs the worker fetched its configuration before the worker ran: keep a copy now, or its first
// offline start would fall back to the default variant. An install that cannot fetch it still succeeds.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CONFIG_CACHE)
      .then((cache) => cache.add(RUNTIME_CONFIG_PATH))
      .catch(() => undefined),
  );
});

/*
 * Nothing else is routed, so API calls, uploads and the live connection always go to the network and are never
 * stored. Menu images are not cached here either: the server already marks them immutable for a year, so the
 * browser's HTTP cache keeps them (offline too), while a worker cache would need an expiry policy to stay
 * bounded and would keep one shop's photos on a device after another user signs in.
 */

// workbox-window's messageSkipWaiting: the user tapped 'Nova versão disponível'.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// New orders pushed by the server while the app is closed or the phone locked (see src/swPush.ts).
self.addEventListener('push', (event) => event.waitUntil(showPushedOrder(event)));
self.addEventListener('notificationclick', (event) => event.waitUntil(openNotifiedOrder(event.notification)));

// The first install takes over the open page at once, so it works offline without a reload.
clientsClaim();

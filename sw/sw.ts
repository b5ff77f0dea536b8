/// <reference lib="webworker" />
/**
 * Lotcrew's service worker: precaches the app shell and every route chunk so the
 * installed app opens with no network after one visit, and answers navigations with
 * the cached index.html. A new version waits until the page asks it to take over
 * (src/lib/serviceWorker.ts), so nobody's screen changes under their thumb.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The page posts this to activate a waiting worker. */
const SKIP_WAITING = 'SKIP_WAITING';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));

// The first install takes charge of the open page at once, so the session in which the
// app was installed already works offline (every screen's code is in the precache).
// An update only activates when the page asks (SKIP_WAITING), and that page reloads.
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

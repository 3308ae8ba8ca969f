/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';

import { installKillSwitch } from './kill-switch';
import { listenForMessages } from './messages';
import { createNavigationRoute } from './navigation';
import { apiOriginsFor } from './request-rules';
import { registerRuntimeCaching } from './runtime-caching';

declare const self: ServiceWorkerGlobalScope;

// Read in both branches so the build always finds its injection point.
const precacheManifest = self.__WB_MANIFEST;

if (import.meta.env.VITE_SW_KILL_SWITCH === '1') {
  installKillSwitch(self);
} else {
  precacheAndRoute(precacheManifest);
  cleanupOutdatedCaches();
  registerRoute(createNavigationRoute(createHandlerBoundToURL('index.html')));
  registerRuntimeCaching(registerRoute, apiOriginsFor(self.location.origin, import.meta.env.VITE_GATEWAY_ORIGIN));
  listenForMessages(self);
  // CACHE_URLS: a first visit hands over what it fetched before this worker controlled it; each
  // address goes through the routes above, so it lands where (and as) a fetch of the page would.
  getOrCreateDefaultRouter().addCacheListener();
  // The first visit is controlled once the install is done (its earlier answers are handed over,
  // src/lib/pwa/first-visit-cache.ts). Updates still wait: a new worker activates only on SKIP_WAITING (registerType prompt).
  clientsClaim();
}

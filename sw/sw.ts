/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
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
  registerRuntimeCaching(
    registerRoute,
    apiOriginsFor(self.location.origin, import.meta.env.VITE_GATEWAY_ORIGIN),
  );
  listenForMessages(self);
  // The first visit is controlled at once, so the lobby it loads is cached for the next offline
  // start. Updates still wait: a new worker activates only on SKIP_WAITING (registerType prompt).
  clientsClaim();
}

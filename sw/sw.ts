/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';

import { cacheDeploymentFiles, configuredGatewayOrigin, registerDeploymentFiles } from './deployment-files';
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
  // The gateway's origin: the build's, and the one the operator's cached configuration names
  // (docs/architecture.md#deploying), read at each start of the worker and after its install.
  const apiOrigins = apiOriginsFor(self.location.origin, import.meta.env.VITE_GATEWAY_ORIGIN);
  const readConfiguredOrigin = async () => {
    for (const origin of apiOriginsFor(self.location.origin, await configuredGatewayOrigin(self.caches))) {
      if (!apiOrigins.includes(origin)) apiOrigins.push(origin);
    }
  };
  const configuredOriginRead = readConfiguredOrigin();
  self.addEventListener('install', (event) => {
    event.waitUntil(cacheDeploymentFiles(self.caches, (input, init) => fetch(input, init)).then(readConfiguredOrigin));
  });
  registerDeploymentFiles(registerRoute, self.location.origin, configuredOriginRead);
  registerRuntimeCaching(registerRoute, apiOrigins);
  listenForMessages(self);
  // CACHE_URLS: a first visit hands over what it fetched before this worker controlled it; each
  // address goes through the routes above, so it lands where (and as) a fetch of the page would.
  getOrCreateDefaultRouter().addCacheListener();
  // The first visit is controlled once the install is done (its earlier answers are handed over,
  // src/lib/pwa/first-visit-cache.ts). Updates still wait: a new worker activates only on SKIP_WAITING (registerType prompt).
  clientsClaim();
}

import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { RouteMatchCallback } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';

import { RUNTIME_CACHE } from '../src/lib/pwa/protocol';
import { runtimeCacheFor, type RuntimeCacheName } from './request-rules';
import { sessionGuardPlugin } from './session-guard';

const DAY_SECONDS = 24 * 60 * 60;

/** Entry caps and ages; generous enough that a lobby seen once still opens after a week offline. */
const CACHE_LIMITS: Record<RuntimeCacheName, { maxEntries: number; maxAgeSeconds: number }> = {
  [RUNTIME_CACHE.status]: { maxEntries: 10, maxAgeSeconds: 7 * DAY_SECONDS },
  [RUNTIME_CACHE.lobbyConfig]: { maxEntries: 100, maxAgeSeconds: 7 * DAY_SECONDS },
  // One entry per list page, filter and language: room for a few hundred pages browsed.
  [RUNTIME_CACHE.lobbyData]: { maxEntries: 400, maxAgeSeconds: 7 * DAY_SECONDS },
  [RUNTIME_CACHE.cdnImages]: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS },
  [RUNTIME_CACHE.memberData]: { maxEntries: 60, maxAgeSeconds: 7 * DAY_SECONDS },
};

/** How long a member read waits for the network before the cached copy answers (weak networks). */
const MEMBER_DATA_NETWORK_TIMEOUT_SECONDS = 4;

function basePlugins(cacheName: RuntimeCacheName) {
  return [
    // 200 only: no error pages, no opaque (status 0) answers, no partial content.
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...CACHE_LIMITS[cacheName], purgeOnQuotaError: true }),
  ];
}

/** API data: answer from cache at once, refresh behind, tell the pages when the data changed. */
function staleWhileRevalidate(cacheName: RuntimeCacheName): Strategy {
  return new StaleWhileRevalidate({
    cacheName,
    plugins: [
      ...basePlugins(cacheName),
      // Compared on validators only: the gateway's JSON has no stable length to compare.
      new BroadcastUpdatePlugin({ headersToCheck: ['ETag', 'Last-Modified'] }),
    ],
  });
}

function createRuntimeStrategies(): Record<RuntimeCacheName, Strategy> {
  return {
    [RUNTIME_CACHE.status]: staleWhileRevalidate(RUNTIME_CACHE.status),
    [RUNTIME_CACHE.lobbyConfig]: staleWhileRevalidate(RUNTIME_CACHE.lobbyConfig),
    [RUNTIME_CACHE.lobbyData]: staleWhileRevalidate(RUNTIME_CACHE.lobbyData),
    // Image URLs change when the image does, so a cached copy never needs revalidating.
    [RUNTIME_CACHE.cdnImages]: new CacheFirst({
      cacheName: RUNTIME_CACHE.cdnImages,
      plugins: basePlugins(RUNTIME_CACHE.cdnImages),
    }),
    // A member's favourites change with their own taps: the network's answer comes first, the
    // cached one only offline or when the network is too slow.
    [RUNTIME_CACHE.memberData]: new NetworkFirst({
      cacheName: RUNTIME_CACHE.memberData,
      networkTimeoutSeconds: MEMBER_DATA_NETWORK_TIMEOUT_SECONDS,
      plugins: [...basePlugins(RUNTIME_CACHE.memberData), sessionGuardPlugin()],
    }),
  };
}

type RegisterRoute = (capture: RouteMatchCallback, handler: Strategy, method: 'GET') => unknown;

/** One GET route per runtime cache; requests that match none go to the network untouched. */
export function registerRuntimeCaching(
  registerRoute: RegisterRoute,
  apiOrigins: readonly string[],
  strategies: Record<RuntimeCacheName, Strategy> = createRuntimeStrategies(),
): void {
  for (const [cacheName, strategy] of Object.entries(strategies) as [RuntimeCacheName, Strategy][]) {
    registerRoute(({ request, url }) => runtimeCacheFor(request, url, apiOrigins) === cacheName, strategy, 'GET');
  }
}

import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { RouteHandlerObject, RouteMatchCallback } from 'workbox-core';
import { StaleWhileRevalidate, type Strategy } from 'workbox-strategies';

import { DEPLOYMENT_FILES } from '../src/lib/pwa/protocol';

/** A request for one of the deployment's own files on the worker's origin (never a navigation). */
export function isDeploymentFile(request: Request, url: URL, workerOrigin: string): boolean {
  if (request.mode === 'navigate' || url.origin !== workerOrigin) return false;
  return (DEPLOYMENT_FILES.paths as readonly string[]).includes(url.pathname) || url.pathname.startsWith(DEPLOYMENT_FILES.brandPrefix);
}

/**
 * Answered from the cache at once and refreshed behind it: a changed file is reported to the pages
 * as a broadcast update (the page offers a reload, src/lib/pwa/service-worker.ts), as a new
 * version of the app is. Compared on validators, which every web server sends for files.
 */
function createDeploymentStrategy(): Strategy {
  return new StaleWhileRevalidate({
    cacheName: DEPLOYMENT_FILES.cacheName,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new BroadcastUpdatePlugin({ headersToCheck: ['ETag', 'Last-Modified'] })],
  });
}

type RegisterRoute = (capture: RouteMatchCallback, handler: RouteHandlerObject, method: 'GET') => unknown;

/**
 * `ready` is what the worker must know before a page may: the page reads the configuration first
 * and calls the gateway after, so the gateway's origin the worker reads from the same cached file
 * is known before the page's first call reaches it.
 */
export function registerDeploymentFiles(
  registerRoute: RegisterRoute,
  workerOrigin: string,
  ready: Promise<unknown>,
  strategy = createDeploymentStrategy(),
): void {
  registerRoute(
    ({ request, url }) => isDeploymentFile(request, url, workerOrigin),
    {
      handle: async (options) => {
        await ready;
        return strategy.handle(options);
      },
    },
    'GET',
  );
}

/**
 * At install: the files a start needs, so that a lobby seen once reopens offline with its brand.
 * A file that fails is left to the first request for it; it never fails the install.
 */
export async function cacheDeploymentFiles(cacheStorage: CacheStorage, fetchFile: typeof fetch): Promise<void> {
  const cache = await cacheStorage.open(DEPLOYMENT_FILES.cacheName);
  await Promise.all(
    DEPLOYMENT_FILES.atInstall.map(async (path) => {
      try {
        const response = await fetchFile(path, { cache: 'no-cache' });
        if (response.ok) await cache.put(path, response);
      } catch {
        // Offline during the install: the page's own request fills it later.
      }
    }),
  );
}

/**
 * The gateway origin the cached configuration names, if any: the worker caches that origin's
 * lobby reads as its own (sw/request-rules.ts).
 */
export async function configuredGatewayOrigin(cacheStorage: CacheStorage): Promise<string | undefined> {
  try {
    const cache = await cacheStorage.open(DEPLOYMENT_FILES.cacheName);
    const response = await cache.match(DEPLOYMENT_FILES.paths[0]);
    const config = (await response?.json()) as { gatewayOrigin?: unknown } | undefined;
    return typeof config?.gatewayOrigin === 'string' && config.gatewayOrigin ? config.gatewayOrigin : undefined;
  } catch {
    return undefined;
  }
}

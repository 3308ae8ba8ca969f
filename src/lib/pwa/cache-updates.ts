/**
 * `meta` of the messages workbox-broadcast-update posts when a cached API answer changed. Here
 * rather than in protocol.ts: the page's first script reads it, and should not carry the rest.
 */
export const CACHE_UPDATED_META = 'workbox-broadcast-update';

/** A cached API answer the worker refreshed with different data (a broadcast update). */
export interface CacheUpdate {
  cacheName: string;
  url: string;
}

export interface MessageSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The page's side of the worker's messages, where the browser has workers. */
export function workerContainer(): (MessageSource & { controller: ServiceWorker | null }) | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
}

/** The update a worker's message reports, if it is a broadcast update. */
export function cacheUpdateOf(data: unknown): CacheUpdate | undefined {
  const message = data as { type?: unknown; meta?: unknown; payload?: { cacheName?: unknown; updatedURL?: unknown } } | null | undefined;
  if (message?.type !== 'CACHE_UPDATED' || message.meta !== CACHE_UPDATED_META) return undefined;
  const { cacheName, updatedURL } = message.payload ?? {};
  return typeof cacheName === 'string' && typeof updatedURL === 'string' ? { cacheName, url: updatedURL } : undefined;
}

/** More than the app's cached endpoints (src/lib/gateway/cached-endpoints.ts) with a few queries each. */
const MOST_KEPT = 32;

/** What keeping collected, once it stopped: every listener that comes later hears it too. */
let handedOver: CacheUpdate[] = [];

/** Stops keeping and hands over what was kept; undefined while nothing is kept. */
let stopKeeping: (() => CacheUpdate[]) | undefined;

/**
 * Keeps the updates the worker reports before the app listens. The page's first call (home's
 * announcements, src/early-data.ts) is answered from the cache and revalidated while the app's
 * code is still coming; its update arrives before the app's listener (src/lib/gateway/fresh-data.ts)
 * and would be lost, the stale answer staying on screen until the next visit. Each URL is kept once.
 */
export function keepCacheUpdates(source: MessageSource | undefined = workerContainer()): void {
  if (stopKeeping) return;
  handedOver = [];
  if (!source) return;
  const updates: CacheUpdate[] = [];
  const keep = (event: MessageEvent) => {
    const update = cacheUpdateOf(event.data);
    if (!update || updates.length >= MOST_KEPT || updates.some((seen) => seen.url === update.url && seen.cacheName === update.cacheName))
      return;
    updates.push(update);
  };
  source.addEventListener('message', keep);
  stopKeeping = () => {
    source.removeEventListener('message', keep);
    return updates;
  };
}

/**
 * The updates kept before the app listened. Keeping stops with the first listener (it hears the
 * rest itself); the app's data listener and the update prompt's each hear what was kept.
 */
export function keptCacheUpdates(): readonly CacheUpdate[] {
  if (stopKeeping) {
    handedOver = stopKeeping();
    stopKeeping = undefined;
  }
  return handedOver;
}

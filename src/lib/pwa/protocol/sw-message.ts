/** The messages the page posts to the worker (protocol.ts `SW_MESSAGE`). */

/** Page → waiting worker: activate now (the page reloads once the new worker controls it). */
export const skipWaiting = 'SKIP_WAITING';
/** Page → active worker, on logout: drop every cache that could hold session-tied data. */
export const clearSessionCaches = 'CLEAR_SESSION_CACHES';
/**
 * Page → active worker, once it controls a first visit: Workbox's message, `payload.urlsToCache`
 * a list of addresses or [address, {headers}] pairs. The worker fetches each through its routes,
 * so each lands in the cache its rules choose (docs/architecture.md#first-visit).
 */
export const cacheUrls = 'CACHE_URLS';

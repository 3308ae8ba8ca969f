/**
 * What the page and the service worker agree on: message types and cache names. It lives in
 * src/lib so both sides import one definition (sw/ may import src/lib, never the reverse).
 */

export const SW_MESSAGE = {
  /** Page → waiting worker: activate now (the page reloads once the new worker controls it). */
  skipWaiting: 'SKIP_WAITING',
  /** Page → active worker, on logout: drop every cache that could hold session-tied data. */
  clearSessionCaches: 'CLEAR_SESSION_CACHES',
  /**
   * Page → active worker, once it controls a first visit: Workbox's message, `payload.urlsToCache`
   * a list of addresses or [address, {headers}] pairs. The worker fetches each through its routes,
   * so each lands in the cache its rules choose (docs/architecture.md#first-visit).
   */
  cacheUrls: 'CACHE_URLS',
} as const;

/** The brand's logo, drawn by the title bar. */
export const BRAND_LOGO_PATH = '/brand/logo.svg';

/**
 * The deployment's own files (docs/architecture.md#deploying): the operator's configuration, the
 * brand's manifest and pictures. Not in the build's precache: a brand replaces them in place. The
 * worker keeps them in their own cache, fetched at install so a first visit reopens offline, and
 * reports a changed one like a new version.
 */
export const DEPLOYMENT_FILES = {
  cacheName: 'deployment',
  paths: ['/config.json', '/manifest.webmanifest'],
  brandPrefix: '/brand/',
  /** Fetched at install: what the page and an installed app's start need before anything else. */
  atInstall: [
    '/config.json',
    '/manifest.webmanifest',
    BRAND_LOGO_PATH,
    '/brand/favicon.svg',
    '/brand/apple-touch-icon-180.png',
    '/brand/icon-192.png',
  ],
} as const;

/** Gateway images: under this path, and named with an image extension (the worker keys them by address). */
export const CDN_IMAGE = {
  prefix: '/cdn/',
  extension: /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i,
} as const;

export const RUNTIME_CACHE = {
  status: 'status',
  lobbyConfig: 'lobby-config',
  lobbyData: 'lobby-data',
  cdnImages: 'cdn-images',
  /** The signed-in member's lobby: favourites, recent games, their announcements. */
  memberData: 'member-data',
} as const;

/**
 * Caches that may hold data tied to a signed-in member, deleted on logout and when the gateway
 * ends the session. Only member-data holds any: the other caches never take a request that
 * carries an Authorization header. A new cache of member data must be listed here.
 */
export const SESSION_CACHE_NAMES: readonly string[] = [RUNTIME_CACHE.memberData];

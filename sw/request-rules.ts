import { RUNTIME_CACHE } from '../src/lib/pwa/protocol';

export type RuntimeCacheName = (typeof RUNTIME_CACHE)[keyof typeof RUNTIME_CACHE];

/** System status, old and new path; the app reads it on every start, so it must open offline. */
export const STATUS_PATHS: readonly string[] = ['/wps/system/status', '/wps/v2/system/status'];

/**
 * Everything a lobby needs to draw itself once seen: vendor game types, lottery lists, templates
 * and the operator's switches, register rules, countries. Add a path here to cache it.
 */
export const LOBBY_CONFIG_PATHS: readonly string[] = [
  '/wps/relay/GCSGAME_getVassGameType',
  '/lgw/games/mobile',
  '/lgw/games/popular',
  '/wps/system/template',
  '/wps/system/whitelabel',
  '/wps/system/setting/register',
  '/wps/system/settings/consolidated',
  '/wps/system/country',
];

/**
 * What a lobby shows once seen: the game-list pages the player opened, hot games, the visitor's
 * banners and announcements, and the winner board. A member's announcements carry a token and
 * so are never kept (the Authorization rule below).
 */
export const LOBBY_DATA_PATHS: readonly string[] = [
  '/wps/relay/GCSGAME_gameList',
  '/wps/games/hot',
  '/wps/announcements',
  '/wps/winners',
];

/**
 * A member's own lobby lists. With the lobby data paths above, when signed in, they go to the
 * member-data cache (network first, so never staler than the network allows), which logout
 * empties: the member still sees their favourites and home offline.
 */
export const MEMBER_DATA_PATHS: readonly string[] = ['/wps/game/favourites', '/wps/game/recent'];

/** Checked before any cache rule, so a path added above can never cache member info, wallet or session data. */
const NEVER_CACHED_PATHS: readonly string[] = ['/wps/member', '/wps/session', '/wps/captcha'];

const CDN_PREFIX = '/cdn/';
const IMAGE_EXTENSION = /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i;

function isAtOrUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Requests the worker must leave to the network: writes, member info, wallet and session data. */
export function isNeverCached(request: Request, url: URL): boolean {
  if (request.method !== 'GET') return true;
  return NEVER_CACHED_PATHS.some((path) => isAtOrUnder(url.pathname, path));
}

/** Signed-in lobby reads: the only requests with a token any cache may keep (member-data). */
function isMemberLobbyRead(url: URL): boolean {
  return MEMBER_DATA_PATHS.includes(url.pathname) || LOBBY_DATA_PATHS.includes(url.pathname);
}

function isCdnImage(request: Request, url: URL): boolean {
  if (!url.pathname.startsWith(CDN_PREFIX)) return false;
  return request.destination === 'image' || IMAGE_EXTENSION.test(url.pathname);
}

/**
 * The runtime cache a request belongs to, or undefined when the worker must not touch it.
 * `apiOrigins` are the origins that serve the gateway: the app's own, plus VITE_GATEWAY_ORIGIN
 * when the app is built against a remote gateway.
 */
export function runtimeCacheFor(
  request: Request,
  url: URL,
  apiOrigins: readonly string[],
): RuntimeCacheName | undefined {
  if (!apiOrigins.includes(url.origin)) return undefined;
  // A top-level navigation to a gateway URL always reaches the server, like the shell's denylist.
  if (request.mode === 'navigate') return undefined;
  if (isNeverCached(request, url)) return undefined;
  if (request.headers.has('Authorization')) return isMemberLobbyRead(url) ? RUNTIME_CACHE.memberData : undefined;
  if (STATUS_PATHS.includes(url.pathname)) return RUNTIME_CACHE.status;
  if (LOBBY_CONFIG_PATHS.includes(url.pathname)) return RUNTIME_CACHE.lobbyConfig;
  if (LOBBY_DATA_PATHS.includes(url.pathname)) return RUNTIME_CACHE.lobbyData;
  if (isCdnImage(request, url)) return RUNTIME_CACHE.cdnImages;
  return undefined;
}

/** The worker's own origin plus a configured gateway origin (if any, and valid). */
export function apiOriginsFor(workerOrigin: string, gatewayOrigin: string | undefined): string[] {
  const origins = [workerOrigin];
  if (gatewayOrigin) {
    try {
      const origin = new URL(gatewayOrigin).origin;
      if (!origins.includes(origin)) origins.push(origin);
    } catch {
      // A malformed build setting must not stop the worker; the app's own origin still works.
    }
  }
  return origins;
}

import { cachedEndpointFor } from '../src/lib/gateway/cached-endpoints';
import { CDN_IMAGE, RUNTIME_CACHE } from '../src/lib/pwa/protocol';

export type RuntimeCacheName = (typeof RUNTIME_CACHE)[keyof typeof RUNTIME_CACHE];

/**
 * Checked before any cache rule, so a path added to the endpoint table
 * (src/lib/gateway/cached-endpoints.ts) can never cache member info or session data. (The balance,
 * /wps/wallets/gcs, is kept only with its token, in member-data, which logout empties.)
 */
const NEVER_CACHED_PATHS: readonly string[] = ['/wps/member', '/wps/session', '/wps/captcha'];

function isAtOrUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Requests the worker must leave to the network: writes, member info, wallet and session data. */
function isNeverCached(request: Request, url: URL): boolean {
  if (request.method !== 'GET') return true;
  return NEVER_CACHED_PATHS.some((path) => isAtOrUnder(url.pathname, path));
}

function isCdnImage(request: Request, url: URL): boolean {
  if (!url.pathname.startsWith(CDN_IMAGE.prefix)) return false;
  return request.destination === 'image' || CDN_IMAGE.extension.test(url.pathname);
}

/**
 * The runtime cache a request belongs to, or undefined when the worker must not touch it.
 * `apiOrigins` are the origins that serve the gateway: the app's own, plus VITE_GATEWAY_ORIGIN
 * when the app is built against a remote gateway.
 */
export function runtimeCacheFor(request: Request, url: URL, apiOrigins: readonly string[]): RuntimeCacheName | undefined {
  if (!apiOrigins.includes(url.origin)) return undefined;
  // A top-level navigation to a gateway URL always reaches the server, like the shell's denylist.
  if (request.mode === 'navigate') return undefined;
  if (isNeverCached(request, url)) return undefined;
  const endpoint = cachedEndpointFor(url.pathname);
  // A request with the member's token is kept only where logout empties it, and only a lobby read.
  if (request.headers.has('Authorization')) return endpoint?.member ? RUNTIME_CACHE.memberData : undefined;
  if (endpoint) return endpoint.visitorCache ?? undefined;
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

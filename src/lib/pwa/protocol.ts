/**
 * What the page and the service worker agree on: message types and cache names. It lives in
 * src/lib so both sides import one definition (sw/ may import src/lib, never the reverse).
 *
 * Each table is a module of single exports read through a namespace (`RUNTIME_CACHE.memberData`):
 * the build inlines the names a chunk reads and leaves the rest out (docs/architecture.md#constant-tables).
 */
import * as RUNTIME_CACHE from './protocol/runtime-cache';

export * as CDN_IMAGE from './protocol/cdn-image';
export * as DEPLOYMENT_FILES from './protocol/deployment-files';
export { logo as BRAND_LOGO_PATH } from './protocol/deployment-files';
export * as SW_MESSAGE from './protocol/sw-message';
export { RUNTIME_CACHE };

/**
 * Caches that may hold data tied to a signed-in member, deleted on logout and when the gateway
 * ends the session. Only member-data holds any: the other caches never take a request that
 * carries an Authorization header. A new cache of member data must be listed here.
 */
export const SESSION_CACHE_NAMES: readonly string[] = [RUNTIME_CACHE.memberData];

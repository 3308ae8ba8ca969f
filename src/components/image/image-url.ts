import { gatewayPageUrl } from '@/lib/gateway/request';

import { trimTrailingSlashes } from './image-cdn';

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Bases by the path they end in: a page has one or two bases and draws hundreds of images. */
const basePaths = new Map<string, string>();

function pathOf(base: string): string {
  if (base.startsWith('/')) return base;
  let path = basePaths.get(base);
  if (path === undefined) {
    try {
      path = trimTrailingSlashes(new URL(base).pathname);
    } catch {
      path = '';
    }
    basePaths.set(base, path);
  }
  return path;
}

/**
 * The URL to load for an image path from the gateway. Absolute URLs, protocol-relative URLs and
 * data:/blob: URIs are used as they are; a path already under the base's path (the gateway
 * hands out `/cdn/games/1.svg` while the base is `/cdn` or `https://img.example/cdn`) is not
 * prefixed twice. A root base (`/cdn`, the default) is the gateway's own, on its origin when the
 * app is served from another one.
 */
export function resolveImageUrl(src: string, cdnBase: string): string {
  const path = src.trim();
  if (path === '' || ABSOLUTE_URL.test(path)) return path;
  const base = trimTrailingSlashes(cdnBase.trim());
  const rooted = path.startsWith('/') ? path : `/${path}`;
  const basePath = pathOf(base);
  if (basePath !== '' && (rooted === basePath || rooted.startsWith(`${basePath}/`))) {
    return gatewayPageUrl(base.slice(0, base.length - basePath.length) + rooted);
  }
  return gatewayPageUrl(base + rooted);
}

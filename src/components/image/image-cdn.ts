/**
 * Image CDN selection (SPEC §9: one chosen at random from the configured list, with one default
 * fallback) and the joining of image paths to the chosen base.
 */

/** The gateway's own image path, used when the operator configures no usable CDN. */
export const DEFAULT_IMAGE_CDN = '/cdn';

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function trimTrailingSlashes(base: string): string {
  return base.replace(/\/+$/, '');
}

/** A CDN base is an absolute http(s) URL or a root-relative path; anything else is ignored. */
function isUsableBase(base: unknown): base is string {
  if (typeof base !== 'string') return false;
  const trimmed = base.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return true;
  return /^https?:\/\/[^/\s]+/i.test(trimmed);
}

/**
 * One base picked at random, spreading image traffic over the operator's CDNs. `random` is
 * injectable so tests can pin the choice.
 */
export function pickImageCdn(cdns: readonly string[] | null | undefined, random: () => number = Math.random): string {
  const usable = Array.isArray(cdns) ? cdns.filter(isUsableBase).map((base) => trimTrailingSlashes(base.trim())) : [];
  if (usable.length === 0) return DEFAULT_IMAGE_CDN;
  const index = Math.min(usable.length - 1, Math.max(0, Math.floor(random() * usable.length)));
  return usable[index] || DEFAULT_IMAGE_CDN;
}

function pathOf(base: string): string {
  if (base.startsWith('/')) return base;
  try {
    return trimTrailingSlashes(new URL(base).pathname);
  } catch {
    return '';
  }
}

/**
 * The URL to load for an image path from the gateway. Absolute URLs, protocol-relative URLs and
 * data:/blob: URIs are used as they are; a path already under the base's path (the gateway
 * hands out `/cdn/games/1.svg` while the base is `/cdn` or `https://img.example/cdn`) is not
 * prefixed twice.
 */
export function resolveImageUrl(src: string, cdnBase: string): string {
  const path = src.trim();
  if (path === '' || ABSOLUTE_URL.test(path)) return path;
  const base = trimTrailingSlashes(cdnBase.trim());
  const rooted = path.startsWith('/') ? path : `/${path}`;
  const basePath = pathOf(base);
  if (basePath !== '' && (rooted === basePath || rooted.startsWith(`${basePath}/`))) {
    return base.slice(0, base.length - basePath.length) + rooted;
  }
  return base + rooted;
}

/**
 * Image CDN selection (docs/product.md#constants: one chosen at random from the configured list,
 * with one default fallback). The joining of image paths to the chosen base is in image-url.ts: the
 * selection runs in the first render, the joining only where images are drawn.
 */

/** The gateway's own image path, used when the operator configures no usable CDN. */
export const DEFAULT_IMAGE_CDN = '/cdn';

export function trimTrailingSlashes(base: string): string {
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

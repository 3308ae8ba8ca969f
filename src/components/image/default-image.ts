/**
 * The neutral game-tile placeholder shown when an image fails (docs/product.md#errors: a broken
 * vendor icon falls back to the default image). Inline, so it cannot fail itself and needs no
 * request offline.
 */
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="14" fill="#13294f"/>' +
  '<rect x="22" y="36" width="52" height="28" rx="14" fill="none" stroke="#aab6cc" stroke-width="4"/>' +
  '<path d="M36 44v12M30 50h12" stroke="#aab6cc" stroke-width="4" stroke-linecap="round"/>' +
  '<circle cx="58" cy="46" r="3" fill="#e3ac1f"/><circle cx="64" cy="53" r="3" fill="#e3ac1f"/>' +
  '</svg>';

export const DEFAULT_IMAGE = `data:image/svg+xml,${encodeURIComponent(PLACEHOLDER_SVG)}`;

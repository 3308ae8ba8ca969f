/**
 * Home's first paint on a first visit (docs/architecture.md#first-paint): the page's answer from
 * the gateway already draws home's first banner, where the app will draw it, and the app's code
 * comes down once that picture is on screen (src/boot.ts). Shared by the gateway, which writes the
 * HTML (gateway/http/first-picture-preload.ts), and the boot script, which reads it.
 */

/** Marks the picture the boot script waits for. */
export const FIRST_PICTURE_ATTRIBUTE = 'data-first-picture';

/** The picture's `elementtiming` name: where the browser reports its paint, the boot script waits for that. */
export const FIRST_PICTURE_TIMING = 'first-picture';

/**
 * Holds a `<link>`'s `rel` while the picture comes down: without a `rel` the link fetches
 * nothing, and the boot script puts it back once the picture is on screen.
 */
export const DEFERRED_REL_ATTRIBUTE = 'data-rel-after-first-picture';

const ROOT_ELEMENT = '<div id="root"></div>';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Home's frame down to its first banner, in the app's own classes (the header's bar, the page's
 * padding, the banner's 5:2 box: app.css, components.css and the home page's stylesheet), so the
 * picture sits exactly where the app's first render puts its own: the swap moves nothing and
 * draws nothing larger. Hidden from assistive technology: the app's render, a moment later, is
 * the page they read.
 */
export function firstPaintShell(pictureUrl: string): string {
  return (
    '<div class="shell" aria-hidden="true">' +
    '<header class="app-header app-header--compact"><div class="title-bar"></div></header>' +
    '<main class="shell__main"><div class="home"><section class="home-banner-area"><div class="home-banner">' +
    `<img class="home-banner__image" src="${escapeAttribute(pictureUrl)}" alt="" width="750" height="300" fetchpriority="high" elementtiming="${FIRST_PICTURE_TIMING}" ${FIRST_PICTURE_ATTRIBUTE}>` +
    '</div></section></div></main></div>'
  );
}

/**
 * The built index.html as home's first visit gets it: the shell in the root element, the module
 * preloads held back until the picture is on screen, and the first page's preloaded stylesheets
 * applied at once (the shell is drawn in their classes). Answers undefined for a page this does
 * not recognise (no empty root element), which is then sent as it is.
 */
export function withFirstPaintShell(html: string, pictureUrl: string): string | undefined {
  if (!html.includes(ROOT_ELEMENT)) return undefined;
  return html
    .replace(ROOT_ELEMENT, `<div id="root">${firstPaintShell(pictureUrl)}</div>`)
    .replace(/<link rel="modulepreload"/g, `<link ${DEFERRED_REL_ATTRIBUTE}="modulepreload"`)
    .replace(/<link rel="preload" as="style"/g, '<link rel="stylesheet"');
}

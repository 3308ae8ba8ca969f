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

/** The built index.html's root element, whose language the first paint sets to the player's. */
const HTML_ELEMENT = /<html lang="[^"]*"(?: dir="[^"]*")?>/;

/**
 * The build's tab bars for home's first paint, one per language that has catalogs
 * (build/first-paint-tab-bar.ts), written beside index.html for the gateway to draw into home's
 * answer (gateway/http/first-picture-preload.ts).
 */
export const FIRST_PAINT_TAB_BARS_FILE = 'first-paint-tab-bars.json';

/** One language's tab bar: the document's language and direction, and the bar's markup. */
export interface FirstPaintTabBar {
  lang: string;
  dir: 'ltr' | 'rtl';
  html: string;
}

/** Tab bars by the app's language code (`TY`). */
export type FirstPaintTabBars = Record<string, FirstPaintTabBar>;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Home's frame down to its first banner, in the app's own classes (the header's bar, the page's
 * padding, the banner's 5:2 box: app.css, components.css and the home page's stylesheet), so the
 * picture sits exactly where the app's first render puts its own: the swap moves nothing and
 * draws nothing larger. With the tab bar in the player's language when the build drew one: the
 * player sees where to go at once, and the page's first text is laid out before its first paint
 * rather than in the busy moment after it. Hidden from assistive technology: the app's render, a
 * moment later, is the page they read.
 */
export function firstPaintShell(pictureUrl: string, tabBarHtml?: string): string {
  return (
    `<div class="shell${tabBarHtml ? ' shell--with-tabs' : ''}" aria-hidden="true">` +
    '<header class="app-header app-header--compact"><div class="title-bar"></div></header>' +
    '<main class="shell__main"><div class="home"><section class="home-banner-area"><div class="home-banner">' +
    `<img class="home-banner__image" src="${escapeAttribute(pictureUrl)}" alt="" width="750" height="300" fetchpriority="high" elementtiming="${FIRST_PICTURE_TIMING}" ${FIRST_PICTURE_ATTRIBUTE}>` +
    `</div></section></div></main>${tabBarHtml ?? ''}</div>`
  );
}

/**
 * The built index.html as home's first visit gets it: the shell in the root element, in the
 * tab bar's language, the module preloads held back until the picture is on screen, and the first
 * page's preloaded stylesheets applied at once (the shell is drawn in their classes). Answers
 * undefined for a page this does not recognise (no empty root element), which is then sent as it is.
 */
export function withFirstPaintShell(html: string, pictureUrl: string, tabBar?: FirstPaintTabBar): string | undefined {
  if (!html.includes(ROOT_ELEMENT)) return undefined;
  const page = tabBar
    ? html.replace(HTML_ELEMENT, `<html lang="${escapeAttribute(tabBar.lang)}" dir="${escapeAttribute(tabBar.dir)}">`)
    : html;
  return page
    .replace(ROOT_ELEMENT, `<div id="root">${firstPaintShell(pictureUrl, tabBar?.html)}</div>`)
    .replace(/<link rel="modulepreload"/g, `<link ${DEFERRED_REL_ATTRIBUTE}="modulepreload"`)
    .replace(/<link rel="preload" as="style"/g, '<link rel="stylesheet"');
}

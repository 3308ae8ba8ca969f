import { OPERATOR_STYLE_ATTRIBUTE } from './operator-styles';

/**
 * Rules for server-provided HTML (popups, announcements, promotions). docs/architecture.md#security
 * has it sanitised with DOMPurify before rendering; this file holds what the app decides about that
 * HTML so it can be tested without DOMPurify: the sanitiser configuration, the URI policy, and a
 * post-sanitise DOM pass (`harden`) meant for DOMPurify's `afterSanitizeAttributes` hook
 * (`hardenElement` per node) or for the returned fragment (`harden`).
 */

/** The subset of DOMPurify's Config used here; arrays stay mutable because DOMPurify's types want string[]. */
export interface SanitizeConfig {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  ADD_URI_SAFE_ATTR: string[];
  ALLOWED_URI_REGEXP: RegExp;
  FORBID_TAGS: string[];
  FORBID_ATTR: string[];
  ALLOW_DATA_ATTR: boolean;
  ALLOW_UNKNOWN_PROTOCOLS: boolean;
}

/**
 * http(s), mailto and tel; data: only for raster images (never SVG, which can carry script); and
 * relative references: anything starting with a non-letter (/, #, ?, .) or letters not followed
 * by a colon (`promo/page.html`). Everything else with a scheme, `javascript:` above all, fails.
 * Same shape as DOMPurify's default, narrowed to what announcements need.
 */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|data:image\/(?:png|jpe?g|gif|webp);base64,|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Event-handler attributes commonly seen in pasted HTML. DOMPurify's FORBID_ATTR takes exact names, no wildcards;
 *  any on* not listed is still dropped because it is not in ALLOWED_ATTR, and `hardenElement` removes every on* again. */
const EVENT_HANDLER_ATTRIBUTES = [
  'onabort',
  'onafterprint',
  'onanimationend',
  'onanimationstart',
  'onbeforeprint',
  'onbeforeunload',
  'onblur',
  'oncanplay',
  'onchange',
  'onclick',
  'oncontextmenu',
  'oncopy',
  'oncut',
  'ondblclick',
  'ondrag',
  'ondrop',
  'onerror',
  'onfocus',
  'onfocusin',
  'onfocusout',
  'onhashchange',
  'oninput',
  'oninvalid',
  'onkeydown',
  'onkeypress',
  'onkeyup',
  'onload',
  'onloadstart',
  'onmessage',
  'onmousedown',
  'onmouseenter',
  'onmouseleave',
  'onmousemove',
  'onmouseout',
  'onmouseover',
  'onmouseup',
  'onpageshow',
  'onpaste',
  'onpointerdown',
  'onpointerenter',
  'onpointerup',
  'onpopstate',
  'onreset',
  'onresize',
  'onscroll',
  'onsearch',
  'onselect',
  'onstorage',
  'onsubmit',
  'ontoggle',
  'ontouchend',
  'ontouchmove',
  'ontouchstart',
  'ontransitionend',
  'onunload',
  'onwheel',
];

/**
 * Rich text only: formatting, lists, headings, images, links and simple tables. No forms (a popup
 * must not collect credentials), no frames or plugins, no scripts or style sheets (a <style> in
 * one announcement would restyle the whole app).
 */
export const SANITIZE_CONFIG: SanitizeConfig = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'blockquote',
    'br',
    'caption',
    'div',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'hr',
    'i',
    'img',
    'li',
    'ol',
    'p',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  // colspan/rowspan are the only table attributes worth keeping; layout comes from inline style,
  // which reaches the sanitiser already renamed (operator-styles.ts) and is allowed by that name
  // alone: any other data-* attribute goes, and so does a style attribute the renaming missed.
  ALLOWED_ATTR: ['alt', 'colspan', 'href', OPERATOR_STYLE_ATTRIBUTE, 'rel', 'rowspan', 'src', 'target', 'title'],
  // Its value is CSS, not an address: not held to the URI policy, as DOMPurify holds no style
  // attribute to it; cleanStyle decides what stays of it.
  ADD_URI_SAFE_ATTR: [OPERATOR_STYLE_ATTRIBUTE],
  ALLOWED_URI_REGEXP,
  FORBID_TAGS: [
    'base',
    'button',
    'embed',
    'form',
    'frame',
    'frameset',
    'iframe',
    'input',
    'link',
    'math',
    'meta',
    'object',
    'script',
    'select',
    'style',
    'svg',
    'textarea',
  ],
  FORBID_ATTR: EVENT_HANDLER_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/** What DOMPurify strips from an attribute value before testing it against the URI pattern. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** The URI policy as DOMPurify applies it: `java\tscript:` and ` javascript:` fail like `javascript:`. */
export function isAllowedUri(value: string): boolean {
  return ALLOWED_URI_REGEXP.test(value.replace(ATTR_WHITESPACE, ''));
}

const HTTP_URL = /^https?:\/\//i;

/** Splits at the semicolons between declarations, not those inside quotes or url(data:...;base64,...). */
function splitDeclarations(styleText: string): string[] {
  const declarations: string[] = [];
  let current = '';
  let quote: string | null = null;
  let depth = 0;
  for (const character of styleText) {
    if (quote !== null) {
      if (character === quote) quote = null;
    } else if (character === '"' || character === "'") {
      quote = character;
    } else if (character === '(') {
      depth += 1;
    } else if (character === ')') {
      depth = Math.max(0, depth - 1);
    } else if (character === ';' && depth === 0) {
      declarations.push(current);
      current = '';
      continue;
    }
    current += character;
  }
  declarations.push(current);
  return declarations;
}

/** 24 → "0.24", 14.5 → "0.145", without floating-point tails like 0.14500000000000002. */
function designRemOf(px: number): string {
  return String(Number((px / 100).toFixed(6)));
}

/**
 * The custom property that holds one design rem (100 design px) wherever operator HTML is shown;
 * home.css sets it on the popup content.
 */
export const DESIGN_REM_PROPERTY = '--design-rem';

/** `font-size` declarations, and the `font` shorthand whose size (and line height) are px too. */
const FONT_PROPERTY = /^(\s*font(?:-size)?\s*:)(.*)$/is;
const PX_LENGTH = /(?<![\w.#-])(\d+(?:\.\d+)?|\.\d+)px(?![\w-])/gi;

/**
 * docs/product.md#constants: "Popup font px divided by 100 to rem". The operator's editor writes
 * font sizes in px of a 750 px wide design whose root is 100 px (the platform's pages set html
 * font-size to 100vw / 7.5), so 24px means 0.24 of that root. The app's own root is 16 px, so a
 * plain 0.24rem would render at about 4 px: the division by 100 stays, but the result is resolved
 * against the design root, `calc(0.24 * var(--design-rem))`. Everything else, other declarations
 * and spacing included, is kept exactly as written.
 */
export function pxToDesignRem(styleText: string): string {
  return splitDeclarations(styleText)
    .map((declaration) => {
      const font = FONT_PROPERTY.exec(declaration);
      if (!font) return declaration;
      const [, property = '', value = ''] = font;
      return (
        property + value.replace(PX_LENGTH, (_px, amount: string) => `calc(${designRemOf(Number(amount))} * var(${DESIGN_REM_PROPERTY}))`)
      );
    })
    .join(';');
}

/**
 * Inline declarations that never belong in announcement text: legacy script hooks (IE
 * expression/behavior, -moz-binding, javascript: URLs) and `position: fixed`, which would let one
 * announcement pin itself over the app's own chrome.
 */
const UNSAFE_DECLARATION = /expression\s*\(|javascript:|behavior\s*:|-moz-binding|^\s*position\s*:\s*fixed/i;

export function cleanStyle(styleText: string): string {
  return splitDeclarations(styleText)
    .filter((declaration) => declaration.trim() !== '' && !UNSAFE_DECLARATION.test(declaration))
    .map((declaration) => declaration.trim())
    .join('; ');
}

function mergeRel(existing: string | null): string {
  const tokens = (existing ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token !== '' && token !== 'opener');
  for (const token of ['noopener', 'noreferrer']) if (!tokens.includes(token)) tokens.push(token);
  return tokens.join(' ');
}

/** One element, as DOMPurify's afterSanitizeAttributes hook hands them over. */
export function hardenElement(element: Element): void {
  for (const name of element.getAttributeNames()) {
    if (name.toLowerCase().startsWith('on')) element.removeAttribute(name);
  }

  const tag = element.localName.toLowerCase();
  const href = element.getAttribute('href');
  // data: images belong in <img src> only; as a link target they are a phishing vector.
  if (href !== null && (!isAllowedUri(href) || /^\s*data:/i.test(href))) element.removeAttribute('href');
  const src = element.getAttribute('src');
  if (src !== null && !isAllowedUri(src)) element.removeAttribute('src');

  const style = element.getAttribute(OPERATOR_STYLE_ATTRIBUTE);
  if (style !== null) {
    const hardened = pxToDesignRem(cleanStyle(style));
    if (hardened === '') element.removeAttribute(OPERATOR_STYLE_ATTRIBUTE);
    else element.setAttribute(OPERATOR_STYLE_ATTRIBUTE, hardened);
  }

  if (tag === 'a') {
    const link = element.getAttribute('href');
    if (link !== null && HTTP_URL.test(link.trim())) {
      // External pages open beside the app (which may be an installed PWA with no address bar)
      // and get no handle on it (reverse tabnabbing) nor the app URL as referrer.
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', mergeRel(element.getAttribute('rel')));
    } else if (element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', mergeRel(element.getAttribute('rel')));
    } else {
      // In-app links, mailto and tel open in place; a named target could reach another window.
      element.removeAttribute('target');
    }
  }

  if (tag === 'img' && !element.hasAttribute('loading')) {
    // Popups page through several items; images further on need not load up front.
    element.setAttribute('loading', 'lazy');
  }
}

const ELEMENT_NODE = 1;

/** The post-sanitise pass over a whole fragment or element, the root included. */
export function harden(root: DocumentFragment | Element): void {
  if (root.nodeType === ELEMENT_NODE) hardenElement(root as Element);
  for (const element of Array.from(root.querySelectorAll('*'))) hardenElement(element);
}

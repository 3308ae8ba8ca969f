/**
 * The operator's inline styles without `style-src 'unsafe-inline'` (docs/architecture.md#security).
 * The page's policy refuses every style attribute the HTML parser sets, and reports one even when
 * the parse happens in an inert document, as DOMPurify's does; a style set through the CSSOM
 * (`element.style.cssText`) is not governed by the policy. So operator HTML carries its styles under
 * another attribute from before its first parse to its render, and the render applies them through
 * the CSSOM. Event-handler attributes, which the sanitiser removes anyway, go before that parse
 * too: parsing one is reported as a script violation in the same way.
 */

/** Where an element of sanitised operator HTML keeps its inline style until it is rendered. */
export const OPERATOR_STYLE_ATTRIBUTE = 'data-operator-style';

/** HTML's whitespace between attributes, as its tokenizer reads it. */
const SPACE = '[\\t\\n\\f\\r ]';
const NAME = '[^\\t\\n\\f\\r />=]+';
/**
 * An attribute's optional value: double-quoted, single-quoted or bare. A bare value is never
 * empty and never starts with a quote, so each tag reads one way only and a tag that never closes
 * fails fast instead of backtracking through every reading.
 */
const VALUE = `(?:${SPACE}*=${SPACE}*(?:"[^"]*"|'[^']*'|[^\\t\\n\\f\\r >"'][^\\t\\n\\f\\r >]*))?`;
/** One attribute with the space before it: the space, the name and the value captured. */
const ATTRIBUTE = new RegExp(`(${SPACE}+)(${NAME})(${VALUE})`, 'g');
/** A start tag: its name, its attributes and its end captured. */
const START_TAG = new RegExp(`<([A-Za-z][^\\t\\n\\f\\r />]*)((?:${SPACE}+${NAME}${VALUE})*)(${SPACE}*/?>)`, 'g');

/** `onclick`, `onerror`...: what the sanitiser never keeps. */
const EVENT_HANDLER = /^on/i;

/**
 * Operator HTML ready for its first parse: every `style` attribute of every start tag renamed to
 * OPERATOR_STYLE_ATTRIBUTE, every event-handler attribute left out. Only attributes change: a
 * value, a text or a comment that reads like a tag may change too, which alters nothing the
 * sanitiser keeps (DOMPurify still decides what stays). What this misses is refused by the page's
 * policy and the sanitiser, never applied.
 */
export function prepareOperatorHtml(html: string): string {
  if (!/style|on/i.test(html)) return html;
  return html.replace(START_TAG, (tag: string, name: string, attributes: string, end: string) => {
    const renamed = attributes.replace(ATTRIBUTE, (attribute: string, before: string, attributeName: string, value: string) => {
      if (attributeName.toLowerCase() === 'style') return `${before}${OPERATOR_STYLE_ATTRIBUTE}${value}`;
      return EVENT_HANDLER.test(attributeName) ? '' : attribute;
    });
    return renamed === attributes ? tag : `<${name}${renamed}${end}`;
  });
}

/** Applies each rendered element's operator style through the CSSOM, the root's own included. */
export function applyOperatorStyles(root: Element): void {
  const styled = root.matches(`[${OPERATOR_STYLE_ATTRIBUTE}]`) ? [root] : [];
  for (const element of [...styled, ...Array.from(root.querySelectorAll(`[${OPERATOR_STYLE_ATTRIBUTE}]`))]) {
    if (element instanceof HTMLElement) element.style.cssText = element.getAttribute(OPERATOR_STYLE_ATTRIBUTE) ?? '';
  }
}

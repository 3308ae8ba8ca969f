import DOMPurify from 'dompurify';

import { hardenElement, SANITIZE_CONFIG } from './html';
import { prepareOperatorHtml } from './operator-styles';

// Once per page: hooks are global to the DOMPurify instance, and every screen that renders operator HTML goes through this module.
let hooked = false;

/** The last input and its result. */
let last: { html: string; safe: string } | undefined;

/**
 * The operator's HTML made safe to render (docs/architecture.md#security): DOMPurify with the app's
 * allow-lists, then the app's own pass over each element (event handlers, URIs, links, px font
 * sizes → design rem). Inline styles come out under OPERATOR_STYLE_ATTRIBUTE, for OperatorHtml
 * (src/components/content/OperatorHtml.tsx) to apply: the page's policy refuses style attributes.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (typeof html !== 'string' || html === '') return '';
  // The same input gives the same output; a screen may sanitise ahead of its render (the home
  // popup does, in a task of its own), and the render then finds the result here.
  if (last?.html === html) return last.safe;
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (element) => hardenElement(element));
    hooked = true;
  }
  // Prepared before DOMPurify parses it: a style or event-handler attribute parsed even in its
  // inert document is reported as a policy violation.
  const safe = DOMPurify.sanitize(prepareOperatorHtml(html), { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false });
  last = { html, safe };
  return safe;
}

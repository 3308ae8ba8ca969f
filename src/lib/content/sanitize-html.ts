import DOMPurify from 'dompurify';
import { hardenElement, SANITIZE_CONFIG } from './html';

// Once per page: hooks are global to the DOMPurify instance, and every screen that renders operator HTML goes through this module.
let hooked = false;

/**
 * The operator's HTML made safe to render (docs/architecture.md#security): DOMPurify with the app's
 * allow-lists, then the app's own pass over each element (event handlers, URIs, links, px font
 * sizes → design rem).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (typeof html !== 'string' || html === '') return '';
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (element) => hardenElement(element));
    hooked = true;
  }
  return DOMPurify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false });
}

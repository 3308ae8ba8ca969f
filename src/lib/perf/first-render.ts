/**
 * A performance mark set when the first routed page has rendered (its lazy module included).
 * `npm run bench` counts the JavaScript requested before it against the first-load budget.
 */
export const FIRST_RENDER_MARK = 'app:first-render';

export function markFirstRender(): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(FIRST_RENDER_MARK).length === 0) performance.mark(FIRST_RENDER_MARK);
}

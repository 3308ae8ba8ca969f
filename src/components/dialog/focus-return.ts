/**
 * Where focus goes when a dialog that took it is gone. The browser gives focus back when a modal
 * <dialog> is closed, but not when it is removed while open (the home's popup announcement is),
 * and not at all when nothing had focus before it: focus then falls to <body>, and the next Tab
 * starts from wherever the dialog sat in the page, halfway down it.
 */

const FOCUSABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function canTakeFocus(element: Element, doc: Document): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element !== doc.body &&
    element.isConnected &&
    element.closest('[hidden], [inert], [aria-hidden="true"], dialog:not([open])') === null
  );
}

/**
 * The elements to try, best first: the one that had focus before the dialog opened, then the
 * controls of the page's main content in Tab order (the top of the page for the next Tab).
 */
export function focusReturnCandidates(previous: Element | null, doc: Document = document): HTMLElement[] {
  const root = doc.querySelector('main') ?? doc.body;
  // Only what Tab reaches: a tab that is not selected (tabIndex -1) is not the top of the page.
  const inMain = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.tabIndex >= 0);
  return [previous, ...inMain].filter((element): element is HTMLElement => element !== null && canTakeFocus(element, doc));
}

/**
 * Notes where focus is now, before a dialog takes it; the function it returns puts focus back
 * there, or on the first control of the main content that takes it (one that is not drawn
 * refuses focus, so the next is tried). The view does not move: the player left it there.
 */
export function rememberFocus(doc: Document = document): () => void {
  const previous = doc.activeElement;
  return () => {
    for (const candidate of focusReturnCandidates(previous, doc)) {
      candidate.focus({ preventScroll: true });
      if (doc.activeElement === candidate) return;
    }
  };
}

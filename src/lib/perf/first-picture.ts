import { DEFERRED_REL_ATTRIBUTE, FIRST_PICTURE_ATTRIBUTE, FIRST_PICTURE_TIMING } from '@/contract/first-paint-shell';

/**
 * How long the app's code waits for the first picture at most: a picture that is slow to come
 * must not hold the app back for long.
 */
const FIRST_PICTURE_WAIT_MS = 1000;

/** Whether the browser reports when a marked element is painted (Element Timing: Chromium). */
function reportsElementPaints(): boolean {
  return typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element');
}

/**
 * Calls `start` once the picture the gateway's answer draws (docs/architecture.md#first-paint) is
 * on screen. Where the browser reports the picture's paint (the shell marks it with
 * `elementtiming`), in the task after that report: a picture that has loaded may still be
 * decoding and reach the screen some frames later. Elsewhere, in the task after the second frame
 * from its decoding. At once when the page has no such picture; on a failed load; and at the
 * latest after `longestWaitMs`. Only ever once.
 */
export function afterFirstPicture(page: Document, start: () => void, longestWaitMs = FIRST_PICTURE_WAIT_MS): void {
  const picture = page.querySelector<HTMLImageElement>(`img[${FIRST_PICTURE_ATTRIBUTE}]`);
  if (!picture) {
    start();
    return;
  }
  let started = false;
  let paints: PerformanceObserver | undefined;
  const startOnce = () => {
    if (started) return;
    started = true;
    clearTimeout(deadline);
    paints?.disconnect();
    start();
  };
  const deadline = setTimeout(startOnce, longestWaitMs);
  picture.addEventListener('error', startOnce, { once: true });
  if (reportsElementPaints()) {
    paints = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === FIRST_PICTURE_TIMING)) {
        setTimeout(startOnce, 0);
      }
    });
    // Buffered: the picture may have been painted before this script ran.
    paints.observe({ type: 'element', buffered: true });
    return;
  }
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(startOnce, 0)));
  const decoded = () => void picture.decode().then(afterTwoFrames, startOnce);
  if (picture.complete) decoded();
  else picture.addEventListener('load', decoded, { once: true });
}

/** Gives the links the gateway held back their `rel` again, which starts their downloads. */
export function releaseDeferredLinks(page: Document): void {
  for (const link of page.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_REL_ATTRIBUTE}]`)) {
    link.rel = link.getAttribute(DEFERRED_REL_ATTRIBUTE) ?? '';
    link.removeAttribute(DEFERRED_REL_ATTRIBUTE);
  }
}

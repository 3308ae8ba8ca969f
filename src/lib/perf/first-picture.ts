import { DEFERRED_REL_ATTRIBUTE, FIRST_PICTURE_ATTRIBUTE } from '../../contract/first-paint-shell';

/**
 * How long the app's code waits for the first picture at most: a picture that is slow to come
 * must not hold the app back for long.
 */
const FIRST_PICTURE_WAIT_MS = 1000;

/**
 * Calls `start` once the picture the gateway's answer draws (docs/architecture.md#first-paint) is
 * on screen: the frame after its load. At once when the page has no such picture or it is there
 * already; on a failed load; and at the latest after `longestWaitMs`. Only ever once.
 */
export function afterFirstPicture(page: Document, start: () => void, longestWaitMs = FIRST_PICTURE_WAIT_MS): void {
  const picture = page.querySelector<HTMLImageElement>(`img[${FIRST_PICTURE_ATTRIBUTE}]`);
  if (!picture || picture.complete) {
    start();
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    clearTimeout(deadline);
    start();
  };
  const deadline = setTimeout(startOnce, longestWaitMs);
  // The frame after the load is the one that draws the picture; the app starts after it.
  picture.addEventListener('load', () => requestAnimationFrame(() => setTimeout(startOnce, 0)), { once: true });
  picture.addEventListener('error', startOnce, { once: true });
}

/** Gives the links the gateway held back their `rel` again, which starts their downloads. */
export function releaseDeferredLinks(page: Document): void {
  for (const link of page.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_REL_ATTRIBUTE}]`)) {
    link.rel = link.getAttribute(DEFERRED_REL_ATTRIBUTE) ?? '';
    link.removeAttribute(DEFERRED_REL_ATTRIBUTE);
  }
}

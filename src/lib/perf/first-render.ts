import { startTransition, useEffect, useState } from 'react';

/**
 * A performance mark set when the first routed page has rendered (its lazy module included).
 * `npm run bench` counts the JavaScript requested before it against the first-load budget, and
 * work that the first paint does not need waits for it (`afterFirstRender`).
 */
export const FIRST_RENDER_MARK = 'app:first-render';

let rendered = false;
const waiting: (() => void)[] = [];

export function markFirstRender(): void {
  if (rendered) return;
  rendered = true;
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(FIRST_RENDER_MARK);
  // Each in a task of its own: run together they made one long task right after the first paint
  // (persistence, the screens' catalog, the content's mount), holding input and the next paint.
  for (const callback of waiting.splice(0)) setTimeout(callback, 0);
}

/** Runs `callback` once the first page has rendered: in a task of its own then, at once if it already has. */
export function afterFirstRender(callback: () => void): void {
  if (rendered) callback();
  else waiting.push(callback);
}

/** True once the first page has rendered: parts that can wait (and their code) mount after it. */
export function useAfterFirstRender(): boolean {
  const [ready, setReady] = useState(rendered);
  useEffect(() => {
    // Transitions here and below: what mounts late renders in slices, not in one long task.
    if (!ready) afterFirstRender(() => startTransition(() => setReady(true)));
  }, [ready]);
  return ready;
}

/** The longest a settled-page callback waits for an idle moment on a page that never has one. */
export const SETTLED_IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `callback` once the page has loaded (the window's load event: the first page's scripts,
 * styles and images are in) and the main thread is idle. For work that competes with the first
 * visit for the network or the main thread without making it any better, such as the service
 * worker's install, which downloads the whole precache.
 */
export function whenPageSettled(callback: () => void, target: Window = window): void {
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(() => callback(), { timeout: SETTLED_IDLE_TIMEOUT_MS });
    else target.setTimeout(callback, 1);
  };
  if (target.document.readyState === 'complete') whenIdle();
  else target.addEventListener('load', whenIdle, { once: true });
}

/** Once settled, a page stays so: parts mounted later (a return to home) start as settled. */
let pageSettled = false;

/**
 * True once the page has loaded and the main thread has been idle (`whenPageSettled`): for parts
 * that change nothing in the first screen's look but cost a layout or steady frames, such as a
 * carousel's gesture set-up or a marquee's motion.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(pageSettled);
  useEffect(() => {
    if (settled) return;
    let mounted = true;
    whenPageSettled(() => {
      pageSettled = true;
      if (mounted) startTransition(() => setSettled(true));
    });
    return () => {
      mounted = false;
    };
  }, [settled]);
  return settled;
}

import { startTransition, useEffect, useState } from 'react';

/**
 * A performance mark set when the first routed page has rendered (its lazy module included).
 * `npm run bench` counts the JavaScript requested before it against the first-load budget, and
 * work that the first paint does not need waits for it (`afterFirstRender`).
 */
export const FIRST_RENDER_MARK = 'app:first-render';

let rendered = false;
/** Set once the first render has been painted: work queued until then (`afterFirstRender`) runs. */
let painted = false;
const waiting: (() => void)[] = [];

export function markFirstRender(): void {
  if (rendered) return;
  rendered = true;
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(FIRST_RENDER_MARK);
  afterNextPaint(() => {
    painted = true;
    // Each in a task of its own: run together they made one long task right after the first paint
    // (persistence, the screens' catalog, the content's mount), holding input and the next paint.
    for (const callback of waiting.splice(0)) setTimeout(callback, 0);
  });
}

/** The longest deferred work waits for the browser to report the first contentful paint. */
export const FIRST_PAINT_WAIT_MS = 250;

/**
 * Runs `callback` once the browser has painted what was just rendered: a frame callback runs right
 * before that paint, a task queued from it right after; and, when the first contentful paint has not
 * been reported yet, once it has been (the frame reaches the screen a little after the main thread
 * has drawn it), or after FIRST_PAINT_WAIT_MS at most. Run any earlier, the work (and the scripts and
 * data it asks for) would come between the first render and its paint, and delay it. A hidden page
 * paints no frames, so there it runs in the next task.
 */
function afterNextPaint(callback: () => void): void {
  const hidden = typeof document === 'undefined' || document.visibilityState === 'hidden';
  if (hidden || typeof requestAnimationFrame !== 'function') setTimeout(callback, 0);
  else requestAnimationFrame(() => setTimeout(() => afterFirstContentfulPaint(callback), 0));
}

function afterFirstContentfulPaint(callback: () => void): void {
  const observable = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!observable || performance.getEntriesByName('first-contentful-paint').length > 0) {
    callback();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    callback();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
  });
  observer.observe({ type: 'paint' });
  const timer = setTimeout(finish, FIRST_PAINT_WAIT_MS);
}

/** Runs `callback` once the first page has rendered and been painted: in a task of its own then, at once if it already has. */
export function afterFirstRender(callback: () => void): void {
  if (painted) callback();
  else waiting.push(callback);
}

/** True once the first page has rendered and been painted: parts that can wait (and their code) mount after it. */
export function useAfterFirstRender(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    // Transitions here and below: what mounts late renders in slices, not in one long task.
    if (!ready) afterFirstRender(() => startTransition(() => setReady(true)));
  }, [ready]);
  return ready;
}

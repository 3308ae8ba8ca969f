import { useEffect, useState } from 'react';

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
  for (const callback of waiting.splice(0)) callback();
}

/** Runs `callback` once the first page has rendered (at once if it already has). */
export function afterFirstRender(callback: () => void): void {
  if (rendered) callback();
  else waiting.push(callback);
}

/** True once the first page has rendered: parts that can wait (and their code) mount after it. */
export function useAfterFirstRender(): boolean {
  const [ready, setReady] = useState(rendered);
  useEffect(() => {
    if (!ready) afterFirstRender(() => setReady(true));
  }, [ready]);
  return ready;
}

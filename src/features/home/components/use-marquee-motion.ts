import { useCallback, useEffect, useState } from 'react';

import { usePageQuiet } from '@/lib/perf/page-quiet';

/**
 * Whether a marquee (the notice bar, the winners ticker) moves: only once the page has loaded and
 * gone quiet (`whenPageQuiet`), and only while it is on screen. A moving marquee makes the browser
 * draw a new frame 60 times a second; during a first visit's load that work competes with the
 * page itself, and off screen it is work nobody sees. Paused, it keeps its place and goes on from there when it
 * comes back into view. Under reduced motion the stylesheet keeps it still whatever this says.
 *
 * The first value is the callback ref for the marquee's window; the window may mount later than
 * the component (once its list has come) and is watched from then on. Without
 * IntersectionObserver it counts as on screen.
 */
export function useMarqueeMotion(): [watch: (element: Element | null) => void, moving: boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const quiet = usePageQuiet();
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  const watch = useCallback((next: Element | null) => setElement(next), []);

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return [watch, quiet && onScreen];
}

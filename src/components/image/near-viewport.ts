import { useEffect, useRef, useState } from 'react';

/**
 * How close to the screen a lazy image starts loading. The browser's own lazy loading starts
 * 1250–2500 px out, which on a lobby page is every vendor logo of every row: each one a request
 * and, for SVG art, a document parsed on the main thread while the lobby is being drawn.
 */
const NEAR_SCREEN_MARGIN = '200px';

/** True once the element is within reach of the screen (at once when `eager`, or without IntersectionObserver). */
export function useNearViewport<T extends Element>(eager: boolean) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(eager || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

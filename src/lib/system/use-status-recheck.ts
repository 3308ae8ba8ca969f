import { useEffect, useRef } from 'react';

import { TIMING } from '@/config/constants';

/**
 * While mounted (on the maintenance or restricted page), asks `recheck` every
 * `TIMING.statusPageRecheck`, and at once when the window regains focus, the page becomes visible
 * again or the browser comes back online: a player waiting on that page returns to the lobby by
 * themselves as soon as the status is normal, without reloading. Offline, the timer does not ask
 * (the call could only fail); coming back online asks.
 */
export function useStatusRecheck(recheck: () => void, interval: number = TIMING.statusPageRecheck): void {
  // The latest callback without restarting the timer each render.
  const latest = useRef(recheck);
  useEffect(() => {
    latest.current = recheck;
  }, [recheck]);

  useEffect(() => {
    const ask = () => latest.current();
    const tick = () => {
      if (navigator.onLine !== false) ask();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') ask();
    };
    const timer = window.setInterval(tick, interval);
    window.addEventListener('focus', ask);
    window.addEventListener('online', ask);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', ask);
      window.removeEventListener('online', ask);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [interval]);
}

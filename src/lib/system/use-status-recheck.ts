import { useEffect, useRef } from 'react';
import { TIMING } from '../../config/constants';

/**
 * While `active` (the maintenance or restricted page is shown), asks `recheck` every
 * `TIMING.statusPageRecheck`, and at once when the window regains focus, the page becomes visible
 * again or the browser comes back online: a player waiting on that page returns to the lobby by
 * themselves as soon as the status is normal, without reloading. Offline, the timer does not ask
 * (the call could only fail); coming back online asks.
 */
export function useStatusRecheck(active: boolean, recheck: () => void, interval: number = TIMING.statusPageRecheck): void {
  // The latest callback without restarting the timer each render.
  const latest = useRef(recheck);
  useEffect(() => {
    latest.current = recheck;
  }, [recheck]);

  useEffect(() => {
    if (!active) return undefined;
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
  }, [active, interval]);
}

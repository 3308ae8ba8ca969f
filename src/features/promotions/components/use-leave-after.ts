import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { PATHS } from '@/config/paths';

/** react-router keeps the position in history.state.idx: 0 means this page opened the tab. */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * Leaves a refused page after `delay` ms: back to where the player came from, or home on a deep
 * link. Leaving the page earlier (the back arrow) cancels it.
 */
export function useLeaveAfter(active: boolean, delay: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => {
      if (hasHistory()) void navigate(-1);
      else void navigate(PATHS.home, { replace: true });
    }, delay);
    return () => clearTimeout(timer);
  }, [active, delay, navigate]);
}

import { useEffect, useState } from 'react';

import { TIMING } from '../config/constants';
import { Loading } from './Loading';

export interface LoadingOverlayProps {
  active: boolean;
  /** Bound from docs/product.md#constants: past it the page is handed back even if the work never reported an end. */
  maxDuration?: number;
}

/** The 'please wait' indicator over the whole page while something blocks it. */
export function LoadingOverlay({ active, maxDuration = TIMING.loadingIndicator }: LoadingOverlayProps) {
  const [timedOut, setTimedOut] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  // Each new activation gets the full bound again (state adjusted while rendering, not in an effect).
  if (active !== wasActive) {
    setWasActive(active);
    setTimedOut(false);
  }

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setTimedOut(true), maxDuration);
    return () => clearTimeout(timer);
  }, [active, maxDuration]);

  if (!active || timedOut) return null;
  return (
    <div className="loading-overlay" aria-busy="true">
      <div className="loading-overlay__box">
        <Loading />
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';

import { Loading } from '../components/Loading';
import { FailureBoundary, ReloadButton } from './FailureBoundary';

/**
 * A route module that failed to load (e.g. offline before it was cached): logged, and the user
 * keeps the loading view with a retry instead of a blank page.
 */
export function RouteLoadBoundary({ children }: { children: ReactNode }) {
  return (
    <FailureBoundary
      report="Route failed to load"
      fallback={
        <div className="route-error">
          <Loading />
          <ReloadButton />
        </div>
      }
    >
      {children}
    </FailureBoundary>
  );
}

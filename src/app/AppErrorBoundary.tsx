import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { FailureBoundary, ReloadButton } from './FailureBoundary';

/**
 * The last net under the whole app: a render error that nothing closer caught would otherwise
 * unmount everything and leave a blank page. The player gets a line saying so and a way to load
 * the page again. Route modules have their own boundary (RouteLoadBoundary), which keeps the
 * shell around a page that failed.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <FailureBoundary
      report="The app failed to render"
      fallback={
        <main className="route-error" role="alert">
          <p>
            <Trans>This page could not be shown.</Trans>
          </p>
          <ReloadButton />
        </main>
      }
    >
      {children}
    </FailureBoundary>
  );
}

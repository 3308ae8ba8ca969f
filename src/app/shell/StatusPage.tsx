import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';

import { markFirstRender } from '@/lib/perf/first-render';
import { SYSTEM_STATUS, type SystemStatusCode } from '@/lib/system/system-status';
import { useStatusRecheck } from '@/lib/system/use-status-recheck';

import { MaintenanceIcon, RestrictedIcon } from './icons';
import { LanguageMenu } from './LanguageMenu';

interface StatusPageProps {
  code: SystemStatusCode;
  ip?: string;
  retrying: boolean;
  onRetry: () => void;
}

/** What replaces every page under maintenance or a region restriction (docs/product.md#states-and-transitions). */
export function StatusPage({ code, ip, retrying, onRetry }: StatusPageProps) {
  // Shown in place of the routed page, it is the first page drawn: what waits for that paint (the
  // status and settings queries, the stored session) starts once it is.
  useEffect(markFirstRender, []);
  // A player waiting here returns to the lobby by themselves once the status is normal again.
  useStatusRecheck(onRetry);
  return (
    <main className="status-page" data-testid="status-page" data-status={code}>
      <div className="status-page__language">
        <LanguageMenu />
      </div>
      <span className="status-page__icon">{code === SYSTEM_STATUS.maintenance ? <MaintenanceIcon /> : <RestrictedIcon />}</span>
      {code === SYSTEM_STATUS.maintenance ? (
        <>
          <h1>
            <Trans>Under maintenance</Trans>
          </h1>
          <p>
            <Trans>System upgrading, try again later</Trans>
          </p>
        </>
      ) : (
        <>
          <h1>
            <Trans>IP or location restricted</Trans>
          </h1>
          <p>
            <Trans>This service is not available in your location.</Trans>
          </p>
          {ip && (
            <p className="status-page__ip">
              <Trans>Your IP address: {ip}</Trans>
            </p>
          )}
        </>
      )}
      <button type="button" className="button" disabled={retrying} onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </main>
  );
}

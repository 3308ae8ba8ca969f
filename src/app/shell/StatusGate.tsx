import { Trans } from '@lingui/react/macro';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ImageCdnProvider } from '../../components/image/ImageCdnProvider';
import { TIMING } from '../../config/constants';
import { readCachedStatus, toCachedStatus, writeCachedStatus } from '../../lib/system/status-cache';
import { useGetSystemStatusQuery } from '../../lib/system/system-api';
import { readSystemStatus, SYSTEM_STATUS } from '../../lib/system/system-status';
import { LanguageMenu } from './LanguageMenu';
import { MaintenanceIcon, RestrictedIcon } from './icons';

/**
 * SPEC §4 system status gate. The last status seen applies at once (before any answer), the
 * gateway is asked in the background and again every minute. The gate replaces the page in
 * place, so when maintenance ends the player is back on the page they were on.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const [cached] = useState(readCachedStatus);
  const { data, refetch, isFetching } = useGetSystemStatusQuery(undefined, {
    pollingInterval: TIMING.systemStatusPoll,
    skipPollingIfUnfocused: true,
  });
  const current = useMemo(() => (data ? toCachedStatus(data) : cached), [data, cached]);
  useEffect(() => {
    if (data) writeCachedStatus(toCachedStatus(data));
  }, [data]);

  const code = current ? readSystemStatus(current) : SYSTEM_STATUS.normal;
  // Images come from one of the operator's CDNs, chosen once per visit (SPEC §9).
  if (code === SYSTEM_STATUS.normal) return <ImageCdnProvider cdns={current?.imageCDNs ?? []}>{children}</ImageCdnProvider>;
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
          {current?.location?.ip && (
            <p className="status-page__ip">
              <Trans>Your IP address: {current.location.ip}</Trans>
            </p>
          )}
        </>
      )}
      <button type="button" className="button" disabled={isFetching} onClick={() => void refetch()}>
        <Trans>Try again</Trans>
      </button>
    </main>
  );
}

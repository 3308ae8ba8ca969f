import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';

import { ImageCdnProvider } from '@/components/image/ImageCdnProvider';
import { Loading } from '@/components/Loading';
import { TIMING } from '@/config/constants';
import { lazyWithMessages } from '@/lib/i18n/lazy-with-messages';
import { useAfterFirstRender } from '@/lib/perf/first-render';
import { imageCdnChoices } from '@/lib/system/domain-route';
import { readCachedStatus, toCachedStatus, writeCachedStatus } from '@/lib/system/status-cache';
import { useGetDomainRouteQuery, useGetSystemStatusQuery } from '@/lib/system/system-api';
import { readSystemStatus, SYSTEM_STATUS } from '@/lib/system/system-status';

// Maintenance and restriction are rare: their page (and its texts) load only when one applies.
const StatusPage = lazyWithMessages(() => import('./StatusPage').then((module) => module.StatusPage));

/**
 * The system status gate (docs/product.md#states-and-transitions). The last status seen applies at once (before any answer), the
 * gateway is asked in the background and again every minute; while the maintenance or restricted
 * page is shown, every 15 s and on focus or reconnection too. The gate replaces the page in
 * place, so when maintenance ends the player is back on the page they were on, by itself.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const [cached] = useState(readCachedStatus);
  // Asked once the first page is painted: the status last seen (or none, a normal one) draws the
  // first page, and a request started before its paint would compete with what that paint needs.
  const painted = useAfterFirstRender();
  const { data, refetch, isFetching } = useGetSystemStatusQuery(undefined, {
    skip: !painted,
    pollingInterval: TIMING.systemStatusPoll,
    skipPollingIfUnfocused: true,
  });
  const current = useMemo(() => (data ? toCachedStatus(data) : cached), [data, cached]);
  // The operator's domain route, when its gateway has one, names the image CDNs to use; asked once
  // the page is painted, like the status (docs/gateway-protocol.md#domain-route).
  const route = useGetDomainRouteQuery(undefined, { skip: !painted });
  useEffect(() => {
    if (data) writeCachedStatus(toCachedStatus(data));
  }, [data]);

  const code = current ? readSystemStatus(current) : SYSTEM_STATUS.normal;
  // Images come from one of the operator's CDNs, chosen once per visit (docs/product.md#constants).
  if (code === SYSTEM_STATUS.normal)
    return <ImageCdnProvider cdns={imageCdnChoices(route.data, current?.imageCDNs)}>{children}</ImageCdnProvider>;
  return (
    <Suspense fallback={<Loading />}>
      <StatusPage code={code} ip={current?.location?.ip} retrying={isFetching} onRetry={() => void refetch()} />
    </Suspense>
  );
}

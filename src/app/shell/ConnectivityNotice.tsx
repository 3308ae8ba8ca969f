import { Trans, useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';

import { connectivity } from '@/lib/network/connectivity';

import { OfflineIcon } from './icons';

/** A quiet line under the header: 'no internet' while offline, 'slow connection' while calls drag. */
export function ConnectivityNotice() {
  const { i18n } = useLingui();
  const { online, slow, dataTime } = useSyncExternalStore(connectivity.subscribe, connectivity.getSnapshot, connectivity.getSnapshot);
  if (online && !slow) return null;
  const updated = dataTime === null ? '' : i18n.date(dataTime, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <p className={`connectivity connectivity--${online ? 'slow' : 'offline'}`} role="status" data-testid="connectivity-notice">
      <OfflineIcon />
      {online ? (
        <Trans>Slow connection</Trans>
      ) : updated ? (
        <Trans>No internet connection. Showing the data saved on this device, last updated {updated}.</Trans>
      ) : (
        <Trans>No internet connection. Showing the data saved on this device.</Trans>
      )}
    </p>
  );
}

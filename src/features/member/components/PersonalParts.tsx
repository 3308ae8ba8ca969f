import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { connectivity } from '../../../lib/network/connectivity';

const isOnline = () => connectivity.getSnapshot().online;

/** Whether the browser is online, following it as it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(connectivity.subscribe, isOnline, isOnline);
}

/** Offline, the personal pages show what they last saw and say why nothing can be changed (docs/product.md#personal-info). */
export function OfflineReadOnlyNotice() {
  return (
    <p className="personal-offline" role="status" data-testid="personal-offline">
      <Trans>You are offline. This is the information last seen; changes need a connection.</Trans>
    </p>
  );
}

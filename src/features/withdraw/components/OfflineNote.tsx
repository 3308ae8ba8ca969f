import { Trans } from '@lingui/react/macro';

/** Offline, the pages show the last data seen and say why nothing can be changed (docs/architecture.md#offline). */
export function OfflineNote() {
  return (
    <p className="withdraw-offline" role="status" data-testid="wallet-offline">
      <Trans>You are offline. This is the last information we received; changes need an internet connection.</Trans>
    </p>
  );
}

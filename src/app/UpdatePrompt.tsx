import { Trans } from '@lingui/react/macro';

import { useServiceWorkerUpdate } from '../lib/pwa/use-service-worker-update';

/** A new version waits until the player chooses to reload (never mid-game). */
export function UpdatePrompt() {
  const { updateAvailable, applyUpdate, dismissUpdate } = useServiceWorkerUpdate();
  if (!updateAvailable) return null;
  return (
    <div className="update-prompt" role="alert">
      <p>
        <Trans>A new version is available.</Trans>
      </p>
      <button type="button" className="button button--quiet" onClick={dismissUpdate}>
        <Trans>Later</Trans>
      </button>
      <button type="button" className="button" onClick={applyUpdate}>
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}

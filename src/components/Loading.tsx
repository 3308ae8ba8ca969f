import { Trans } from '@lingui/react/macro';

export function Loading() {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span>
        <Trans>Please wait</Trans>
      </span>
    </div>
  );
}

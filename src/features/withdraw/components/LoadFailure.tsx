import { Trans } from '@lingui/react/macro';

import { EmptyState } from '@/components/EmptyState';

/** A read that failed with nothing seen before: say so and offer to try again. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      message={<Trans>This could not be loaded. Check your connection and try again.</Trans>}
      action={
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      }
    />
  );
}

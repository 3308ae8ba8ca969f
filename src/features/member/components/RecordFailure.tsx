import { Trans } from '@lingui/react/macro';

import { EmptyState } from '@/components/EmptyState';

/** A record that could not load and has nothing to show: say so and offer another try. */
export function RecordFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      message={<Trans>The record could not be loaded.</Trans>}
      action={
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      }
    />
  );
}

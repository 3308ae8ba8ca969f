import { Trans } from '@lingui/react/macro';

import { EmptyState } from '@/components/EmptyState';

/** A list that could not load and has nothing cached: say so and offer another try. */
export function ListFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      message={<Trans>The games could not be loaded.</Trans>}
      action={
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      }
    />
  );
}

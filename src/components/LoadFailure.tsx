import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';

import { EmptyState } from './EmptyState';

/**
 * A read that failed with nothing seen before (docs/product.md#errors): says so and offers to try
 * again. `message` names what could not load; without one it speaks of the page's data in general.
 */
export function LoadFailure({ message, onRetry }: { message?: MessageDescriptor; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <EmptyState
      message={message ? i18n._(message) : <Trans>This could not be loaded. Check your connection and try again.</Trans>}
      action={
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      }
    />
  );
}

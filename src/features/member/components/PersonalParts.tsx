import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';

/** A personal row's label over its value (personal info, the security centre). */
export function RowText({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <span className="personal-row__text">
      <span className="personal-row__label">{label}</span>
      <span className="personal-row__value">{value}</span>
    </span>
  );
}

/** Offline, the personal pages show what they last saw and say why nothing can be changed (docs/product.md#personal-info). */
export function OfflineReadOnlyNotice() {
  return (
    <p className="personal-offline" role="status" data-testid="personal-offline">
      <Trans>You are offline. This is the information last seen; changes need a connection.</Trans>
    </p>
  );
}

/**
 * A personal page before it has the member's info (personal info, the security centre): loading,
 * or why it is missing (`failed` online, `offline` offline) with Try again.
 */
export function PersonalInfoMissing({
  loading,
  online,
  failed,
  offline,
  onRetry,
}: {
  loading: boolean;
  online: boolean;
  failed: ReactNode;
  offline: ReactNode;
  onRetry: () => void;
}) {
  if (loading) return <Loading />;
  return (
    <EmptyState
      message={online ? failed : offline}
      action={
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      }
    />
  );
}

import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

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

import './kyc.css';

import { Trans } from '@lingui/react/macro';

import type { KycState } from '../../lib/kyc/kyc-gate';

/** The verification status in a word (docs/product.md#identity-verification), coloured by where it stands. */
export function KycStatusBadge({ state }: { state: KycState }) {
  return (
    <span className={`kyc-badge kyc-badge--${state.toLowerCase().replace('_', '-')}`} data-testid="kyc-badge" data-state={state}>
      {state === 'VERIFIED' ? (
        <Trans>Verified</Trans>
      ) : state === 'PENDING' ? (
        <Trans>Pending verification</Trans>
      ) : state === 'REJECTED' ? (
        <Trans>Verification rejected</Trans>
      ) : (
        <Trans>Not verified</Trans>
      )}
    </span>
  );
}

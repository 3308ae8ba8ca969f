import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';

import { PATHS } from '../../config/paths';
import type { KycRequiredDetail } from '../../contract/kyc';
import { reviewState } from '../../lib/kyc/kyc-gate';
import { ConfirmDialog } from '../dialog/ConfirmDialog';

/**
 * A `kyc.required` refusal explained (docs/product.md#identity-verification), never a bare error:
 * why, and the way to the verification or to its status while it is reviewed.
 */
export function KycRequiredDialog({ detail, onClose }: { detail: KycRequiredDetail | null; onClose: () => void }) {
  const navigate = useNavigate();
  const state = reviewState(detail?.statusForFE ?? '');
  return (
    <ConfirmDialog
      open={detail !== null}
      title={
        state === 'PENDING' ? (
          <Trans>Your verification is being reviewed</Trans>
        ) : detail?.action === 'deposit' ? (
          <Trans>Verify your identity to deposit</Trans>
        ) : detail?.action === 'withdraw' ? (
          <Trans>Verify your identity to withdraw</Trans>
        ) : (
          <Trans>Verify your identity to play</Trans>
        )
      }
      message={
        state === 'PENDING' ? (
          <Trans>We will open this for you as soon as the review is done.</Trans>
        ) : state === 'REJECTED' ? (
          <Trans>Your last verification was rejected.</Trans>
        ) : (
          <Trans>The operator asks every player to confirm who they are with an ID. It takes a few minutes.</Trans>
        )
      }
      confirmLabel={
        state === 'PENDING' ? (
          <Trans>See verification status</Trans>
        ) : state === 'REJECTED' ? (
          <Trans>Resubmit</Trans>
        ) : (
          <Trans>Verify now</Trans>
        )
      }
      onConfirm={() => {
        onClose();
        void navigate(state === 'PENDING' || state === 'REJECTED' ? PATHS.identifyStatus : PATHS.verificationInfo);
      }}
      onCancel={onClose}
    />
  );
}

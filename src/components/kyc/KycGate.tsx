import './kyc.css';

import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';

import { PATHS } from '../../config/paths';
import type { KycReviewStatus } from '../../contract/kyc';
import { useGetKycSettingQuery, useGetKycStatusQuery } from '../../lib/kyc/kyc-api';
import { kycGateApplies, type KycGatedAction, kycRefusalIn, type KycState, reviewState } from '../../lib/kyc/kyc-gate';
import { useAppSelector } from '../../lib/store/hooks';
import { AppLink } from '../link/AppLink';
import { Loading } from '../Loading';

/**
 * Stands in front of a deposit, a withdrawal or a game until the player's identity is verified,
 * when the operator asks for it (docs/product.md#identity-verification): the player learns why and
 * where to go before filling anything in. When the settings cannot be read (or changed since) the
 * page shows, and the gateway's `kyc.required` refusal of its form brings the gate up then.
 */
export function KycGate({ action, children }: { action: KycGatedAction; children: ReactNode }) {
  // Read afresh on every visit: an approval or a changed setting opens the page at once.
  const setting = useGetKycSettingQuery(undefined, { refetchOnMountOrArgChange: true });
  const status = useGetKycStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const refusal = useAppSelector((state) => kycRefusalIn(state.gateway.mutations, action));
  // Kept once seen: the form's mutation goes with the form the gate replaces.
  const [refused, setRefused] = useState<KycReviewStatus | null>(null);
  if (refusal !== null && refusal !== refused) setRefused(refusal);

  const shown = refusal ?? refused;
  if (shown !== null) return <KycRequiredNotice action={action} state={reviewState(shown)} rejectReason={status.data?.rejectReason} />;
  if (setting.isLoading || status.isLoading) return <Loading />;
  if (!setting.data || !status.data || !kycGateApplies(setting.data.merchantProviderResponse, status.data, action)) return children;
  return <KycRequiredNotice action={action} state={reviewState(status.data.statusForFE)} rejectReason={status.data.rejectReason} />;
}

function ActionTitle({ action }: { action: KycGatedAction }) {
  if (action === 'deposit') return <Trans>Verify your identity to deposit</Trans>;
  if (action === 'withdraw') return <Trans>Verify your identity to withdraw</Trans>;
  return <Trans>Verify your identity to play</Trans>;
}

/** What the gate says, by where the player's verification stands; also shown for a `kyc.required` refusal. */
function KycRequiredNotice({
  action,
  state,
  rejectReason = '',
}: {
  action: KycGatedAction;
  state: Exclude<KycState, 'VERIFIED'>;
  rejectReason?: string;
}) {
  return (
    <section className="card kyc-gate" data-testid="kyc-gate" data-state={state} aria-labelledby="kyc-gate-title">
      <h2 id="kyc-gate-title" className="kyc-gate__title">
        {state === 'PENDING' ? <Trans>Your verification is being reviewed</Trans> : <ActionTitle action={action} />}
      </h2>
      {state === 'PENDING' ? (
        <p>
          <Trans>We will open this for you as soon as the review is done.</Trans>
        </p>
      ) : state === 'REJECTED' ? (
        <>
          <p>
            <Trans>Your last verification was rejected.</Trans>
          </p>
          {rejectReason && (
            <p className="kyc-reason" data-testid="kyc-gate-reason">
              <Trans>Reason: {rejectReason}</Trans>
            </p>
          )}
        </>
      ) : (
        <p>
          <Trans>The operator asks every player to confirm who they are with an ID. It takes a few minutes.</Trans>
        </p>
      )}
      {state === 'PENDING' ? (
        <AppLink className="button button--block" to={PATHS.identifyStatus} data-testid="kyc-gate-status">
          <Trans>See verification status</Trans>
        </AppLink>
      ) : (
        <AppLink className="button button--block" to={PATHS.verificationInfo} data-testid="kyc-gate-verify">
          {state === 'REJECTED' ? <Trans>Resubmit</Trans> : <Trans>Verify now</Trans>}
        </AppLink>
      )}
    </section>
  );
}

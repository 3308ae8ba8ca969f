import './kyc-pages.css';

import { Trans, useLingui } from '@lingui/react/macro';

import { EmptyState } from '@/components/EmptyState';
import { KycStatusBadge } from '@/components/kyc/KycStatusBadge';
import { AppLink } from '@/components/link/AppLink';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { PATHS } from '@/config/paths';
import { formatDateTime, intlLocale } from '@/lib/i18n/intl-locale';
import { useGetKycSettingQuery, useGetKycStatusQuery } from '@/lib/kyc/kyc-api';
import { kycOffered, kycState } from '@/lib/kyc/kyc-gate';

/**
 * /m/identifyStatus (docs/product.md#identity-verification): where the player's verification
 * stands; a rejection shows the operator's reason and Resubmit.
 */
export function IdentifyStatusPage() {
  const { i18n } = useLingui();
  const status = useGetKycStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const setting = useGetKycSettingQuery();

  if (status.isLoading || setting.isLoading) return <Loading />;
  if (!status.data || !setting.data) {
    return (
      <LoadFailure
        onRetry={() => {
          void status.refetch();
          void setting.refetch();
        }}
      />
    );
  }
  const data = status.data;
  const state = kycState(data);
  const when = (at: number) => formatDateTime(at, intlLocale(i18n));

  if (state === 'NOT_VERIFIED' && !kycOffered(setting.data.merchantProviderResponse)) {
    return <EmptyState message={<Trans>Your account does not need identity verification.</Trans>} />;
  }

  return (
    <div className="kyc-page" data-testid="kyc-status-page" data-state={state}>
      <section className="card kyc-status" aria-labelledby="kyc-status-title">
        <h2 id="kyc-status-title" className="kyc-status__title">
          <Trans>Identity verification</Trans> <KycStatusBadge state={state} />
        </h2>
        {state === 'VERIFIED' && (
          <>
            <p>
              <Trans>Your identity is verified. Deposits, withdrawals and games are open to you.</Trans>
            </p>
            {data.reviewedAt !== null && (
              <p className="card__meta">
                <Trans>Verified on {when(data.reviewedAt)}</Trans>
              </p>
            )}
          </>
        )}
        {state === 'PENDING' && (
          <>
            <p>
              <Trans>Your verification is being reviewed. We will let you know as soon as it is done.</Trans>
            </p>
            {data.submittedAt !== null && (
              <p className="card__meta">
                <Trans>Sent on {when(data.submittedAt)}</Trans>
              </p>
            )}
          </>
        )}
        {state === 'REJECTED' && (
          <>
            <p>
              <Trans>Your verification was rejected. Please check the reason and send it again.</Trans>
            </p>
            {data.rejectReason && (
              <p className="kyc-reason" data-testid="kyc-reject-reason">
                <Trans>Reason: {data.rejectReason}</Trans>
              </p>
            )}
            <AppLink className="button button--block" to={PATHS.verificationInfo} data-testid="kyc-resubmit">
              <Trans>Resubmit</Trans>
            </AppLink>
          </>
        )}
        {state === 'NOT_VERIFIED' && (
          <>
            <p>
              <Trans>Confirm who you are with your name, birthday and an ID. It takes a few minutes.</Trans>
            </p>
            <AppLink className="button button--block" to={PATHS.verificationInfo} data-testid="kyc-start">
              <Trans>Verify now</Trans>
            </AppLink>
          </>
        )}
      </section>
    </div>
  );
}

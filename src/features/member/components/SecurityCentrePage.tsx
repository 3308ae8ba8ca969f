import './personal.css';

import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { Chevron } from '@/components/icon/Chevron';
import { AppLink } from '@/components/link/AppLink';
import { PASSWORD_CHANGE_BY_CHOICE, PATHS } from '@/config/paths';
import { formatDateTime, intlLocale } from '@/lib/i18n/intl-locale';
import { useGetPersonalInfoQuery } from '@/lib/member/personal-api';
import { useOnline } from '@/lib/network/use-online';

import { maskMobile } from '../model/personal-info';
import { OfflineReadOnlyNotice, PersonalInfoMissing, RowText } from './PersonalParts';

function SecurityLink({ to, label, status, testId }: { to: string; label: ReactNode; status: ReactNode; testId: string }) {
  return (
    <li>
      <AppLink className="personal-row personal-row--link" to={to} data-testid={testId}>
        <RowText label={label} value={status} />
        <Chevron className="mc-row__chevron" />
      </AppLink>
    </li>
  );
}

function Status({ ok, children }: { ok: boolean; children: ReactNode }) {
  return <span className={ok ? 'personal-status personal-status--ok' : 'personal-status'}>{children}</span>;
}

/**
 * /m/securityCenter (docs/product.md#security-centre): the login password, the payment password
 * and the verified mobile, each with the way to change it, and the last login when the gateway
 * knows it. Offline it shows the last answer seen.
 */
export function SecurityCentrePage() {
  const { i18n } = useLingui();
  const info = useGetPersonalInfoQuery();
  const online = useOnline();

  if (!info.data) {
    return (
      <PersonalInfoMissing
        loading={info.isLoading}
        online={online}
        failed={<Trans>Your security settings could not be loaded.</Trans>}
        offline={<Trans>You are offline. Your security settings will show once you are connected.</Trans>}
        onRetry={() => void info.refetch()}
      />
    );
  }
  const data = info.data;
  const verifiedMobile = data.mobile !== null && data.mobileVerified ? maskMobile(data.mobile) : null;
  const lastLogin = data.lastLoginAt === null ? null : formatDateTime(data.lastLoginAt, intlLocale(i18n));

  return (
    <div className="personal-page" data-testid="security-centre">
      {!online && <OfflineReadOnlyNotice />}
      <ul className="personal-list">
        <SecurityLink
          testId="security-login-password"
          to={PASSWORD_CHANGE_BY_CHOICE}
          label={<Trans>Login password</Trans>}
          status={<Trans>Change your login password</Trans>}
        />
        <SecurityLink
          testId="security-payment-password"
          to={PATHS.paymentPassword}
          label={<Trans>Payment password</Trans>}
          status={<Status ok={data.paymentPasswordSet}>{data.paymentPasswordSet ? <Trans>Set</Trans> : <Trans>Not set</Trans>}</Status>}
        />
        <SecurityLink
          testId="security-mobile"
          to={PATHS.personalInfo}
          label={<Trans>Mobile number</Trans>}
          status={
            <Status ok={verifiedMobile !== null}>
              {verifiedMobile !== null ? <Trans>Verified: {verifiedMobile}</Trans> : <Trans>Not verified</Trans>}
            </Status>
          }
        />
      </ul>
      {lastLogin !== null && (
        <p className="personal-note" data-testid="security-last-login">
          <Trans>Last login: {lastLogin}</Trans>
        </p>
      )}
    </div>
  );
}

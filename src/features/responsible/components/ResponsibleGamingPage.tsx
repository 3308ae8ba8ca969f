import './responsible.css';

import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useLocation } from 'react-router';

import { AppLink } from '@/components/link/AppLink';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { PATHS } from '@/config/paths';
import { formatMoney } from '@/lib/format/money';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { exclusionStartedMessage } from '@/lib/responsible/exclusion';
import { useGetResponsibleStateQuery } from '@/lib/responsible/responsible-api';
import { loginPath } from '@/lib/session/login-redirect';
import { roleOf } from '@/lib/session/roles';
import { selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useCurrencySymbol } from '@/lib/system/use-currency-symbol';

import { useGetResponsibleHelpQuery } from '../api/responsible-api';
import { startedExclusion } from '../model/exclusion';
import { LIMIT_KINDS, LIMIT_PERIODS, limitOf } from '../model/limits';
import { ExclusionSection } from './ExclusionSection';
import { LimitRow } from './LimitRow';
import { RealityCheckSection, SessionTimeSection } from './SessionTools';

/** The age and warning every Responsible gaming view opens with. */
function Notice() {
  return (
    <p className="rg-notice" data-testid="rg-notice">
      <Trans>21+ · Gambling is addictive. Know when to stop.</Trans>
    </p>
  );
}

/** The operator's help organisations, for everyone; left out while they cannot be read (offline). */
function HelpLinks() {
  const links = useGetResponsibleHelpQuery().data?.helpLinks ?? [];
  if (links.length === 0) return null;
  return (
    <section className="rg-section card" aria-labelledby="rg-help-title">
      <h2 className="card__title" id="rg-help-title">
        <Trans>Where to get help</Trans>
      </h2>
      <ul className="rg-help">
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MemberTools() {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n);
  const symbol = useCurrencySymbol();
  const money = useCallback((amount: number) => formatMoney(amount, symbol, locale), [symbol, locale]);
  const state = useGetResponsibleStateQuery(undefined, { refetchOnMountOrArgChange: true });

  if (state.isLoading) return <Loading />;
  if (!state.data) return <LoadFailure onRetry={() => void state.refetch()} />;
  const data = state.data;
  return (
    <>
      <section className="rg-section" aria-labelledby="rg-limits-title">
        <h2 className="rg-section__title" id="rg-limits-title">
          <Trans>Deposit and loss limits</Trans>
        </h2>
        <p className="card__meta">
          <Trans>
            A lower limit applies at once. A higher limit or a removal applies after a cooling-off of {data.coolingOffHours} hours.
          </Trans>
        </p>
        <ul className="rg-limits">
          {LIMIT_KINDS.flatMap((kind) =>
            LIMIT_PERIODS.map((period) => (
              <LimitRow key={`${kind}-${period}`} limit={limitOf(data, kind, period)} money={money} locale={locale} />
            )),
          )}
        </ul>
      </section>
      <SessionTimeSection state={data} locale={locale} />
      <RealityCheckSection state={data} />
      <ExclusionSection kind="TIMEOUT" />
      <ExclusionSection kind="SELF_EXCLUSION" />
    </>
  );
}

/**
 * /m/responsibleGaming (docs/product.md#responsible-gaming): the notice and help for everyone; a
 * member's limits, session time, reality check, break and self-exclusion. A visitor is asked to
 * log in to set limits; right after an exclusion the page says until when it lasts.
 */
export function ResponsibleGamingPage() {
  const { i18n } = useLingui();
  const session = useAppSelector(selectSession);
  const role = roleOf(session);
  const { state } = useLocation();
  const excluded = role === 'visitor' ? startedExclusion(state) : null;
  return (
    <div className="rg-page" data-testid="responsible-gaming">
      <Notice />
      {excluded && (
        <p className="rg-excluded card" role="status" data-testid="exclusion-started">
          {i18n._(exclusionStartedMessage(excluded, intlLocale(i18n)))}
        </p>
      )}
      <HelpLinks />
      {role === 'member' ? (
        <MemberTools />
      ) : (
        <section className="rg-section card">
          <p>
            {role === 'trial' ? (
              <Trans>Limits and breaks are set on a real account.</Trans>
            ) : (
              <Trans>Log in to set your limits, a reality check, a break or a self-exclusion.</Trans>
            )}
          </p>
          {role === 'visitor' && (
            <AppLink className="button" to={loginPath(PATHS.responsibleGaming)}>
              <Trans>Log in to set your limits</Trans>
            </AppLink>
          )}
        </section>
      )}
    </div>
  );
}

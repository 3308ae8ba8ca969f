import './agent-centre.css';

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { AppLink } from '@/components/link/AppLink';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { PATHS } from '@/config/paths';
import { formatMoney } from '@/lib/format/money';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { useGetAgentProfileQuery } from '../api/agent-api';
import { enabledAgentItems } from '../model/agent-menu';

/**
 * /m/agent, the agent side's home (docs/product.md#agent-centre): who the agent is, its team's
 * size, and the items the operator enables; an agent who plays also finds the way back to the
 * player side here.
 */
export function AgentCentrePage() {
  const { i18n } = useLingui();
  const profile = useGetAgentProfileQuery();
  const settings = useGetConsolidatedSettingsQuery();
  if (profile.isLoading || settings.isLoading) return <Loading />;
  if (!profile.data) return <LoadFailure message={msg`The agent centre could not be loaded.`} onRetry={() => void profile.refetch()} />;
  const { data } = profile;
  const locale = intlLocale(i18n);
  const count = (value: number) => value.toLocaleString(locale);
  const items = enabledAgentItems(settings.data?.switches ?? {});
  return (
    <div className="agent-centre">
      <section className="agent-centre__card" aria-labelledby="agent-centre-name">
        <h1 className="agent-centre__name" id="agent-centre-name">
          {data.nickname || data.username}
        </h1>
        <p className="agent-centre__account">{data.username}</p>
        <dl className="agent-centre__figures">
          <div>
            <dt>
              <Trans>Balance</Trans>
            </dt>
            <dd data-testid="agent-balance">{formatMoney(data.balance, settings.data?.currency.symbol ?? '', locale)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Direct downlines</Trans>
            </dt>
            <dd data-testid="agent-direct-count">{count(data.directCount)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Whole team</Trans>
            </dt>
            <dd data-testid="agent-team-count">{count(data.teamCount)}</dd>
          </div>
          {data.affiliateCode && (
            <div>
              <dt>
                <Trans>Invitation code</Trans>
              </dt>
              <dd className="agent-centre__code">{data.affiliateCode}</dd>
            </div>
          )}
        </dl>
        {data.playsToo && (
          <AppLink className="button button--quiet agent-centre__switch" to={PATHS.memberHome}>
            <Trans>Player side</Trans>
          </AppLink>
        )}
      </section>
      {items.length > 0 ? (
        <nav aria-label={i18n._(msg`Agent centre`)}>
          <ul className="agent-centre__items">
            {items.map((item) => (
              <li key={item.id}>
                <AppLink className="agent-centre__item" to={item.path}>
                  {i18n._(item.label)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p className="agent-centre__none">
          <Trans>The operator has not opened any agent tools yet.</Trans>
        </p>
      )}
    </div>
  );
}

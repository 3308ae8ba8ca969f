import './team.css';

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { PATHS } from '@/config/paths';
import type { DownlineDetails } from '@/contract/agent-team';
import { isGatewayError } from '@/lib/gateway/gateway-error';

import { useGetDownlineQuery } from '../api/team-api';
import { KIND_LABELS, PRODUCT_LABELS, REGISTRATION_LABELS, teamErrorMessage } from '../model/team-texts';
import { editRebatesHref, TeamCrumbs, teamHref, useTeamFormats } from './TeamParts';

/**
 * /m/agent/downline?username= (docs/product.md#team): one downline of the agent's team, with the
 * way into its own team and to its rebates.
 */
export function DownlinePage() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  const downline = useGetDownlineQuery(username, { skip: username === '' });
  if (username === '') {
    return (
      <EmptyState
        message={<Trans>Choose a downline in your team.</Trans>}
        action={
          <AppLink className="button" to={PATHS.team}>
            <Trans>Team</Trans>
          </AppLink>
        }
      />
    );
  }
  if (downline.isLoading) return <Loading />;
  if (!downline.data) {
    const error = isGatewayError(downline.error) ? downline.error : undefined;
    if (error?.code === 'agent.not.downline') return <EmptyState message={i18n._(teamErrorMessage(error))} />;
    return <LoadFailure message={msg`The downline could not be loaded.`} onRetry={() => void downline.refetch()} />;
  }
  return <DownlineCard downline={downline.data} />;
}

function DownlineCard({ downline }: { downline: DownlineDetails }) {
  const { i18n } = useLingui();
  const { money, date, dateTime, count, percent } = useTeamFormats();
  return (
    <div className="team-page">
      <TeamCrumbs path={downline.path} />
      <section className="card" aria-labelledby="downline-name">
        <div className="team-row__head">
          <h2 className="team-row__name" id="downline-name">
            {downline.username}
            {downline.nickname && <span className="team-row__nickname">{downline.nickname}</span>}
          </h2>
          <span className={`team-kind team-kind--${downline.kind}`}>{i18n._(KIND_LABELS[downline.kind])}</span>
        </div>
        <dl className="team-figures">
          <div>
            <dt>
              <Trans>Balance</Trans>
            </dt>
            <dd>{money(downline.balance)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Joined</Trans>
            </dt>
            <dd>{date(downline.joinedAt)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Last login</Trans>
            </dt>
            <dd>{downline.lastLoginAt === null ? <Trans>Never</Trans> : dateTime(downline.lastLoginAt)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Downlines</Trans>
            </dt>
            <dd>{count(downline.directCount)}</dd>
          </div>
          {downline.registration && (
            <div>
              <dt>
                <Trans>Opened</Trans>
              </dt>
              <dd>{i18n._(REGISTRATION_LABELS[downline.registration])}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className="card" aria-labelledby="downline-rebates">
        <h3 className="card__title" id="downline-rebates">
          <Trans>Rebates</Trans>
        </h3>
        <dl className="team-rebates">
          {downline.rebates.map((setting) => (
            <div key={setting.productType}>
              <dt>{i18n._(PRODUCT_LABELS[setting.productType])}</dt>
              <dd>{percent(setting.rebateValue)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="team-actions">
        <AppLink className="button" to={teamHref(downline.username)}>
          <Trans>View their team</Trans>
        </AppLink>
        <AppLink className="button button--quiet" to={editRebatesHref(downline.username)}>
          <Trans>Edit rebates</Trans>
        </AppLink>
      </div>
    </div>
  );
}

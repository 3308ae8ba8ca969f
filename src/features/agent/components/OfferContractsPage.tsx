import './agent-links.css';

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { toast } from '@/components/toast/toast';
import { PATHS } from '@/config/paths';
import type { OfferedContract } from '@/contract/agent-links';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { formatMoney } from '@/lib/format/money';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { formatDateTime, intlLocale } from '@/lib/i18n/intl-locale';
import { useGetWalletQuery } from '@/lib/member/member-api';

import { useGetAgentContractsQuery, useGetContractHistoryQuery, useRequestContractEndMutation } from '../api/links-api';
import { type ContractKind, formatReward, orderedTiers, REWARD_LABELS } from '../model/contract-terms';
import { canRequestEnd, eventLabel, STATE_LABELS } from '../model/offer-form';
import { OfferForm } from './OfferForm';

/** /m/member/agent/dailySalary */
export function AgentDailySalaryPage() {
  return <OfferContractsPage kind="DAILY_SALARY" />;
}

/** /m/member/agent/agentDivident (the platform's spelling) */
export function AgentDividendPage() {
  return <OfferContractsPage kind="DIVIDEND" />;
}

/** /m/member/agent/hourSalary */
export function AgentHourSalaryPage() {
  return <OfferContractsPage kind="HOURLY_SALARY" />;
}

/** The member-side page where the agent reads and answers its own contract of a kind. */
const OWN_CONTRACT_PATH: Readonly<Record<ContractKind, string>> = {
  DAILY_SALARY: PATHS.salaryContract,
  DIVIDEND: PATHS.dividendContract,
  HOURLY_SALARY: PATHS.hourContract,
};

const NO_OFFERS: Readonly<Record<ContractKind, MessageDescriptor>> = {
  DAILY_SALARY: msg`You have not offered a daily salary contract yet.`,
  DIVIDEND: msg`You have not offered a dividend contract yet.`,
  HOURLY_SALARY: msg`You have not offered an hourly salary contract yet.`,
};

/**
 * The agent's contracts of one kind (docs/product.md#agent-contracts): its own, which its contract
 * page answers; those it offered its downlines with their status and history, an accepted one with
 * End contract; and offering one.
 */
function OfferContractsPage({ kind }: { kind: ContractKind }) {
  const { i18n } = useLingui();
  const contracts = useGetAgentContractsQuery();
  const [offering, setOffering] = useState(false);
  if (contracts.isLoading) return <Loading />;
  if (!contracts.data) return <LoadFailure message={msg`The contracts could not be loaded.`} onRetry={() => void contracts.refetch()} />;
  const rule = contracts.data.rules.find((candidate) => candidate.kind === kind);
  if (!rule) return <EmptyState message={<Trans>No permission or feature temporarily unavailable</Trans>} />;
  const own = contracts.data.own.filter((contract) => contract.kind === kind);
  const offered = contracts.data.offered.filter((contract) => contract.kind === kind);
  const locale = intlLocale(i18n);
  return (
    <div className="agent-links">
      <section className="card" aria-labelledby="own-contracts-title">
        <h2 className="card__title" id="own-contracts-title">
          <Trans>My contract</Trans>
        </h2>
        {own.length === 0 ? (
          <p className="card__meta">
            <Trans>You hold no contract of this kind.</Trans>
          </p>
        ) : (
          <ul className="agent-links__people">
            {own.map((contract) => {
              const from = contract.offeredBy ?? i18n._(msg`the operator`);
              const created = formatDateTime(contract.createdAt, locale);
              return (
                <li key={contract.id} className="agent-links__person">
                  <span className="agent-links__name">{i18n._(STATE_LABELS[contract.state])}</span>
                  <span className="agent-links__meta">
                    <Trans>
                      Offered by {from} on {created}
                    </Trans>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        {own.length > 0 && (
          <AppLink className="button button--small button--quiet" to={OWN_CONTRACT_PATH[kind]}>
            <Trans>Open my contract</Trans>
          </AppLink>
        )}
      </section>
      {offering ? (
        <section className="card" aria-labelledby="offer-title">
          <h2 className="card__title" id="offer-title">
            <Trans>Offer a contract</Trans>: {i18n._(REWARD_LABELS[kind])}
          </h2>
          <OfferForm rule={rule} downlines={contracts.data.downlines} onDone={() => setOffering(false)} />
        </section>
      ) : (
        <button type="button" className="button button--block" onClick={() => setOffering(true)}>
          <Trans>Offer a contract</Trans>
        </button>
      )}
      <section aria-labelledby="offered-title">
        <h2 className="agent-links__heading" id="offered-title">
          <Trans>Offered to my downlines</Trans>
        </h2>
        {offered.length === 0 ? (
          <EmptyState message={i18n._(NO_OFFERS[kind])} />
        ) : (
          <ul className="agent-links__list">
            {offered.map((contract) => (
              <li key={contract.id}>
                <OfferedCard contract={contract} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function OfferedCard({ contract }: { contract: OfferedContract }) {
  const { i18n } = useLingui();
  const wallet = useGetWalletQuery();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [requestEnd, { isLoading: ending }] = useRequestContractEndMutation();
  const locale = intlLocale(i18n);
  const money = (amount: number) => formatMoney(amount, wallet.data?.currencySymbol ?? '', locale);

  async function askToEnd() {
    try {
      await requestEnd({ id: contract.id }).unwrap();
      toast.success(msg`End requested`);
    } catch (caught) {
      toast.error(errorMessage(isGatewayError(caught) ? caught : undefined));
    } finally {
      setConfirming(false);
    }
  }

  const created = formatDateTime(contract.createdAt, locale);
  return (
    <article className="card agent-link" data-testid="offered-contract" data-downline={contract.downline} data-state={contract.state}>
      <header className="agent-link__head">
        <h3 className="agent-link__code">{contract.downline}</h3>
        <span className={`agent-link__state agent-link__state--${contract.state}`}>{i18n._(STATE_LABELS[contract.state])}</span>
      </header>
      <p className="card__meta">
        <Trans>Offered on {created}</Trans>
      </p>
      <ul className="agent-link__tiers">
        {orderedTiers(contract.terms).map((tier) => {
          const threshold = money(tier.threshold);
          const members = tier.activeMembers.toLocaleString(locale);
          const reward = formatReward(contract.terms, tier.value, money, locale);
          return (
            <li key={`${tier.threshold}-${tier.activeMembers}`}>
              <Trans>
                From {threshold} and {members} active: {reward}
              </Trans>
            </li>
          );
        })}
      </ul>
      <div className="agent-link__actions">
        <button type="button" className="button button--small button--quiet" aria-expanded={open} onClick={() => setOpen(!open)}>
          <Trans>History</Trans>
        </button>
        {canRequestEnd(contract) && (
          <button
            type="button"
            className="button button--small button--quiet agent-link__delete"
            disabled={ending}
            onClick={() => setConfirming(true)}
          >
            <Trans>End contract</Trans>
          </button>
        )}
      </div>
      {open && <ContractHistoryList id={contract.id} />}
      <ConfirmDialog
        open={confirming}
        title={<Trans>End this contract?</Trans>}
        message={<Trans>The downline is asked to agree.</Trans>}
        confirmLabel={<Trans>End contract</Trans>}
        busy={ending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void askToEnd()}
      />
    </article>
  );
}

function ContractHistoryList({ id }: { id: number }) {
  const { i18n } = useLingui();
  const history = useGetContractHistoryQuery(id);
  if (history.isLoading) return <Loading />;
  if (!history.data) return <LoadFailure message={msg`The history could not be loaded.`} onRetry={() => void history.refetch()} />;
  const locale = intlLocale(i18n);
  return (
    <ol className="agent-link__history" data-testid="contract-history">
      {history.data.list.map((event, index, list) => (
        <li key={index}>
          <span>{formatDateTime(event.at, locale)}</span> <strong>{i18n._(eventLabel(list, index))}</strong>
          {event.by && <span> · {event.by}</span>}
        </li>
      ))}
    </ol>
  );
}

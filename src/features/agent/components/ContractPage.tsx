import './contracts.css';

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { toast } from '@/components/toast/toast';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { formatMoney } from '@/lib/format/money';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { formatDateTime, intlLocale } from '@/lib/i18n/intl-locale';
import { useGetWalletQuery } from '@/lib/member/member-api';

import { useAnswerContractMutation, useGetContractQuery } from '../api/agent-api';
import {
  ANSWER_TEXTS,
  BASIS_LABELS,
  type Contract,
  type ContractDecision,
  type ContractKind,
  formatReward,
  openQuestion,
  orderedTiers,
  PERIOD_LABELS,
  QUESTION_ANSWERS,
  REWARD_LABELS,
} from '../model/contract-terms';

/** /m/member/agent/getSalaryContract */
export function SalaryContractPage() {
  return <ContractPage kind="DAILY_SALARY" />;
}

/** /m/member/agent/getDevidendContract (the platform's spelling) */
export function DividendContractPage() {
  return <ContractPage kind="DIVIDEND" />;
}

/** /m/member/agent/getHourContract */
export function HourContractPage() {
  return <ContractPage kind="HOURLY_SALARY" />;
}

/**
 * A contract of one kind: its terms, Accept / Decline while it is offered, and Keep contract /
 * Agree to end while the upline asks to end it (docs/product.md#agent-contracts). The route table
 * keeps visitors out (they log in first).
 */
function ContractPage({ kind }: { kind: ContractKind }) {
  const contract = useGetContractQuery(kind);
  if (contract.isLoading) return <Loading />;
  if (contract.isError && contract.data === undefined) {
    return (
      <EmptyState
        message={<Trans>The contract could not be loaded.</Trans>}
        action={
          <button type="button" className="button" onClick={() => void contract.refetch()}>
            <Trans>Try again</Trans>
          </button>
        }
      />
    );
  }
  if (!contract.data) return <EmptyState />;
  return <ContractCard contract={contract.data} />;
}

function ContractCard({ contract }: { contract: Contract }) {
  const { i18n } = useLingui();
  const wallet = useGetWalletQuery();
  const [answer, { isLoading: sending }] = useAnswerContractMutation();
  const [asking, setAsking] = useState<ContractDecision | null>(null);
  const locale = intlLocale(i18n);
  const symbol = wallet.data?.currencySymbol ?? '';
  const money = (amount: number) => formatMoney(amount, symbol, locale);
  const date = (epochMs: number) => formatDateTime(epochMs, locale);
  const period = PERIOD_LABELS[contract.period];
  const tiers = orderedTiers(contract.terms);
  const answeredAt = contract.answeredAt === null ? '' : date(contract.answeredAt);
  const question = openQuestion(contract);
  const dialog = asking && ANSWER_TEXTS[asking];

  async function send(decision: ContractDecision) {
    try {
      await answer({ id: contract.id, decision }).unwrap();
      toast.success(ANSWER_TEXTS[decision].toast);
    } catch (caught) {
      toast.error(errorMessage(isGatewayError(caught) ? caught : undefined));
    } finally {
      setAsking(null);
    }
  }

  return (
    <article
      className="contract"
      aria-labelledby="contract-title"
      data-testid="contract"
      data-status={contract.status}
      data-state={contract.state}
    >
      <header className="contract__head">
        <h2 id="contract-title" className="contract__title">
          {i18n._(REWARD_LABELS[contract.kind])}
        </h2>
        <span className={`contract__status contract__status--${question ? 'pending' : contract.status}`} data-testid="contract-status">
          {question === 'offer' && <Trans>Waiting for your answer</Trans>}
          {question === 'end' && <Trans>Your upline asked to end this contract</Trans>}
          {contract.state === 'A' && <Trans>Accepted on {answeredAt}</Trans>}
          {contract.state === 'R' && <Trans>Declined on {answeredAt}</Trans>}
          {contract.state === 'C' && <Trans>Ended on {answeredAt}</Trans>}
        </span>
      </header>
      <dl className="contract__facts">
        <div>
          <dt>
            <Trans>Settled</Trans>
          </dt>
          <dd>{period ? i18n._(period) : contract.period}</dd>
        </div>
        <div>
          <dt>
            <Trans>Based on</Trans>
          </dt>
          <dd>{i18n._(BASIS_LABELS[contract.terms.basis])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Offered on</Trans>
          </dt>
          <dd>{date(contract.createdAt)}</dd>
        </div>
      </dl>
      {tiers.length === 0 ? (
        <p className="contract__note">
          <Trans>This contract has no tiers yet.</Trans>
        </p>
      ) : (
        <div className="contract__table-wrap">
          <table className="contract__table">
            <caption className="visually-hidden">
              <Trans>Contract tiers</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">{i18n._(BASIS_LABELS[contract.terms.basis])}</th>
                <th scope="col">
                  <Trans>Active members</Trans>
                </th>
                <th scope="col">{i18n._(REWARD_LABELS[contract.kind])}</th>
              </tr>
            </thead>
            <tbody>
              {tiers.map((tier) => (
                <tr key={`${tier.threshold}-${tier.activeMembers}`}>
                  <td>≥ {money(tier.threshold)}</td>
                  <td>≥ {new Intl.NumberFormat(locale).format(tier.activeMembers)}</td>
                  <td className="contract__reward">{formatReward(contract.terms, tier.value, money, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="contract__note">
        <Trans>The highest tier the team reaches in the period is paid; both minimums must be met.</Trans>
      </p>
      {question && (
        <div className="contract__actions">
          {QUESTION_ANSWERS[question].map((decision, index) => (
            <button
              key={decision}
              type="button"
              className={index === 0 ? 'button button--quiet' : 'button'}
              disabled={sending}
              onClick={() => setAsking(decision)}
            >
              {i18n._(ANSWER_TEXTS[decision].button)}
            </button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={dialog !== null}
        title={dialog ? i18n._(dialog.title) : ''}
        message={dialog ? i18n._(dialog.message) : ''}
        confirmLabel={dialog ? i18n._(dialog.button) : ''}
        busy={sending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void send(asking);
        }}
      />
    </article>
  );
}

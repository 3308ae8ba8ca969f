import './withdraw.css';

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';

import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { toast } from '@/components/toast/toast';
import { PATHS } from '@/config/paths';
import { formatMoney } from '@/lib/format/money';
import { gatewayApi } from '@/lib/gateway/api';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { useLanguageCode } from '@/lib/i18n/use-language';
import { useOnline } from '@/lib/network/use-online';
import { useAppDispatch } from '@/lib/store/hooks';

import {
  useGetWithdrawInfoQuery,
  useGetWithdrawOrdersInfiniteQuery,
  usePlaceWithdrawalMutation,
  type WithdrawInfo,
} from '../api/withdraw-api';
import { isPaymentPassword } from '../model/card-rules';
import { withdrawErrorMessage } from '../model/withdraw-errors';
import { checkWithdrawAmount, withdrawProblemMessage } from '../model/withdraw-rules';
import { LoadFailure } from './LoadFailure';
import { OfflineNote } from './OfflineNote';
import { PasswordPrompt } from './PasswordPrompt';
import { TurnoverList } from './TurnoverList';
import { PinField, WithdrawField } from './WithdrawField';
import { WithdrawOrders } from './WithdrawOrders';

/** How often the orders are read again while one waits for the operator. */
const OPEN_ORDER_POLL_MS = 3000;

interface Draft {
  cardId: number;
  amount: string;
}

interface Quote {
  cardId: number;
  amount: number;
  fee: number;
  payout: number;
}

function WithdrawForm({ info, online, money }: { info: WithdrawInfo; online: boolean; money: (amount: number) => string }) {
  const { i18n } = useLingui();
  const [place, placing] = usePlaceWithdrawalMutation();
  const [draft, setDraft] = useState<Draft>({ cardId: info.cards[0]?.id ?? 0, amount: '' });
  const [amountError, setAmountError] = useState<string>();
  const [quote, setQuote] = useState<Quote | null>(null);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string>();
  const card = info.cards.find((candidate) => candidate.id === draft.cardId) ?? info.cards[0];
  const limits = { min: money(info.min), max: money(info.max), available: money(Math.max(info.available, 0)) };
  const live = checkWithdrawAmount(draft.amount, info);

  function review(event: FormEvent) {
    event.preventDefault();
    const checked = checkWithdrawAmount(draft.amount, info);
    if (!checked.ok) {
      setAmountError(i18n._(withdrawProblemMessage(checked.problem, limits)));
      return;
    }
    setAmountError(undefined);
    setQuote({ cardId: card!.id, amount: checked.amount, fee: checked.fee, payout: checked.payout });
  }

  async function confirm(event: FormEvent, chosen: Quote) {
    event.preventDefault();
    if (!isPaymentPassword(pin)) {
      setPinError(i18n._(msg`The payment password must be 6 digits`));
      return;
    }
    try {
      const order = await place({ cardId: chosen.cardId, amount: chosen.amount, paymentPassword: pin }).unwrap();
      toast.success(msg`Withdrawal ${order.orderNo} requested`);
      setQuote(null);
      setPin('');
      setPinError(undefined);
      setDraft((previous) => ({ ...previous, amount: '' }));
    } catch (caught) {
      const error = isGatewayError(caught) ? caught : undefined;
      const text = i18n._(withdrawErrorMessage(error));
      if (error?.code === 'payment.password.invalid') {
        setPinError(text);
        return;
      }
      // Anything about the amount goes back to the amount, as typed.
      setQuote(null);
      setPin('');
      if (error?.code === 'withdraw.amount.invalid' || error?.code === 'withdraw.turnover.unmet' || error?.code === 'balance.insufficient')
        setAmountError(text);
      else toast.error(text);
    }
  }

  if (!card) return null;
  if (quote) {
    const chosenCard = info.cards.find((candidate) => candidate.id === quote.cardId) ?? card;
    return (
      <form
        className="form card withdraw-form"
        noValidate
        onSubmit={(event) => void confirm(event, quote)}
        aria-label={i18n._(msg`Confirm withdrawal`)}
        data-testid="withdraw-confirm"
      >
        <h2 className="card__title">
          <Trans>Confirm withdrawal</Trans>
        </h2>
        <dl className="withdraw-summary">
          <dt>
            <Trans>To</Trans>
          </dt>
          <dd>
            {chosenCard.methodName} {chosenCard.maskedNo}
          </dd>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>{money(quote.amount)}</dd>
          <dt>
            <Trans>Fee</Trans>
          </dt>
          <dd data-testid="withdraw-fee">{money(quote.fee)}</dd>
          <dt>
            <Trans>You receive</Trans>
          </dt>
          <dd data-testid="withdraw-payout">{money(quote.payout)}</dd>
        </dl>
        <PinField label={<Trans>Payment password</Trans>} value={pin} onValue={setPin} error={pinError} disabled={!online} autoFocus />
        <div className="withdraw-actions">
          <button type="button" className="button button--quiet" onClick={() => setQuote(null)}>
            <Trans>Back</Trans>
          </button>
          <button type="submit" className="button" disabled={!online || placing.isLoading} aria-busy={placing.isLoading}>
            <Trans>Confirm withdrawal</Trans>
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="form card withdraw-form" noValidate onSubmit={review} aria-label={i18n._(msg`Withdraw`)}>
      <fieldset className="withdraw-methods" disabled={!online}>
        <legend className="field__label">
          <Trans>Withdraw to</Trans>
        </legend>
        <div className="withdraw-methods__grid" role="radiogroup">
          {info.cards.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              role="radio"
              aria-checked={candidate.id === card.id}
              className="withdraw-method"
              onClick={() => setDraft((previous) => ({ ...previous, cardId: candidate.id }))}
            >
              <span className="withdraw-method__name">{candidate.methodName}</span>
              <span className="card__meta">{candidate.maskedNo}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <WithdrawField
        label={<Trans>Amount</Trans>}
        prefix={info.currencySymbol}
        value={draft.amount}
        onValue={(amount) => setDraft((previous) => ({ ...previous, amount }))}
        error={amountError}
        inputMode="decimal"
        autoComplete="off"
        disabled={!online}
        hint={
          <Trans>
            Minimum {limits.min}, maximum {limits.max}. Fee {info.feePercent}% (at least {money(info.feeMin)}).
          </Trans>
        }
      />
      {live.ok && (
        <p className="withdraw-quote" data-testid="withdraw-quote">
          <Trans>
            Fee {money(live.fee)} · you receive {money(live.payout)}
          </Trans>
        </p>
      )}
      <button type="submit" className="button button--block" disabled={!online}>
        <Trans>Continue</Trans>
      </button>
    </form>
  );
}

/**
 * /m/withdraw (docs/product.md#withdraw): the balance free to withdraw (bonuses under turnover are
 * not), the limits and the fee before confirming, the payment password, and the orders' history.
 * The amount leaves the balance when requested and comes back if the operator rejects it.
 */
export function WithdrawPage() {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n);
  const dispatch = useAppDispatch();
  const online = useOnline();
  const language = useLanguageCode();
  const info = useGetWithdrawInfoQuery({ language });
  const orders = useGetWithdrawOrdersInfiniteQuery();
  const loaded = useMemo(() => orders.data?.pages.flatMap((page) => page.list) ?? [], [orders.data]);
  const open = loaded.some((order) => order.status === 'pending' || order.status === 'approved');
  useGetWithdrawOrdersInfiniteQuery(undefined, { skip: !open || !online, pollingInterval: OPEN_ORDER_POLL_MS });
  const seen = useRef(new Map<string, string>());
  const symbol = info.data?.currencySymbol ?? '';

  // An order seen open that the operator rejected gave the money back: say so and refresh the
  // balances (the header's and this page's).
  useEffect(() => {
    let returned = 0;
    let changed = false;
    for (const order of loaded) {
      const before = seen.current.get(order.orderNo);
      if (before !== undefined && before !== order.status) {
        changed = true;
        if (order.status === 'rejected') returned += order.amount;
      }
      seen.current.set(order.orderNo, order.status);
    }
    if (!changed) return;
    dispatch(gatewayApi.util.invalidateTags(['Wallet', 'Records']));
    if (returned > 0)
      toast.info(msg`A withdrawal was rejected: ${formatMoney(returned, symbol, locale)} is back in your balance`, { long: true });
  }, [dispatch, loaded, locale, symbol]);

  if (info.isLoading) return <Loading />;
  if (!info.data) return <LoadFailure onRetry={() => void info.refetch()} />;
  const data = info.data;
  const money = (amount: number) => formatMoney(amount, data.currencySymbol, locale);

  return (
    <div className="withdraw-page" data-testid="withdraw-page">
      {!online && <OfflineNote />}
      <section className="card withdraw-balance" aria-label={i18n._(msg`Balance`)}>
        <div>
          <span className="card__meta">
            <Trans>Available to withdraw</Trans>
          </span>
          <strong className="withdraw-balance__value" data-testid="withdraw-available">
            {money(Math.max(data.available, 0))}
          </strong>
        </div>
        <div className="withdraw-balance__side">
          <span className="card__meta">
            <Trans>Balance</Trans> <span data-testid="withdraw-balance">{money(data.balance)}</span>
          </span>
          {data.locked > 0 && (
            <span className="card__meta">
              <Trans>Locked by turnover</Trans> {money(data.locked)}
            </span>
          )}
        </div>
      </section>
      <TurnoverList turnover={data.turnover} money={money} />
      {!data.paymentPasswordSet ? (
        <PasswordPrompt />
      ) : data.cards.length === 0 ? (
        <section className="card withdraw-prompt" data-testid="withdraw-no-card">
          <p className="card__meta">
            <Trans>Add a bank card or e-wallet in your payee name to withdraw to.</Trans>
          </p>
          <AppLink className="button" to={PATHS.bankCards}>
            <Trans>Add a card</Trans>
          </AppLink>
        </section>
      ) : (
        <WithdrawForm info={data} online={online} money={money} />
      )}
      <WithdrawOrders
        orders={loaded}
        loading={orders.isLoading}
        failed={!orders.data && orders.isError}
        hasMore={orders.hasNextPage}
        loadingMore={orders.isFetchingNextPage}
        onMore={() => void orders.fetchNextPage()}
        onRetry={() => void orders.refetch()}
        money={money}
        locale={locale}
      />
    </div>
  );
}

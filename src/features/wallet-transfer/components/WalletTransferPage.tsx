import './wallet-transfer.css';

import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';

import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { toast } from '@/components/toast/toast';
import { PATHS } from '@/config/paths';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { formatMoney } from '@/lib/format/money';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { formatDateTime, intlLocale } from '@/lib/i18n/intl-locale';
import { useOnline } from '@/lib/network/use-online';
import { selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { type TransferWallets, useGetTransferWalletsQuery, useRecallAllMutation, useTransferMutation } from '../api/transfer-api';
import { readLastSeen, saveLastSeen } from '../model/last-seen';
import {
  AMOUNT_PROBLEM_TEXTS,
  type AmountProblem,
  availableFor,
  checkTransferAmount,
  hasVendorMoney,
  sortVendorWallets,
  type TransferDirection,
  transferRequest,
} from '../model/transfer-rules';

/** The gateway's refusal when the operator does not use transfer wallets (gateway/README.md "Wallet transfer"). */
const TRANSFER_OFF = 'transfer.off';

/**
 * /m/wallet (docs/product.md#wallet-transfer): the main wallet and the vendors' transfer
 * wallets, a transfer between the main wallet and one vendor, and 'recall all'. Trial accounts
 * never get here (the route is for real members). Offline, the balances last seen stay on screen
 * read-only, with why.
 */
export function WalletTransferPage() {
  const { i18n, t } = useLingui();
  const locale = intlLocale(i18n);
  const userName = useAppSelector(selectSession)?.userName ?? '';
  const online = useOnline();
  const query = useGetTransferWalletsQuery();
  const [lastSeen] = useState(() => readLastSeen(userName));

  useEffect(() => {
    if (query.data && query.fulfilledTimeStamp) saveLastSeen(userName, query.data, query.fulfilledTimeStamp);
  }, [query.data, query.fulfilledTimeStamp, userName]);

  const wallets = query.data ?? lastSeen?.wallets;
  const seenAt = query.data ? query.fulfilledTimeStamp : lastSeen?.at;
  const readOnly = !online || (query.isError && !query.data);

  if (!wallets) {
    if (query.isLoading) return <Loading />;
    return (
      <EmptyState
        message={online ? t`The wallets could not be loaded.` : t`You are offline. The wallets will show once you are back online.`}
        action={
          online ? (
            <button type="button" className="button" onClick={() => void query.refetch()}>
              <Trans>Retry</Trans>
            </button>
          ) : undefined
        }
      />
    );
  }

  return (
    <div className="wallet-transfer">
      {readOnly && (
        <p className="wallet-transfer__notice" role="status" data-testid="wallet-offline">
          {seenAt ? (
            <Trans>You are offline: these are the balances seen at {formatDateTime(seenAt, locale)}. Transfers need a connection.</Trans>
          ) : (
            <Trans>You are offline. Transfers need a connection.</Trans>
          )}
        </p>
      )}
      {!wallets.enabled && (
        <p className="wallet-transfer__notice" role="status">
          <Trans>This site does not use transfer wallets at the moment. Your balances are shown for reference.</Trans>
        </p>
      )}
      <WalletSummary wallets={wallets} locale={locale} disabled={readOnly || !wallets.enabled} />
      {wallets.enabled && <TransferForm wallets={wallets} locale={locale} disabled={readOnly} />}
      <VendorList wallets={wallets} locale={locale} />
      <AppLink className="button button--quiet button--block" to={PATHS.accountRecord} data-testid="wallet-history">
        <Trans>Transaction history</Trans>
      </AppLink>
    </div>
  );
}

function WalletSummary({ wallets, locale, disabled }: { wallets: TransferWallets; locale: string; disabled: boolean }) {
  const { i18n, t } = useLingui();
  const [recall, recalling] = useRecallAllMutation();
  const symbol = wallets.currencySymbol;
  const vendorTotal = Math.round((wallets.total - wallets.main) * 100) / 100;

  async function recallAll() {
    try {
      const result = await recall().unwrap();
      const amount = formatMoney(result.recalled, symbol, locale);
      toast.info(result.recalled > 0 ? t`${amount} is back in your main wallet` : t`Every game wallet is already empty`);
    } catch (error) {
      toast.info(i18n._(isGatewayError(error) ? errorMessage(error) : errorMessage(null)));
    }
  }

  return (
    <section className="card transfer-summary" aria-labelledby="transfer-summary-title">
      <h2 id="transfer-summary-title" className="card__meta">
        <Trans>Total balance</Trans>
      </h2>
      <p className="transfer-summary__total" data-testid="wallet-total">
        {formatMoney(wallets.total, symbol, locale)}
      </p>
      <dl className="transfer-summary__split">
        <div>
          <dt>
            <Trans>Main wallet</Trans>
          </dt>
          <dd data-testid="wallet-main">{formatMoney(wallets.main, symbol, locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Game wallets</Trans>
          </dt>
          <dd data-testid="wallet-vendors">{formatMoney(vendorTotal, symbol, locale)}</dd>
        </div>
      </dl>
      {wallets.enabled && (
        <button
          type="button"
          className="button button--block"
          disabled={disabled || recalling.isLoading || !hasVendorMoney(wallets)}
          aria-busy={recalling.isLoading}
          onClick={() => void recallAll()}
        >
          <Trans>Recall all to main wallet</Trans>
        </button>
      )}
    </section>
  );
}

function TransferForm({ wallets, locale, disabled }: { wallets: TransferWallets; locale: string; disabled: boolean }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [transfer, transferring] = useTransferMutation();
  const [direction, setDirection] = useState<TransferDirection>('in');
  const [vendor, setVendor] = useState(() => sortVendorWallets(wallets.vendors)[0]?.vendor ?? '');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const available = availableFor(wallets, vendor, direction);
  const symbol = wallets.currencySymbol;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = checkTransferAmount(amount, available);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    try {
      await transfer(transferRequest(vendor, direction, checked.amount)).unwrap();
      setAmount('');
      toast.info(t`Transfer done`);
    } catch (error) {
      // The typed amount stays, so the player can correct it.
      if (isGatewayError(error) && error.code === TRANSFER_OFF) setFailure(t`This site does not use transfer wallets at the moment.`);
      else setFailure(i18n._(errorMessage(isGatewayError(error) ? error : null)));
    }
  }

  const errorId = `${id}-error`;
  return (
    <form className="card transfer-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        <Trans>Transfer</Trans>
      </h2>
      <div className="transfer-form__direction" role="group" aria-label={t`Direction`}>
        <button type="button" className="transfer-chip" aria-pressed={direction === 'in'} onClick={() => setDirection('in')}>
          <Trans>To game wallet</Trans>
        </button>
        <button type="button" className="transfer-chip" aria-pressed={direction === 'out'} onClick={() => setDirection('out')}>
          <Trans>To main wallet</Trans>
        </button>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-vendor`}>
          <Trans>Game wallet</Trans>
        </label>
        <select
          id={`${id}-vendor`}
          className="field__input"
          value={vendor}
          onChange={(event) => setVendor(event.target.value)}
          data-testid="transfer-vendor"
        >
          {wallets.vendors.map((wallet) => (
            <option key={wallet.vendor} value={wallet.vendor}>
              {wallet.vendorName} · {formatMoney(wallet.balance, symbol, locale)}
            </option>
          ))}
        </select>
      </div>
      <div className={`field${problem ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-amount`}>
          <Trans>Amount</Trans>
        </label>
        <div className="field__control">
          <input
            id={`${id}-amount`}
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            data-testid="transfer-amount"
          />
          <button type="button" className="field__action" onClick={() => setAmount(available.toFixed(2))} disabled={available <= 0}>
            <Trans>All</Trans>
          </button>
        </div>
        <p className="card__meta">
          <Trans>Available {formatMoney(available, symbol, locale)}</Trans>
        </p>
        {problem && (
          <p id={errorId} className="field__error" role="alert">
            {i18n._(AMOUNT_PROBLEM_TEXTS[problem])}
          </p>
        )}
      </div>
      {failure && (
        <p className="card__error" role="alert">
          {failure}
        </p>
      )}
      <button
        type="submit"
        className="button button--block"
        disabled={disabled || transferring.isLoading}
        aria-busy={transferring.isLoading}
      >
        <Trans>Transfer</Trans>
      </button>
    </form>
  );
}

function VendorList({ wallets, locale }: { wallets: TransferWallets; locale: string }) {
  const { t } = useLingui();
  const sorted = useMemo(() => sortVendorWallets(wallets.vendors), [wallets.vendors]);
  return (
    <section className="card">
      <h2 className="card__title">
        <Trans>Game wallets</Trans>
      </h2>
      <ul className="transfer-list" aria-label={t`Game wallets`}>
        {sorted.map((wallet) => (
          <li key={wallet.vendor} className="transfer-list__row" data-testid="vendor-wallet" data-vendor={wallet.vendor}>
            <span>{wallet.vendorName}</span>
            <span className={wallet.balance > 0 ? 'transfer-list__amount' : 'transfer-list__amount is-empty'}>
              {formatMoney(wallet.balance, wallets.currencySymbol, locale)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

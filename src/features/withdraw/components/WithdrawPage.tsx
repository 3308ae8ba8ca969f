import './withdraw.css';

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { KycGate } from '@/components/kyc/KycGate';
import { AppLink } from '@/components/link/AppLink';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { PATHS } from '@/config/paths';
import { formatMoney } from '@/lib/format/money';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { useLanguageCode } from '@/lib/i18n/use-language';
import { useOnline } from '@/lib/network/use-online';

import { useGetWithdrawInfoQuery } from '../api/withdraw-api';
import { OfflineNote } from './OfflineNote';
import { PasswordPrompt } from './PasswordPrompt';
import { TurnoverList } from './TurnoverList';
import { useRejectedWithdrawalWatch } from './use-rejected-withdrawal-watch';
import { useWithdrawOrders } from './use-withdraw-orders';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawOrders } from './WithdrawOrders';

/**
 * /m/withdraw (docs/product.md#withdraw): the balance free to withdraw (bonuses under turnover are
 * not), the limits and the fee before confirming, the payment password, and the orders' history.
 * The amount leaves the balance when requested and comes back if the operator rejects it.
 */
export function WithdrawPage() {
  // The operator may ask for a verified identity first (docs/product.md#identity-verification).
  return (
    <KycGate action="withdraw">
      <WithdrawScreen />
    </KycGate>
  );
}

function WithdrawScreen() {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n);
  const online = useOnline();
  const language = useLanguageCode();
  const info = useGetWithdrawInfoQuery({ language });
  const orderList = useWithdrawOrders(online);
  useRejectedWithdrawalWatch(orderList.orders, info.data?.currencySymbol ?? '', locale);

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
      <WithdrawOrders {...orderList} money={money} locale={locale} />
    </div>
  );
}

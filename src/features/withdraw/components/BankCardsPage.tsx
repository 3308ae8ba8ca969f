import './withdraw.css';

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';

import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { toast } from '@/components/toast/toast';
import { PATHS } from '@/config/paths';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { useOnline } from '@/lib/network/use-online';

import { type PayoutCard, useGetPayoutCardsQuery, useRemovePayoutCardMutation } from '../api/withdraw-api';
import { isPaymentPassword } from '../model/card-rules';
import { withdrawErrorMessage } from '../model/withdraw-errors';
import { AddCardForm } from './AddCardForm';
import { OfflineNote } from './OfflineNote';
import { PasswordPrompt } from './PasswordPrompt';
import { PinField } from './WithdrawField';

/** Removing a card asks for the payment password in place, under the card. */
function RemoveCard({ card, online, onClose }: { card: PayoutCard; online: boolean; onClose: () => void }) {
  const { i18n } = useLingui();
  const [remove, removing] = useRemovePayoutCardMutation();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isPaymentPassword(pin)) {
      setError(i18n._(msg`The payment password must be 6 digits`));
      return;
    }
    try {
      await remove({ id: card.id, paymentPassword: pin }).unwrap();
      toast.success(msg`Card removed`);
      onClose();
    } catch (caught) {
      const gatewayError = isGatewayError(caught) ? caught : undefined;
      const text = i18n._(withdrawErrorMessage(gatewayError));
      if (gatewayError?.code === 'payment.password.invalid') setError(text);
      else toast.error(text);
    }
  }

  return (
    <form className="form withdraw-remove" noValidate onSubmit={(event) => void submit(event)} aria-label={i18n._(msg`Remove card`)}>
      <PinField label={<Trans>Payment password</Trans>} value={pin} onValue={setPin} error={error} disabled={!online} />
      <div className="withdraw-actions">
        <button type="button" className="button button--quiet" onClick={onClose}>
          <Trans>Keep it</Trans>
        </button>
        <button type="submit" className="button button--danger" disabled={!online || removing.isLoading} aria-busy={removing.isLoading}>
          <Trans>Remove</Trans>
        </button>
      </div>
    </form>
  );
}

/** /m/bankCards (docs/product.md#bank-cards): the member's cards and e-wallets, add and remove. */
export function BankCardsPage() {
  const { i18n } = useLingui();
  const online = useOnline();
  const cards = useGetPayoutCardsQuery();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);

  if (cards.isLoading) return <Loading />;
  if (!cards.data) return <LoadFailure onRetry={() => void cards.refetch()} />;
  const { list, methods, payeeName, paymentPasswordSet, maxCards } = cards.data;
  const canAdd = online && paymentPasswordSet && list.length < maxCards;

  return (
    <div className="withdraw-page" data-testid="bank-cards-page">
      {!online && <OfflineNote />}
      {!paymentPasswordSet && <PasswordPrompt />}
      {list.length === 0 ? (
        <EmptyState message={<Trans>No bank card or e-wallet yet. Add one to withdraw.</Trans>} />
      ) : (
        <ul className="withdraw-cards" aria-label={i18n._(msg`Saved cards`)}>
          {list.map((card) => (
            <li key={card.id} className="withdraw-card" data-testid="payout-card">
              <div className="withdraw-card__main">
                <span className="withdraw-card__name">{card.methodName}</span>
                <span className="withdraw-card__no">{card.maskedNo}</span>
                <span className="card__meta">{card.holderName}</span>
              </div>
              {removing === card.id ? (
                <RemoveCard card={card} online={online} onClose={() => setRemoving(null)} />
              ) : (
                <button
                  type="button"
                  className="button button--quiet button--small"
                  disabled={!online || !paymentPasswordSet}
                  onClick={() => setRemoving(card.id)}
                >
                  <Trans>Remove</Trans>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddCardForm
          methods={methods}
          payeeName={payeeName}
          online={online}
          onDone={() => setAdding(false)}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div className="withdraw-actions">
          {paymentPasswordSet && list.length >= maxCards && (
            <p className="card__meta">
              <Trans>You have saved the most cards allowed. Remove one first.</Trans>
            </p>
          )}
          <button type="button" className="button" disabled={!canAdd} onClick={() => setAdding(true)}>
            <Trans>Add a card</Trans>
          </button>
          {list.length > 0 && (
            <AppLink className="button button--quiet" to={PATHS.withdraw}>
              <Trans>Withdraw</Trans>
            </AppLink>
          )}
        </div>
      )}
      {paymentPasswordSet && (
        <AppLink className="withdraw-link" to={PATHS.paymentPassword}>
          <Trans>Change payment password</Trans>
        </AppLink>
      )}
    </div>
  );
}

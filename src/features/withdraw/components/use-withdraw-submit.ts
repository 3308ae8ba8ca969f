import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';

import { toast } from '@/components/toast/toast';
import { isGatewayError } from '@/lib/gateway/gateway-error';

import { usePlaceWithdrawalMutation, type WithdrawInfo } from '../api/withdraw-api';
import { isPaymentPassword } from '../model/card-rules';
import { withdrawErrorMessage } from '../model/withdraw-errors';
import { checkWithdrawAmount, withdrawProblemMessage } from '../model/withdraw-rules';

interface Draft {
  cardId: number;
  amount: string;
}

export interface WithdrawQuote {
  cardId: number;
  amount: number;
  fee: number;
  payout: number;
}

/**
 * The withdraw form's two steps (docs/product.md#withdraw): the amount checked and quoted, then
 * confirmed with the payment password. A refusal about the password stays on the password;
 * anything about the amount goes back to the amount, as typed; the rest is a toast.
 */
export function useWithdrawSubmit(info: WithdrawInfo, money: (amount: number) => string) {
  const { i18n } = useLingui();
  const [place, placing] = usePlaceWithdrawalMutation();
  const [draft, setDraft] = useState<Draft>({ cardId: info.cards[0]?.id ?? 0, amount: '' });
  const [amountError, setAmountError] = useState<string>();
  const [quote, setQuote] = useState<WithdrawQuote | null>(null);
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

  async function confirm(event: FormEvent, chosen: WithdrawQuote) {
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

  return {
    card,
    limits,
    live,
    draft,
    chooseCard: (cardId: number) => setDraft((previous) => ({ ...previous, cardId })),
    setAmount: (amount: string) => setDraft((previous) => ({ ...previous, amount })),
    amountError,
    quote,
    back: () => setQuote(null),
    pin,
    setPin,
    pinError,
    placing: placing.isLoading,
    review,
    confirm,
  };
}

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';

import { toast } from '@/components/toast/toast';
import { isGatewayError } from '@/lib/gateway/gateway-error';

import { type PayoutMethod, useAddPayoutCardMutation } from '../api/withdraw-api';
import { accountNoProblemMessage, checkAccountNo, checkHolderName, isPaymentPassword } from '../model/card-rules';
import { withdrawErrorMessage } from '../model/withdraw-errors';
import { PinField, WithdrawField } from './WithdrawField';

interface Values {
  method: string;
  accountNo: string;
  holderName: string;
  pin: string;
}

type Errors = Partial<Record<keyof Values, string>>;

export interface AddCardFormProps {
  methods: PayoutMethod[];
  payeeName: string | null;
  online: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/** A new card or e-wallet: the method's number rule, the payee name as holder, the payment password. */
export function AddCardForm({ methods, payeeName, online, onDone, onCancel }: AddCardFormProps) {
  const { i18n } = useLingui();
  const [add, adding] = useAddPayoutCardMutation();
  const [values, setValues] = useState<Values>({ method: methods[0]?.code ?? '', accountNo: '', holderName: payeeName ?? '', pin: '' });
  const [errors, setErrors] = useState<Errors>({});
  const method = methods.find((candidate) => candidate.code === values.method) ?? methods[0];
  if (!method) return null;

  const set = (name: keyof Values) => (value: string) => setValues((previous) => ({ ...previous, [name]: value }));

  function validate(chosen: PayoutMethod): Errors {
    const found: Errors = {};
    const numberProblem = checkAccountNo(values.accountNo, chosen);
    if (numberProblem) found.accountNo = i18n._(accountNoProblemMessage(numberProblem, chosen));
    const holderProblem = checkHolderName(values.holderName, payeeName);
    if (holderProblem === 'required') found.holderName = i18n._(msg`Enter the name on the account`);
    if (holderProblem === 'mismatch') found.holderName = i18n._(msg`The holder name must be your payee name`);
    if (!isPaymentPassword(values.pin)) found.pin = i18n._(msg`The payment password must be 6 digits`);
    return found;
  }

  async function submit(event: FormEvent, chosen: PayoutMethod) {
    event.preventDefault();
    const found = validate(chosen);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await add({ method: chosen.code, accountNo: values.accountNo, holderName: values.holderName, paymentPassword: values.pin }).unwrap();
      toast.success(msg`Card added`);
      onDone();
    } catch (caught) {
      const error = isGatewayError(caught) ? caught : undefined;
      const text = i18n._(withdrawErrorMessage(error));
      if (error?.code === 'payment.password.invalid') setErrors({ pin: text });
      else if (error?.code === 'card.number.invalid' || error?.code === 'card.exists') setErrors({ accountNo: text });
      else if (error?.code === 'card.holder.mismatch') setErrors({ holderName: text });
      else toast.error(text);
    }
  }

  return (
    <form
      className="form card withdraw-form"
      noValidate
      onSubmit={(event) => void submit(event, method)}
      aria-label={i18n._(msg`Add a card`)}
    >
      <fieldset className="withdraw-methods" disabled={!online}>
        <legend className="field__label">
          <Trans>Payout method</Trans>
        </legend>
        <div className="withdraw-methods__grid" role="radiogroup">
          {methods.map((candidate) => (
            <button
              key={candidate.code}
              type="button"
              role="radio"
              aria-checked={candidate.code === method.code}
              className="withdraw-method"
              onClick={() => setValues((previous) => ({ ...previous, method: candidate.code }))}
            >
              <span className="withdraw-method__name">{candidate.name}</span>
              <span className="card__meta">{candidate.kind === 'ewallet' ? <Trans>E-wallet</Trans> : <Trans>Bank</Trans>}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <WithdrawField
        label={method.kind === 'ewallet' ? <Trans>E-wallet mobile number</Trans> : <Trans>Account number</Trans>}
        value={values.accountNo}
        onValue={set('accountNo')}
        error={errors.accountNo}
        placeholder={method.example}
        inputMode="numeric"
        autoComplete="off"
        disabled={!online}
      />
      <WithdrawField
        label={<Trans>Holder name</Trans>}
        value={values.holderName}
        onValue={set('holderName')}
        error={errors.holderName}
        hint={
          payeeName ? (
            <Trans>Must be your payee name: {payeeName}</Trans>
          ) : (
            <Trans>This becomes your payee name: every card must be in this name.</Trans>
          )
        }
        autoComplete="name"
        disabled={!online}
      />
      <PinField label={<Trans>Payment password</Trans>} value={values.pin} onValue={set('pin')} error={errors.pin} disabled={!online} />
      <div className="withdraw-actions">
        <button type="button" className="button button--quiet" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="button" disabled={!online || adding.isLoading} aria-busy={adding.isLoading}>
          <Trans>Save card</Trans>
        </button>
      </div>
    </form>
  );
}

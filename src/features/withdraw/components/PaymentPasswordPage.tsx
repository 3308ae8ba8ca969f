import './withdraw.css';

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { toast } from '@/components/toast/toast';
import { PATHS } from '@/config/paths';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { useOnline } from '@/lib/network/use-online';

import { useGetPayoutCardsQuery, useSetPaymentPasswordMutation } from '../api/withdraw-api';
import { isPaymentPassword } from '../model/card-rules';
import { withdrawErrorMessage } from '../model/withdraw-errors';
import { OfflineNote } from './OfflineNote';
import { PinField, WithdrawField } from './WithdrawField';

interface Values {
  current: string;
  next: string;
  confirm: string;
}

type Errors = Partial<Record<keyof Values, string>>;

/**
 * /m/paymentPassword (docs/product.md#payment-password): sets the first payment password, confirmed
 * with the login password, or changes it with the current one. It protects card changes and
 * withdrawals. Afterwards the player goes back to where they came from.
 */
export function PaymentPasswordPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const online = useOnline();
  const cards = useGetPayoutCardsQuery();
  const [save, saving] = useSetPaymentPasswordMutation();
  const [values, setValues] = useState<Values>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});

  if (cards.isLoading) return <Loading />;
  if (!cards.data) return <LoadFailure onRetry={() => void cards.refetch()} />;
  const isSet = cards.data.paymentPasswordSet;

  const field = (name: keyof Values) => ({
    value: values[name],
    onValue: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    error: errors[name],
    disabled: !online,
  });

  function validate(): Errors {
    const found: Errors = {};
    if (values.current === '') found.current = i18n._(isSet ? msg`Enter your current payment password` : msg`Enter your login password`);
    if (!isPaymentPassword(values.next)) found.next = i18n._(msg`The payment password must be 6 digits`);
    else if (isSet && values.next === values.current) found.next = i18n._(msg`The new payment password must differ from the current one`);
    if (values.confirm !== values.next) found.confirm = i18n._(msg`Confirmation password not matched`);
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save({
        ...(isSet ? { oldPaymentPassword: values.current } : { loginPassword: values.current }),
        newPaymentPassword: values.next,
        confirmPaymentPassword: values.confirm,
      }).unwrap();
      toast.success(isSet ? msg`Payment password changed` : msg`Payment password set`);
      if (location.key !== 'default') void navigate(-1);
      else void navigate(PATHS.memberHome, { replace: true });
    } catch (caught) {
      const error = isGatewayError(caught) ? caught : undefined;
      const text = i18n._(withdrawErrorMessage(error));
      if (error?.code === 'payment.password.invalid' || error?.code === 'password.old.invalid') setErrors({ current: text });
      else if (error?.code === 'payment.password.format' || error?.code === 'password.same') setErrors({ next: text });
      else if (error?.code === 'password.mismatch') setErrors({ confirm: text });
      else toast.error(text);
    }
  }

  return (
    <div className="withdraw-page" data-testid="payment-password-page" data-set={isSet}>
      {!online && <OfflineNote />}
      <form
        className="form card withdraw-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={i18n._(msg`Payment password`)}
      >
        <p className="card__meta">
          {isSet ? (
            <Trans>Your payment password protects your bank cards and withdrawals. Enter the current one to choose a new one.</Trans>
          ) : (
            <Trans>Choose a 6-digit payment password. You will enter it to add or remove a bank card and to withdraw.</Trans>
          )}
        </p>
        {isSet ? (
          <PinField label={<Trans>Current payment password</Trans>} {...field('current')} />
        ) : (
          <WithdrawField label={<Trans>Login password</Trans>} type="password" autoComplete="current-password" {...field('current')} />
        )}
        <PinField label={<Trans>New payment password</Trans>} hint={<Trans>6 digits</Trans>} {...field('next')} />
        <PinField label={<Trans>Confirm payment password</Trans>} {...field('confirm')} />
        <button type="submit" className="button button--block" disabled={!online || saving.isLoading} aria-busy={saving.isLoading}>
          {isSet ? <Trans>Change payment password</Trans> : <Trans>Set payment password</Trans>}
        </button>
      </form>
    </div>
  );
}

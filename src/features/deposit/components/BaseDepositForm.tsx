import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useField, useFormikContext } from 'formik';
import { useId } from 'react';
import { formatMoney } from '../../../lib/format/money';
import { AmountField } from './AmountField';
import type { DepositFormProps, DepositValues } from './DepositScreen';

/** The base deposit design (dep_func 0): a plain form with a channel select. */
export function BaseDepositForm({ channels, currencySymbol, locale }: DepositFormProps) {
  const { i18n } = useLingui();
  const { isSubmitting, setFieldError } = useFormikContext<DepositValues>();
  const [field] = useField<string>('channel');
  const selectId = useId();
  const channel = channels.find((entry) => entry.code === field.value) ?? channels[0]!;
  const money = (amount: number) => formatMoney(amount, currencySymbol, locale);

  return (
    <div className="card deposit-base">
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          <Trans>Payment channel</Trans>
        </label>
        <select
          {...field}
          id={selectId}
          className="field__input"
          onChange={(event) => {
            field.onChange(event);
            setFieldError('amount', undefined);
          }}
        >
          {channels.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      <AmountField prefix={currencySymbol} hint={i18n._(msg`From ${money(channel.min)} to ${money(channel.max)}`)} />
      <button type="submit" className="button button--block" disabled={isSubmitting} aria-busy={isSubmitting}>
        <Trans>Submit</Trans>
      </button>
    </div>
  );
}

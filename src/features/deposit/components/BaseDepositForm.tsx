import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useField, useFormikContext } from 'formik';
import { useId } from 'react';

import { formatMoney } from '@/lib/format/money';

import { METHOD_LABELS } from '../model/deposit-texts';
import { AmountField } from './AmountField';
import { BonusFields } from './BonusFields';
import { ChannelNotice } from './ChannelNotice';
import type { DepositFormProps, DepositValues } from './deposit-form-props';

/** The base deposit design (dep_func 0): a plain form with a channel select. */
export function BaseDepositForm(props: DepositFormProps) {
  const { channels, bonuses, currencySymbol, locale, hours, opensText } = props;
  const { i18n } = useLingui();
  const { isSubmitting, setFieldError } = useFormikContext<DepositValues>();
  const [field] = useField<string>('channel');
  const selectId = useId();
  const channel = channels.find((entry) => entry.code === field.value) ?? channels[0]!;
  const open = hours.get(channel.code)?.open !== false;
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
          {channels.map((entry) => {
            const state = hours.get(entry.code);
            const note = state && !state.open ? opensText(state) : i18n._(METHOD_LABELS[entry.method]);
            return (
              <option key={entry.code} value={entry.code}>
                {`${entry.name} (${note ?? ''})`}
              </option>
            );
          })}
        </select>
      </div>
      <ChannelNotice {...props} channel={channel} />
      {open && (
        <>
          <AmountField prefix={currencySymbol} hint={i18n._(msg`From ${money(channel.min)} to ${money(channel.max)}`)}>
            {props.allowance}
          </AmountField>
          <BonusFields bonuses={bonuses} currencySymbol={currencySymbol} locale={locale} />
        </>
      )}
      <button type="submit" className="button button--block" disabled={isSubmitting || !open} aria-busy={isSubmitting}>
        <Trans>Submit</Trans>
      </button>
    </div>
  );
}

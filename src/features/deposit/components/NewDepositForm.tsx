import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';

import { formatMoney } from '@/lib/format/money';

import { METHOD_LABELS } from '../model/deposit-texts';
import { AmountField } from './AmountField';
import { BonusFields } from './BonusFields';
import { ChannelNotice } from './ChannelNotice';
import type { DepositFormProps, DepositValues } from './deposit-form-props';

/** The new deposit design (dep_func 1): channel tiles, preset amount chips and a summary card. */
export function NewDepositForm(props: DepositFormProps) {
  const { channels, bonuses, currencySymbol, locale, hours, opensText } = props;
  const { i18n } = useLingui();
  const { values, setFieldValue, setFieldError, isSubmitting } = useFormikContext<DepositValues>();
  const channel = channels.find((entry) => entry.code === values.channel) ?? channels[0]!;
  const open = hours.get(channel.code)?.open !== false;
  const money = (amount: number) => formatMoney(amount, currencySymbol, locale);
  const typed = Number(values.amount.replace(/,/g, ''));

  return (
    <>
      <fieldset className="deposit-tiles">
        <legend className="field__label">
          <Trans>Payment channel</Trans>
        </legend>
        <div className="deposit-tiles__grid" role="radiogroup" aria-label={i18n._(msg`Payment channel`)}>
          {channels.map((entry) => {
            const state = hours.get(entry.code);
            const closed = state !== undefined && !state.open;
            return (
              <button
                key={entry.code}
                type="button"
                role="radio"
                aria-checked={entry.code === channel.code}
                className={`deposit-tile${closed ? ' deposit-tile--closed' : ''}`}
                data-testid="deposit-channel"
                data-code={entry.code}
                onClick={() => {
                  void setFieldValue('channel', entry.code, false);
                  setFieldError('amount', undefined);
                }}
              >
                <span className={`deposit-tile__icon deposit-tile__icon--${entry.method}`} aria-hidden="true">
                  {entry.name.slice(0, 1)}
                </span>
                <span className="deposit-tile__name">{entry.name}</span>
                <span className="deposit-tile__kind">{closed && state ? opensText(state) : i18n._(METHOD_LABELS[entry.method])}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <ChannelNotice {...props} channel={channel} />
      {open && (
        <>
          <div className="deposit-chips" role="group" aria-label={i18n._(msg`Quick amounts`)}>
            {channel.presets.map((preset) => (
              <button
                key={preset}
                type="button"
                className="deposit-chip"
                aria-pressed={typed === preset}
                onClick={() => {
                  void setFieldValue('amount', String(preset), false);
                  setFieldError('amount', undefined);
                }}
              >
                {money(preset)}
              </button>
            ))}
          </div>
          <AmountField prefix={currencySymbol} hint={i18n._(msg`From ${money(channel.min)} to ${money(channel.max)}`)}>
            {props.allowance}
          </AmountField>
          <BonusFields bonuses={bonuses} currencySymbol={currencySymbol} locale={locale} />
          <section className="deposit-summary" aria-label={i18n._(msg`Summary`)} data-testid="deposit-summary">
            <dl>
              <div>
                <dt>
                  <Trans>Channel</Trans>
                </dt>
                <dd>{channel.name}</dd>
              </div>
              <div>
                <dt>
                  <Trans>You deposit</Trans>
                </dt>
                <dd className="deposit-summary__amount">{Number.isFinite(typed) && typed > 0 ? money(typed) : '—'}</dd>
              </div>
            </dl>
            <p className="card__meta">{channel.instructions}</p>
          </section>
        </>
      )}
      <button type="submit" className="button button--block" disabled={isSubmitting || !open} aria-busy={isSubmitting}>
        <Trans>Deposit now</Trans>
      </button>
    </>
  );
}

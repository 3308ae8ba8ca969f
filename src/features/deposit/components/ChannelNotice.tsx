import { Trans } from '@lingui/react/macro';

import { formatMoney } from '@/lib/format/money';

import type { DepositChannel } from '../api/deposit-api';
import type { DepositFormProps } from './deposit-form-props';

/**
 * The chosen channel's limits and service hours; a closed one says when it opens and cannot be
 * used. Also the form-wide refusal (a channel that closed while the member was typing).
 */
export function ChannelNotice({
  channel,
  hours,
  opensText,
  formError,
  currencySymbol,
  locale,
}: DepositFormProps & { channel: DepositChannel }) {
  const state = hours.get(channel.code);
  const money = (amount: number) => formatMoney(amount, currencySymbol, locale);
  const min = money(channel.min);
  const max = money(channel.max);
  return (
    <div className="deposit-notice" data-testid="deposit-channel-notice">
      <p className="card__meta">
        <Trans>
          Limits: {min} to {max} per deposit.
        </Trans>{' '}
        {channel.hours ? (
          <Trans>
            Service hours: {channel.hours.open} to {channel.hours.close} (GMT+8).
          </Trans>
        ) : (
          <Trans>Open 24 hours.</Trans>
        )}
      </p>
      {state && !state.open && (
        <p className="deposit-notice__closed" role="status" data-testid="deposit-channel-closed">
          <Trans>This channel is closed now.</Trans> {opensText(state)}
        </p>
      )}
      {formError && (
        <p className="field__error" role="alert" data-testid="deposit-form-error">
          {formError}
        </p>
      )}
    </div>
  );
}

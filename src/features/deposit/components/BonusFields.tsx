import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useField, useFormikContext } from 'formik';
import { useId } from 'react';

import { formatMoney } from '@/lib/format/money';

import type { DepositBonus } from '../api/deposit-api';
import { bonusFor } from '../model/deposit-rules';
import type { DepositValues } from './deposit-form-props';

/**
 * The deposit bonus to apply (docs/product.md#deposit): none, one of the listed ones, or a promo
 * code; the gateway applies it when the payment is confirmed. A typed code wins over a choice.
 */
export function BonusFields({ bonuses, currencySymbol, locale }: { bonuses: DepositBonus[]; currencySymbol: string; locale: string }) {
  const { i18n } = useLingui();
  const { values, setFieldValue, setFieldError, errors } = useFormikContext<DepositValues>();
  const [promo, promoMeta] = useField<string>('promoCode');
  const promoId = useId();
  const money = (amount: number) => formatMoney(amount, currencySymbol, locale);
  const typed = Number(values.amount.replace(/,/g, ''));
  const chosen = bonuses.find((bonus) => bonus.code === values.bonus);
  const preview = chosen && Number.isFinite(typed) ? bonusFor(typed, chosen) : 0;
  const promoInvalid = promoMeta.error !== undefined;

  return (
    <div className="deposit-bonus">
      {bonuses.length > 0 && (
        <fieldset className="deposit-bonus__list">
          <legend className="field__label">
            <Trans>Deposit bonus</Trans>
          </legend>
          {[undefined, ...bonuses].map((bonus) => (
            <label key={bonus?.code ?? 'none'} className="deposit-bonus__option">
              <input
                type="radio"
                name="bonus"
                value={bonus?.code ?? ''}
                checked={values.bonus === (bonus?.code ?? '')}
                onChange={() => {
                  void setFieldValue('bonus', bonus?.code ?? '', false);
                  setFieldError('bonus', undefined);
                }}
              />
              <span>
                {bonus ? bonus.title : <Trans>No bonus</Trans>}
                {bonus && (
                  <span className="card__meta deposit-bonus__terms">
                    {i18n._(msg`${bonus.percent}% up to ${money(bonus.cap)}, for deposits from ${money(bonus.minDeposit)}`)}
                    {bonus.firstDepositOnly && ` · ${i18n._(msg`first deposit only`)}`}
                  </span>
                )}
              </span>
            </label>
          ))}
          {errors.bonus && (
            <p className="field__error" role="alert">
              {errors.bonus}
            </p>
          )}
          {preview > 0 && (
            <p className="card__meta" data-testid="deposit-bonus-preview">
              {i18n._(msg`Bonus when paid: ${money(preview)}`)}
            </p>
          )}
        </fieldset>
      )}
      <div className={`field${promoInvalid ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={promoId}>
          <Trans>Promo code (optional)</Trans>
        </label>
        <input
          {...promo}
          id={promoId}
          className="field__input"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          aria-invalid={promoInvalid}
          aria-describedby={promoInvalid ? `${promoId}-error` : undefined}
        />
        {promoInvalid && (
          <p id={`${promoId}-error`} className="field__error" role="alert">
            {promoMeta.error}
          </p>
        )}
      </div>
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { useField } from 'formik';
import { type ReactNode, useId } from 'react';

/** The amount input with its error under it; decimal keypad on phones. `children`: lines under the hint (the player's own limit). */
export function AmountField({ prefix, hint, children }: { prefix: string; hint: string; children?: ReactNode }) {
  const [field, meta] = useField<string>('amount');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = meta.error !== undefined;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        <Trans>Amount</Trans>
      </label>
      <div className="field__control deposit-amount">
        <span className="deposit-amount__prefix" aria-hidden="true">
          {prefix}
        </span>
        <input
          {...field}
          id={id}
          className="field__input"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={invalid}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
        />
      </div>
      <p id={hintId} className="card__meta">
        {hint}
      </p>
      {children}
      {invalid && (
        <p id={errorId} className="field__error" role="alert">
          {meta.error}
        </p>
      )}
    </div>
  );
}

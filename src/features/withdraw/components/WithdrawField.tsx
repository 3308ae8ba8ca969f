import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface WithdrawFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  prefix?: string;
}

/** A labelled input with its hint and its error under it; what was typed stays when it is refused. */
export function WithdrawField({ label, value, onValue, error, hint, prefix, ...input }: WithdrawFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = error !== undefined;
  const describedBy = [invalid ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`field__control${prefix ? ' withdraw-amount' : ''}`}>
        {prefix && (
          <span className="withdraw-amount__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          {...input}
          id={id}
          className="field__input"
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      </div>
      {hint && (
        <p id={hintId} className="card__meta">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The 6-digit payment password: a numeric keypad, never autofilled as the login password. */
export function PinField(props: Omit<WithdrawFieldProps, 'type' | 'inputMode' | 'maxLength' | 'autoComplete'>) {
  return <WithdrawField {...props} type="password" inputMode="numeric" maxLength={6} autoComplete="off" />;
}

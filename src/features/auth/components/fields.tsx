import './auth.css';

import { Trans, useLingui } from '@lingui/react/macro';
import { useField, useFormikContext } from 'formik';
import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef, useState } from 'react';

import { TIMING } from '@/config/constants';
import { useLanguageCode } from '@/lib/i18n/use-language';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** Shows a field's message once the player has left the field or tried to submit. */
function useFieldError(name: string): string | undefined {
  const [, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  return (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
}

/** What a field takes and whether it may stay empty, shown before the player types. */
export interface FieldGuide {
  /** Shown under the field from the start, and read with it (aria-describedby). */
  hint?: string | null;
  /** Marks the label "(optional)"; required fields carry no mark. */
  optional?: boolean;
}

/**
 * A field's live status, said under it while the player types (the username's availability,
 * docs/product.md#registration). A field given one keeps its line from the start; `null` leaves
 * the line empty for now.
 */
export interface FieldStatus {
  status?: ReactNode;
}

/** The ids a field's input is described by: its hint, then its message when it has one. */
function describedBy(id: string, hint: unknown, message: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldShell({
  id,
  label,
  error,
  children,
  leading,
  trailing,
  hint,
  optional,
  status,
}: { id: string; label: ReactNode; error?: string; children: ReactNode; leading?: ReactNode; trailing?: ReactNode } & FieldGuide &
  FieldStatus) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && (
          <>
            {' '}
            <span className="field__optional">
              <Trans>(optional)</Trans>
            </span>
          </>
        )}
      </label>
      <div className="field__control">
        {leading}
        {children}
        {trailing}
      </div>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {status === undefined ? (
        error && (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        )
      ) : (
        // One line kept for the status and the field's message, which takes its place: neither
        // moves the form as it comes and goes, and a change is announced.
        <p className={`field__status${error ? ' field__error' : ''}`} id={`${id}-error`} role="status">
          {error ?? status}
        </p>
      )}
    </div>
  );
}

export function TextField({
  name,
  label,
  leading,
  trailing,
  hint,
  optional,
  status,
  ...input
}: { name: string; label: ReactNode; leading?: ReactNode; trailing?: ReactNode } & FieldGuide & FieldStatus & InputProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const id = `field-${name}`;
  return (
    <FieldShell id={id} label={label} error={error} leading={leading} trailing={trailing} hint={hint} optional={optional} status={status}>
      <input
        {...field}
        {...input}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error ?? status)}
      />
    </FieldShell>
  );
}

export function PasswordField({ name, label, ...input }: { name: string; label: ReactNode } & FieldGuide & InputProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      name={name}
      label={label}
      {...input}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="field__action"
          aria-pressed={visible}
          aria-label={visible ? t`Hide password` : t`Show password`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
        </button>
      }
    />
  );
}

export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const [{ value: _value, ...field }] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  return (
    <div className="checkbox">
      <input {...field} id={id} type="checkbox" className="checkbox__input" />
      <label htmlFor={id} className="checkbox__label">
        {children}
      </label>
    </div>
  );
}

/**
 * docs/product.md#validation: on a failed submit, focus moves to the first invalid field (in the
 * form's order).
 */
export function FocusFirstError({ order }: { order: readonly string[] }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<Record<string, unknown>>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    const first = order.find((name) => (errors as Record<string, unknown>)[name]);
    if (first) document.getElementById(`field-${first}`)?.focus();
  }, [submitCount, isSubmitting, isValidating, errors, order]);
  return null;
}

/**
 * docs/product.md#states-and-transitions: a language change re-validates the fields already filled,
 * after a short debounce, so their messages follow the language.
 */
export function RevalidateOnLanguageChange() {
  const language = useLanguageCode();
  const { validateForm, touched } = useFormikContext();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (Object.keys(touched).length === 0) return;
    const timer = setTimeout(() => void validateForm(), TIMING.loginRevalidateDebounce);
    return () => clearTimeout(timer);
    // validateForm and touched change identity on every render; only the language matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
  return null;
}

export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-alert" role="alert">
      {children}
    </p>
  );
}

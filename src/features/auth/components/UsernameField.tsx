import { Trans, useLingui } from '@lingui/react/macro';
import { useField, useFormikContext } from 'formik';
import { type ComponentProps, useEffect, useMemo, useRef } from 'react';

import { useUsernameAvailability } from '@/lib/account/use-username-availability';
import { checkableUsername, type UsernameAvailability } from '@/lib/account/username-check';

import { FORM_TEXTS } from '../model/field-messages';
import type { RegisterRule } from '../model/register-rules';
import { TextField } from './fields';

function CheckMark() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CrossMark() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="m4 4 8 8m0-8-8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function AvailabilityText({ availability }: { availability: Exclude<UsernameAvailability, 'unknown'> }) {
  const { i18n } = useLingui();
  switch (availability) {
    case 'checking':
      return (
        <span className="username-status" data-state="checking">
          <Trans context="username availability">Checking…</Trans>
        </span>
      );
    case 'available':
      return (
        <span className="username-status username-status--available" data-state="available">
          <CheckMark />
          <Trans>This username is available</Trans>
        </span>
      );
    case 'taken':
      return (
        <span className="username-status username-status--taken" data-state="taken">
          <CrossMark />
          {/* The same words as the field's error once the form has made it one: the line does not change. */}
          {i18n._(FORM_TEXTS.usernameTaken)}
        </span>
      );
  }
}

type UsernameFieldProps = Omit<ComponentProps<typeof TextField>, 'name' | 'status'> & {
  /** The rule the field is validated with: only a name it accepts is asked about. */
  rule: RegisterRule | undefined;
  /** A name the gateway says is taken: the form makes it the field's error, which stops submitting. */
  onTaken: (name: string) => void;
};

/**
 * The registration username, saying under it whether the name is free while it is typed
 * (docs/product.md#registration). Offline or after a failed check it says nothing, and the form
 * submits as before: registering checks the name again.
 */
export function UsernameField({ rule, onTaken, ...props }: UsernameFieldProps) {
  const [field] = useField<string>('username');
  const { validateForm } = useFormikContext();
  // The registration validates the name as typed (docs/product.md#registration).
  const name = useMemo(() => checkableUsername(field.value, rule), [field.value, rule]);
  const availability = useUsernameAvailability(name);
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (availability !== 'taken' || name === null || reported.current === name) return;
    reported.current = name;
    onTaken(name);
    void validateForm();
  }, [availability, name, onTaken, validateForm]);
  return (
    <TextField name="username" {...props} status={availability === 'unknown' ? null : <AvailabilityText availability={availability} />} />
  );
}

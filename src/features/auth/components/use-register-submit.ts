import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FormikHelpers } from 'formik';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { toast } from '@/components/toast/toast';
import { PATHS } from '@/config/paths';
import { ERROR_TEXTS, errorMessage } from '@/lib/errors/error-catalogue';
import { type GatewayError, isGatewayError } from '@/lib/gateway/gateway-error';
import { standaloneKind } from '@/lib/pwa/standalone';
import { startSession } from '@/lib/session/session-actions';
import { useAppDispatch } from '@/lib/store/hooks';

import { useCheckAffiliateMutation, useRegisterMutation } from '../api/auth-api';
import { confirmationSpec, fieldSpec, FORM_TEXTS, ruleMessage } from '../model/field-messages';
import { phoneSignInFailure } from '../model/phone-sign-in';
import { effectiveRule, type SignUpMethod } from '../model/register-fields';
import { buildRegisterPayload, type RegisterField, registerMethodFor, type RegisterValues } from '../model/register-payload';
import { buildRulesSchema, type RegisterRules, validateForm } from '../model/register-rules';
import type { PhoneSignIn } from './use-phone-sign-in';

export type RegisterFormValues = RegisterValues & { acceptTerms: boolean };

/** What the gateway refused, placed under the field it concerns (docs/product.md#errors texts). */
function fieldOfError(error: GatewayError, rules: RegisterRules, i18n: Parameters<typeof ruleMessage>[0]): [RegisterField, string] | null {
  const value = (error.value ?? {}) as { field?: string; patternId?: string };
  switch (error.code) {
    case 'register.field.invalid': {
      const field = value.field as RegisterField | undefined;
      if (!field) return null;
      if (value.patternId === 'in_confirmation_correct') return [field, i18n._(FORM_TEXTS.in_confirmation_correct)];
      const rule = rules[field];
      return [field, rule ? ruleMessage(i18n, rule, 'pattern') : i18n._(ERROR_TEXTS.formatIncorrect)];
    }
    case 'username.exists':
      // The words the live check uses (UsernameField), whichever side found the name taken.
      return ['username', i18n._(FORM_TEXTS.usernameTaken)];
    case 'mobile.exists':
      return ['mobileNum', i18n._(FORM_TEXTS.mobileTaken)];
    case 'affiliate.invalid':
      return ['affiliateCode', i18n._(ERROR_TEXTS.invitation_code_error)];
    case 'referrer.invalid':
      return ['recommenderId', i18n._(ERROR_TEXTS.referrerLink)];
    case 'captcha.invalid':
      return ['captcha', i18n._(ERROR_TEXTS.verificationCode)];
    case 'verification.invalid':
      return ['verificationCode', i18n._(ERROR_TEXTS.verificationCode)];
    default:
      return null;
  }
}

/**
 * The registration form's validation and submit (docs/product.md#registration): the invitation
 * code checked first, the Firebase code confirmed, then the account made, the session started and
 * the welcome said; a refusal goes under its field when the form shows it, else above the button.
 */
export function useRegisterSubmit({
  rules,
  fields,
  method,
  affiliateFromUrl,
  phone,
}: {
  rules: RegisterRules | undefined;
  fields: readonly RegisterField[];
  method: SignUpMethod;
  affiliateFromUrl: string | null;
  phone: PhoneSignIn;
}) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [register] = useRegisterMutation();
  const [checkAffiliate] = useCheckAffiliateMutation();
  // Firebase phone sign-in: the loading view covers the page from the code's confirmation until
  // the gateway has answered (docs/product.md#phone-sign-in).
  const [confirming, setConfirming] = useState(false);
  const [captchaNonce, setCaptchaNonce] = useState(() => Date.now());
  const [failure, setFailure] = useState<string | null>(null);
  const validAffiliate = useRef<string | null>(null);
  // Names the gateway has said are taken: the username's error until the player changes it.
  const takenUsernames = useRef(new Set<string>());
  const markUsernameTaken = useCallback((name: string) => void takenUsernames.current.add(name), []);

  const schema = useMemo(() => {
    if (!rules) return buildRulesSchema([]);
    const ruleSet = rules;
    return buildRulesSchema(
      fields.flatMap((field) => {
        const rule = effectiveRule(ruleSet, field, method);
        return rule ? [fieldSpec(i18n, field, rule)] : [];
      }),
      fields.includes('confirmPassword') ? [confirmationSpec(i18n, 'confirmPassword', 'password')] : [],
    );
    // Messages are read when validation runs, so they follow a language change.
  }, [rules, fields, method, i18n]);

  function validate(values: RegisterFormValues) {
    const errors = validateForm(schema, values);
    if (!errors.username && takenUsernames.current.has(values.username.trim())) errors.username = i18n._(FORM_TEXTS.usernameTaken);
    return errors;
  }

  async function submit(values: RegisterFormValues, helpers: FormikHelpers<RegisterFormValues>) {
    setFailure(null);
    const focus = (field: RegisterField, message: string) => {
      helpers.setFieldError(field, message);
      document.getElementById(`field-${field}`)?.focus();
    };
    // docs/product.md#registration: a filled invitation code not yet known valid is checked before
    // anything else.
    const code = values.affiliateCode.trim() || (fields.includes('affiliateCode') ? '' : (affiliateFromUrl ?? ''));
    if (code && fields.includes('affiliateCode') && validAffiliate.current !== code) {
      try {
        await checkAffiliate({ code, domain: window.location.hostname }).unwrap();
        validAffiliate.current = code;
      } catch (caught) {
        const error = isGatewayError(caught) ? caught : undefined;
        if (error?.code === 'affiliate.invalid') focus('affiliateCode', i18n._(ERROR_TEXTS.invitation_code_error));
        else setFailure(i18n._(errorMessage(error)));
        return;
      }
    }
    // With Firebase phone sign-in, the code typed is confirmed with Firebase and its ID token goes
    // in the code's place (docs/product.md#registration-fields).
    const viaFirebase = method === 'mobile' && fields.includes('verificationCode') && phone.viaFirebase;
    if (viaFirebase) setConfirming(true);
    try {
      let firebaseIdToken: string | undefined;
      if (viaFirebase) {
        try {
          firebaseIdToken = await phone.idTokenFor(values.countryDialingCode, values.mobileNum.trim(), values.verificationCode.trim());
        } catch (caught) {
          const failed = phoneSignInFailure(caught);
          if (failed.aboutCode) focus('verificationCode', i18n._(failed.text));
          else setFailure(i18n._(failed.text));
          return;
        }
      }
      await registerWith(values, helpers, focus, firebaseIdToken);
    } finally {
      if (viaFirebase) setConfirming(false);
    }
  }

  async function registerWith(
    values: RegisterFormValues,
    helpers: FormikHelpers<RegisterFormValues>,
    focus: (field: RegisterField, message: string) => void,
    firebaseIdToken: string | undefined,
  ) {
    const payload = buildRegisterPayload(values, {
      location: window.location,
      method: registerMethodFor(standaloneKind(), false),
      affiliateFromUrl,
      firebaseIdToken,
    });
    try {
      const answer = await register({ method, payload }).unwrap();
      await dispatch(startSession(answer));
      // Said before home replaces the form, so the player knows the account exists and is in use.
      const name = answer.userName;
      // A mobile sign-up without a typed username was given one: said clearly and long enough to
      // note it, with how to log in next time (docs/product.md#registration).
      const generated = method === 'mobile' && values.username.trim() === '';
      if (!generated) toast.success(msg`Welcome, ${name}!`);
      else if (values.password !== '')
        toast.success(msg`Welcome! Your username is ${name}. Log in with it, or with your mobile number, and your password.`, {
          long: true,
        });
      else toast.success(msg`Welcome! Your username is ${name}. Log in with an SMS code sent to your mobile number.`, { long: true });
      void navigate(PATHS.home, { replace: true });
    } catch (caught) {
      const error = isGatewayError(caught) ? caught : undefined;
      setCaptchaNonce((nonce) => nonce + 1);
      helpers.setFieldValue('captcha', '', false);
      if (error?.code === 'username.exists') markUsernameTaken(values.username.trim());
      const placed = error && rules ? fieldOfError(error, rules, i18n) : null;
      if (placed && fields.includes(placed[0])) focus(placed[0], placed[1]);
      else setFailure(i18n._(errorMessage(error)));
    }
  }

  return {
    validate,
    submit,
    failure,
    setFailure,
    confirming,
    captchaNonce,
    refreshCaptcha: () => setCaptchaNonce((nonce) => nonce + 1),
    markUsernameTaken,
  };
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { type InputHTMLAttributes, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { onTabListKeyDown, tabIndexOf } from '@/components/tabs/tab-keys';
import { toast } from '@/components/toast/toast';
import { LIMITS } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { ERROR_TEXTS, errorMessage } from '@/lib/errors/error-catalogue';
import { type GatewayError, isGatewayError } from '@/lib/gateway/gateway-error';
import { standaloneKind } from '@/lib/pwa/standalone';
import { startSession } from '@/lib/session/session-actions';
import { useAppDispatch } from '@/lib/store/hooks';
import { configuredUrl } from '@/lib/system/operator-links';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import {
  useCheckAffiliateMutation,
  useCountriesQuery,
  useRegisterMutation,
  useRegisterRulesQuery,
  useSendRegisterSmsMutation,
} from '../api/auth-api';
import { confirmationSpec, fieldSpec, FORM_TEXTS, ruleHint, ruleMessage } from '../model/field-messages';
import { phoneSignInFailure } from '../model/phone-sign-in';
import { effectiveRule, isRequired, type SignUpMethod, visibleFields } from '../model/register-fields';
import {
  affiliateCodeFromUrl,
  buildRegisterPayload,
  REGISTER_TEXT_FIELDS,
  type RegisterField,
  registerMethodFor,
  type RegisterValues,
} from '../model/register-payload';
import { buildRulesSchema, type RegisterRules, validateForm } from '../model/register-rules';
import { sendSmsCode, type SendSmsRequest } from '../model/send-sms-code';
import { DEFAULT_SMS_WAIT_MS } from '../model/sms-countdown';
import { CaptchaField } from './CaptchaField';
import { DialingCodeField } from './DialingCodeField';
import { CheckboxField, FocusFirstError, FormAlert, PasswordField, RevalidateOnLanguageChange, TextField } from './fields';
import { RegisterBanners } from './RegisterBanners';
import { SmsCodeField } from './SmsCodeField';
import { usePhoneSignIn } from './use-phone-sign-in';
import { UsernameField } from './UsernameField';

type Method = SignUpMethod;
type FormValues = RegisterValues & { acceptTerms: boolean };

const LABELS: Record<RegisterField, MessageDescriptor> = {
  username: msg`Username`,
  password: msg`Password`,
  confirmPassword: msg`Confirm password`,
  paymentPassword: msg`Payment password`,
  idNumber: msg`ID number`,
  qqNum: msg`QQ number`,
  facebook: msg`Facebook`,
  wechat: msg`WeChat`,
  line: msg`LINE`,
  whatsapp: msg`WhatsApp`,
  zalo: msg`Zalo`,
  email: msg`Email`,
  nickname: msg`Nickname`,
  payeeName: msg`Payee name`,
  mobileNum: msg`Mobile number`,
  verificationCode: msg`SMS code`,
  recommenderId: msg`Recommender ID`,
  affiliateCode: msg`Invitation code`,
  captcha: msg`Verification code`,
};

const INPUT_HINTS: Partial<Record<RegisterField, InputHTMLAttributes<HTMLInputElement>>> = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  email: { autoComplete: 'email', type: 'email', inputMode: 'email' },
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  idNumber: { autoComplete: 'off' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { inputMode: 'tel' },
  zalo: { inputMode: 'tel' },
  paymentPassword: { inputMode: 'numeric' },
};

const PASSWORD_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

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

/** Registration (docs/product.md#registration): the page's own banners, then the form. */
export function RegisterPage() {
  return (
    <div className="auth-page">
      <RegisterBanners />
      <RegisterForm />
    </div>
  );
}

function RegisterForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const settings = useGetConsolidatedSettingsQuery();
  const rules = useRegisterRulesQuery();
  const countries = useCountriesQuery();
  const [register] = useRegisterMutation();
  const [checkAffiliate] = useCheckAffiliateMutation();
  const [sendSms] = useSendRegisterSmsMutation();
  const phone = usePhoneSignIn();
  // Firebase phone sign-in: the loading view covers the page from the code's confirmation until
  // the gateway has answered (docs/product.md#phone-sign-in).
  const [confirming, setConfirming] = useState(false);
  const switches = useMemo(() => settings.data?.switches ?? {}, [settings.data]);
  const both = switches.USERNAMEREG3 === true && switches.MOBILENUMREG3 === true;
  const [chosen, setChosen] = useState<Method | null>(null);
  // docs/product.md#registration: mobile by default only when mobile sign-up is the only one enabled.
  const method: Method = chosen ?? (switches.MOBILENUMREG3 && !switches.USERNAMEREG3 ? 'mobile' : 'username');
  const [captchaNonce, setCaptchaNonce] = useState(() => Date.now());
  const [failure, setFailure] = useState<string | null>(null);
  const validAffiliate = useRef<string | null>(null);
  // Names the gateway has said are taken: the username's error until the player changes it.
  const takenUsernames = useRef(new Set<string>());
  const markUsernameTaken = useCallback((name: string) => void takenUsernames.current.add(name), []);
  const affiliateFromUrl = useMemo(() => affiliateCodeFromUrl(location.search), [location.search]);

  const fields = useMemo(() => (rules.data ? visibleFields(rules.data, method, switches) : []), [rules.data, method, switches]);
  const schema = useMemo(() => {
    if (!rules.data) return buildRulesSchema([]);
    const ruleSet = rules.data;
    return buildRulesSchema(
      fields.flatMap((field) => {
        const rule = effectiveRule(ruleSet, field, method);
        return rule ? [fieldSpec(i18n, field, rule)] : [];
      }),
      fields.includes('confirmPassword') ? [confirmationSpec(i18n, 'confirmPassword', 'password')] : [],
    );
    // Messages are read when validation runs, so they follow a language change.
  }, [rules.data, fields, method, i18n]);

  function validate(values: FormValues) {
    const errors = validateForm(schema, values);
    if (!errors.username && takenUsernames.current.has(values.username.trim())) errors.username = i18n._(FORM_TEXTS.usernameTaken);
    return errors;
  }

  function chooseMethod(next: Method) {
    setChosen(next);
    setFailure(null);
  }

  if (!rules.data || !settings.data || !countries.data) return <Loading />;
  const ruleSet = rules.data;
  const countryList = countries.data;
  // The operator's terms page (settings links.TERMS, gateway/README.md); without one the words stay plain.
  const termsUrl = configuredUrl(settings.data.links, 'TERMS');
  const initialValues: FormValues = {
    ...(Object.fromEntries(REGISTER_TEXT_FIELDS.map((field) => [field, ''])) as Record<RegisterField, string>),
    affiliateCode: affiliateFromUrl ?? '',
    countryDialingCode: countryList[0]?.dialingCode ?? '',
    acceptTerms: true,
  };

  async function submit(values: FormValues, helpers: FormikHelpers<FormValues>) {
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
    values: FormValues,
    helpers: FormikHelpers<FormValues>,
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
      const placed = error ? fieldOfError(error, ruleSet, i18n) : null;
      if (placed && fields.includes(placed[0])) focus(placed[0], placed[1]);
      else setFailure(i18n._(errorMessage(error)));
    }
  }

  return (
    <>
      {both && (
        <div className="segmented" role="tablist" aria-label={t`Sign-up method`} onKeyDown={(event) => onTabListKeyDown(event)}>
          <button
            type="button"
            role="tab"
            aria-selected={method === 'username'}
            tabIndex={tabIndexOf(method === 'username')}
            className="segmented__option"
            onClick={() => chooseMethod('username')}
          >
            <Trans>Username</Trans>
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={method === 'mobile'}
            tabIndex={tabIndexOf(method === 'mobile')}
            className="segmented__option"
            onClick={() => chooseMethod('mobile')}
          >
            {/* Its own message: a tab label must fit half of a 360 px row in every language. */}
            <Trans context="sign-up method tab">Mobile number</Trans>
          </button>
        </div>
      )}
      <Formik<FormValues> key={method} initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ values, isSubmitting, setFieldTouched }) => (
          <Form className="form" noValidate>
            <FocusFirstError order={fields} />
            <RevalidateOnLanguageChange />
            {fields.map((field) => {
              const label = i18n._(LABELS[field]);
              const maxLength = ruleSet[field]?.maxLength || undefined;
              // The hint and the mark come from the rule the field is validated with.
              const rule = ruleSet[field];
              const guide = { hint: rule ? ruleHint(i18n, rule) : null, optional: !isRequired(ruleSet, field, method) };
              if (field === 'captcha')
                return (
                  <CaptchaField
                    key={field}
                    name="captcha"
                    nonce={captchaNonce}
                    onRefresh={() => setCaptchaNonce((nonce) => nonce + 1)}
                    {...guide}
                  />
                );
              if (field === 'mobileNum') {
                return (
                  <TextField
                    key={field}
                    name="mobileNum"
                    label={label}
                    {...guide}
                    autoComplete="tel-national"
                    inputMode="numeric"
                    maxLength={LIMITS.mobileLength}
                    leading={<DialingCodeField name="countryDialingCode" countries={countryList} />}
                  />
                );
              }
              if (field === 'verificationCode') {
                const request: Omit<SendSmsRequest, 'send'> = {
                  mobile: values.mobileNum,
                  dialingCode: values.countryDialingCode,
                  mobileRule: ruleSet.mobileNum ?? ruleSet.loginMobileNum,
                  markMobileInvalid: () => void setFieldTouched('mobileNum', true, true),
                  fallbackWaitMs: DEFAULT_SMS_WAIT_MS,
                };
                return (
                  <SmsCodeField
                    key={field}
                    name="verificationCode"
                    {...guide}
                    onSend={(sliderCheck) =>
                      phone.viaFirebase
                        ? // Firebase's reCAPTCHA stands in for the slider check.
                          sendSmsCode({
                            ...request,
                            send: () => phone.send(values.countryDialingCode, values.mobileNum.trim()),
                            messageFor: (error, caught) => (error ? undefined : phoneSignInFailure(caught).text),
                          })
                        : sendSmsCode({
                            ...request,
                            send: (geetest) =>
                              sendSms({
                                mobileNo: values.mobileNum.trim(),
                                countryDialingCode: values.countryDialingCode,
                                geetest,
                              }).unwrap(),
                            sliderCheck,
                            messageFor: (error) => (error?.code === 'mobile.exists' ? FORM_TEXTS.mobileTaken : undefined),
                          })
                    }
                  />
                );
              }
              if (field === 'username') {
                return (
                  <UsernameField
                    key={field}
                    rule={effectiveRule(ruleSet, field, method)}
                    onTaken={markUsernameTaken}
                    label={label}
                    maxLength={maxLength}
                    {...guide}
                    {...INPUT_HINTS[field]}
                  />
                );
              }
              if (PASSWORD_FIELDS.has(field)) {
                return (
                  <PasswordField
                    key={field}
                    name={field}
                    label={label}
                    autoComplete={field === 'paymentPassword' ? 'off' : 'new-password'}
                    maxLength={maxLength}
                    {...guide}
                    {...INPUT_HINTS[field]}
                  />
                );
              }
              return <TextField key={field} name={field} label={label} maxLength={maxLength} {...guide} {...INPUT_HINTS[field]} />;
            })}
            <CheckboxField name="acceptTerms">
              {termsUrl ? (
                <Trans>
                  I am over 18 and accept the{' '}
                  <a href={termsUrl} target="_blank" rel="noopener noreferrer">
                    terms and conditions<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </Trans>
              ) : (
                <Trans>I am over 18 and accept the terms and conditions</Trans>
              )}
            </CheckboxField>
            <FormAlert>{failure}</FormAlert>
            <button type="submit" className="button button--block" disabled={!values.acceptTerms || isSubmitting}>
              {isSubmitting ? <Trans>Registering…</Trans> : <Trans>Register</Trans>}
            </button>
          </Form>
        )}
      </Formik>
      <LoadingOverlay active={confirming} />
      <p className="auth-page__links">
        <AppLink to={PATHS.login}>
          <Trans>I already have an account</Trans>
        </AppLink>
        <AppLink to={PATHS.home}>
          <Trans>Home</Trans>
        </AppLink>
      </p>
    </>
  );
}

import './auth.css';

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { onTabListKeyDown, tabIndexOf } from '@/components/tabs/tab-keys';
import { LIMITS } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { type GatewayError, isGatewayError } from '@/lib/gateway/gateway-error';
import { LOGIN_RETURN_PARAM, type LoginReason, loginReason, returnPathFrom } from '@/lib/session/login-redirect';
import { forgetRememberedLogin, readRememberedLogin, rememberLogin } from '@/lib/session/remembered-login';
import { startSession } from '@/lib/session/session-actions';
import { selectIsLoggedIn } from '@/lib/session/session-slice';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import {
  type LoginPayload,
  type SessionAnswer,
  useCountriesQuery,
  useLoginMutation,
  useRegisterRulesQuery,
  useSendLoginSmsMutation,
} from '../api/auth-api';
import { fieldSpec } from '../model/field-messages';
import {
  attemptAfterModeChange,
  type AttemptState,
  effectiveLoginMode,
  type LoginMode,
  mobilePasswordLogin,
  tabOf,
} from '../model/login-mode';
import { holdPassword, loginDeviceId, pathAfterLogin } from '../model/login-session';
import { phoneSignInFailure } from '../model/phone-sign-in';
import { buildRulesSchema, type RegisterRule, type RegisterRules, validateForm } from '../model/register-rules';
import { sendSmsCode, type SliderCheck } from '../model/send-sms-code';
import { DEFAULT_SMS_WAIT_MS } from '../model/sms-countdown';
import { CaptchaField } from './CaptchaField';
import { DialingCodeField } from './DialingCodeField';
import { CheckboxField, FocusFirstError, FormAlert, PasswordField, RevalidateOnLanguageChange, TextField } from './fields';
import { SmsCodeField } from './SmsCodeField';
import { SocialLogin } from './SocialLogin';
import { usePhoneSignIn } from './use-phone-sign-in';

type Mode = LoginMode;

interface LoginValues {
  username: string;
  password: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
}

/**
 * Login captcha (docs/product.md#validation): required, numeric, at most 6 digits, 'please write
 * the code'.
 */
const CAPTCHA_RULE: RegisterRule = {
  acceptedPattern: `^[0-9]{1,${LIMITS.captchaDigits}}$`,
  message: '',
  minLength: 1,
  maxLength: LIMITS.captchaDigits,
  required: true,
  updateRequired: false,
  patternId: 'CAPTCHA',
  enabled: true,
};

const FIELDS_BY_MODE: Record<Mode, readonly (readonly [keyof LoginValues, string])[]> = {
  username: [
    ['username', 'loginUsername'],
    ['password', 'loginPassword'],
  ],
  mobile: [
    ['mobileNum', 'loginMobileNum'],
    ['password', 'loginPassword'],
  ],
  sms: [
    ['mobileNum', 'loginMobileNum'],
    ['verificationCode', 'verificationCode'],
  ],
};

/** What the login page says above its form when a page sent the player here. */
const REASON_TEXTS: Record<LoginReason, MessageDescriptor> = {
  messages: msg`Log in to see your messages`,
  deposit: msg`Log in to deposit`,
  inviteFriends: msg`Log in to invite friends`,
  rewards: msg`Log in to see your rewards`,
  account: msg`Log in to see your account`,
  contracts: msg`Log in to see your contracts`,
  play: msg`Log in to play`,
  continue: msg`Log in to continue`,
};

const FALLBACK_RULE: RegisterRule = { ...CAPTCHA_RULE, acceptedPattern: '*', maxLength: 100, patternId: 'LOGIN_USERNAME' };

function useLoginSchema(rules: RegisterRules | undefined, mode: Mode, captchaShown: boolean) {
  const { i18n } = useLingui();
  return useMemo(() => {
    const fields = FIELDS_BY_MODE[mode].map(([name, ruleName]) =>
      fieldSpec(i18n, name, rules?.[ruleName] ?? { ...FALLBACK_RULE, required: true }),
    );
    if (captchaShown) fields.push(fieldSpec(i18n, 'captcha', CAPTCHA_RULE));
    // Messages are read when validation runs, so they follow a language change.
    return buildRulesSchema(fields);
  }, [rules, mode, captchaShown, i18n]);
}

function captchaFlag(error: GatewayError): boolean {
  return typeof error.value === 'object' && error.value !== null && (error.value as { captcha?: unknown }).captcha === true;
}

export function LoginPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The page that sent the player here, when it is one of the app's (never another site).
  const returnPath = returnPathFrom(search.get(LOGIN_RETURN_PARAM));
  const reason = loginReason(returnPath);
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settings = useGetConsolidatedSettingsQuery();
  const rules = useRegisterRulesQuery();
  const switches = settings.data?.switches ?? {};
  const smsEnabled = switches.MOBILEVERCODELOGIN3 === true;
  const mobileEnabled = mobilePasswordLogin(switches);
  const countries = useCountriesQuery(undefined, { skip: !smsEnabled && !mobileEnabled });
  const [chosenMode, setChosenMode] = useState<Mode>('username');
  // The SMS tab and the mobile number exist only while the operator enables them.
  const mode: Mode = effectiveLoginMode(chosenMode, switches);
  const [attempt, setAttempt] = useState<AttemptState>({ failure: null, captchaShown: false });
  const { failure, captchaShown } = attempt;
  const setFailure = (text: string | null) => setAttempt((current) => ({ ...current, failure: text }));
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const [initial, setInitial] = useState<LoginValues | null>(null);
  const [login] = useLoginMutation();
  const [sendSms] = useSendLoginSmsMutation();
  const phone = usePhoneSignIn();
  // Firebase phone sign-in: the loading view covers the page from the code's confirmation until
  // the gateway has answered, as for social login (docs/product.md#phone-sign-in).
  const [confirming, setConfirming] = useState(false);
  const schema = useLoginSchema(rules.data, mode, captchaShown);

  // Remembered login: the username (and mode, dialing code) and the unsealed password refill the form.
  useEffect(() => {
    let cancelled = false;
    void readRememberedLogin().then((remembered) => {
      if (cancelled) return;
      setInitial({
        username: remembered?.username ?? '',
        password: remembered?.password ?? '',
        countryDialingCode: remembered?.countryDialingCode || '',
        mobileNum: remembered?.mobileNum ?? '',
        verificationCode: '',
        captcha: '',
        remember: true,
      });
      if (remembered?.type === 'sms' || remembered?.type === 'mobile') setChosenMode(remembered.type);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  /**
   * Another way in starts clean: the last attempt's failure and captcha stay with the mode that
   * failed (docs/product.md#login).
   */
  function chooseMode(next: Mode) {
    setAttempt((current) => attemptAfterModeChange(current, mode, next));
    setChosenMode(next);
  }

  /** After any login: autoLogin, the held password for a forced change, then the next page. */
  function finishLogin(answer: SessionAnswer, remember: boolean, typedPassword: string | null) {
    localStorage.setItem(STORAGE_KEYS.autoLogin, remember ? '1' : '0');
    const next = pathAfterLogin(answer, returnPath);
    holdPassword(next === PATHS.changePassword ? typedPassword : null, answer.token);
    void navigate(next, { replace: true });
  }

  async function socialLoggedIn(answer: SessionAnswer) {
    await dispatch(startSession(answer));
    finishLogin(answer, true, null);
  }

  /**
   * The SMS tab's payload: the gateway's own code, or with Firebase phone sign-in the ID token of
   * the code Firebase sent (docs/product.md#login-payload). Null when Firebase refused the code,
   * which is then said above the button.
   */
  async function smsPayload(values: LoginValues): Promise<LoginPayload | null> {
    const mobileNum = values.mobileNum.trim();
    const verificationCode = values.verificationCode.trim();
    if (!phone.viaFirebase)
      return { type: 'sms', mobileNum, countryDialingCode: values.countryDialingCode, verificationCode, loginDeviceId: loginDeviceId() };
    try {
      const firebaseIdToken = await phone.idTokenFor(values.countryDialingCode, mobileNum, verificationCode);
      return {
        type: 'firebase',
        firebaseChannel: 'sms',
        firebaseIdToken,
        firebaseMobileNo: mobileNum,
        countryDialingCode: values.countryDialingCode,
        loginDeviceId: loginDeviceId(),
      };
    } catch (caught) {
      setFailure(i18n._(phoneSignInFailure(caught).text));
      return null;
    }
  }

  async function submit(values: LoginValues, helpers: FormikHelpers<LoginValues>) {
    setFailure(null);
    const viaFirebase = mode === 'sms' && phone.viaFirebase;
    if (viaFirebase) setConfirming(true);
    try {
      await logIn(values, helpers);
    } finally {
      if (viaFirebase) setConfirming(false);
    }
  }

  async function logIn(values: LoginValues, helpers: FormikHelpers<LoginValues>) {
    const payload: LoginPayload | null =
      mode === 'username'
        ? { type: 'username', username: values.username.trim(), password: values.password, loginDeviceId: loginDeviceId() }
        : mode === 'mobile'
          ? {
              type: 'mobile',
              mobileNum: values.mobileNum.trim(),
              countryDialingCode: values.countryDialingCode,
              password: values.password,
              loginDeviceId: loginDeviceId(),
            }
          : await smsPayload(values);
    if (!payload) return;
    if (captchaShown) payload.captcha = values.captcha.trim();
    try {
      const answer = await login(payload).unwrap();
      await dispatch(startSession(answer));
      if (values.remember) {
        await rememberLogin({
          type: mode,
          username: values.username.trim(),
          countryDialingCode: values.countryDialingCode,
          mobileNum: values.mobileNum.trim(),
          password: mode === 'sms' ? undefined : values.password,
        }).catch(() => undefined);
      } else {
        forgetRememberedLogin();
      }
      finishLogin(answer, values.remember, mode === 'sms' ? null : values.password);
    } catch (caught) {
      const error = isGatewayError(caught) ? caught : undefined;
      if (error && captchaFlag(error)) setAttempt((current) => ({ ...current, captchaShown: true }));
      // Every failure draws a new captcha: the last one was used by this attempt.
      setCaptchaNonce((nonce) => nonce + 1);
      helpers.setFieldValue('captcha', '', false);
      setFailure(i18n._(errorMessage(error)));
    }
  }

  function sendCode(values: LoginValues, markMobileInvalid: () => void, sliderCheck: SliderCheck | undefined): Promise<number | null> {
    const request = {
      mobile: values.mobileNum,
      dialingCode: values.countryDialingCode,
      mobileRule: rules.data?.loginMobileNum,
      markMobileInvalid,
    };
    if (phone.viaFirebase) {
      // Firebase's reCAPTCHA stands in for the slider check.
      return sendSmsCode({
        ...request,
        send: () => phone.send(values.countryDialingCode, values.mobileNum.trim()),
        messageFor: (error, caught) => (error ? undefined : phoneSignInFailure(caught).text),
        fallbackWaitMs: DEFAULT_SMS_WAIT_MS,
      });
    }
    return sendSmsCode({
      ...request,
      send: (geetest) => sendSms({ mobileNum: values.mobileNum.trim(), countryDialingCode: values.countryDialingCode, geetest }).unwrap(),
      sliderCheck,
    });
  }

  if (!initial || (!settings.data && settings.isLoading)) return <Loading />;
  const countryList = countries.data ?? [];
  const order =
    mode === 'username'
      ? ['username', 'password', 'captcha']
      : mode === 'mobile'
        ? ['mobileNum', 'password', 'captcha']
        : ['mobileNum', 'verificationCode', 'captcha'];
  const tab = tabOf(mode);
  const mobileField = (
    <TextField
      name="mobileNum"
      label={<Trans>Mobile number</Trans>}
      autoComplete="tel-national"
      inputMode="numeric"
      maxLength={LIMITS.mobileLength}
      leading={<DialingCodeField name="countryDialingCode" countries={countryList} />}
    />
  );
  const passwordField = (
    <PasswordField
      name="password"
      label={<Trans>Password</Trans>}
      autoComplete="current-password"
      maxLength={rules.data?.loginPassword?.maxLength || 32}
    />
  );

  return (
    <div className="auth-page">
      {reason && (
        <p className="auth-page__reason" data-testid="login-reason">
          {i18n._(REASON_TEXTS[reason])}
        </p>
      )}
      {loggedIn && (
        <p className="auth-page__note">
          <Trans>You are logged in. Logging in again switches the account.</Trans>
        </p>
      )}
      {smsEnabled && (
        <div className="segmented" role="tablist" aria-label={t`Login method`} onKeyDown={(event) => onTabListKeyDown(event)}>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'password'}
            tabIndex={tabIndexOf(tab === 'password')}
            className="segmented__option"
            onClick={() => tab !== 'password' && chooseMode('username')}
          >
            <Trans>With password</Trans>
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'sms'}
            tabIndex={tabIndexOf(tab === 'sms')}
            className="segmented__option"
            onClick={() => chooseMode('sms')}
          >
            <Trans>With SMS code</Trans>
          </button>
        </div>
      )}
      {mobileEnabled && tab === 'password' && (
        <div
          className="segmented segmented--small"
          role="tablist"
          aria-label={t`Log in with`}
          onKeyDown={(event) => onTabListKeyDown(event)}
        >
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'username'}
            tabIndex={tabIndexOf(mode === 'username')}
            className="segmented__option"
            onClick={() => chooseMode('username')}
          >
            <Trans>Username</Trans>
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'mobile'}
            tabIndex={tabIndexOf(mode === 'mobile')}
            className="segmented__option"
            onClick={() => chooseMode('mobile')}
          >
            <Trans context="sign-up method tab">Mobile number</Trans>
          </button>
        </div>
      )}
      <Formik<LoginValues> initialValues={initial} validate={(values) => validateForm(schema, values)} onSubmit={submit}>
        {({ values, isSubmitting, setFieldTouched }) => (
          <Form className="form" noValidate>
            <FocusFirstError order={order} />
            <RevalidateOnLanguageChange />
            {mode === 'username' ? (
              <>
                <TextField
                  name="username"
                  label={<Trans>Username</Trans>}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={rules.data?.loginUsername?.maxLength || 32}
                />
                {passwordField}
              </>
            ) : mode === 'mobile' ? (
              <>
                {mobileField}
                {passwordField}
              </>
            ) : (
              <>
                {mobileField}
                <SmsCodeField
                  name="verificationCode"
                  onSend={(sliderCheck) => sendCode(values, () => void setFieldTouched('mobileNum', true, true), sliderCheck)}
                />
              </>
            )}
            {captchaShown && <CaptchaField name="captcha" nonce={captchaNonce} onRefresh={() => setCaptchaNonce((nonce) => nonce + 1)} />}
            <CheckboxField name="remember">
              <Trans>Remember password</Trans>
            </CheckboxField>
            <FormAlert>{failure}</FormAlert>
            <button type="submit" className="button button--block" disabled={isSubmitting}>
              {isSubmitting ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
            </button>
          </Form>
        )}
      </Formik>
      <LoadingOverlay active={confirming} />
      {/* The buttons show in password mode only (docs/product.md#login). */}
      <SocialLogin switches={switches} showButtons={tab === 'password'} onLoggedIn={socialLoggedIn} />
      <p className="auth-page__links">
        {/* The one way to registration from here, while the operator offers it (DIRECTREG3, off with REG3). */}
        {switches.DIRECTREG3 && (
          <AppLink to={PATHS.register}>
            <Trans>Register</Trans>
          </AppLink>
        )}
        <AppLink to={PATHS.forget}>
          <Trans>Forgot password?</Trans>
        </AppLink>
      </p>
      <nav className="auth-page__footer" aria-label={t`More options`}>
        <AppLink to={PATHS.home}>
          <Trans>Home</Trans>
        </AppLink>
        {switches.FREEPLAY3 && (
          <AppLink to={PATHS.freeTrial}>
            <Trans>Free trial</Trans>
          </AppLink>
        )}
      </nav>
    </div>
  );
}

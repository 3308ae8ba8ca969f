import { useLingui } from '@lingui/react/macro';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { PATHS } from '@/config/paths';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { type GatewayError, isGatewayError } from '@/lib/gateway/gateway-error';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { exclusionDetail, exclusionRefusalMessage } from '@/lib/responsible/exclusion';
import { forgetRememberedLogin, rememberLogin } from '@/lib/session/remembered-login';
import { startSession } from '@/lib/session/session-actions';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { useAppDispatch } from '@/lib/store/hooks';

import { type LoginPayload, type SessionAnswer, useLoginMutation } from '../api/auth-api';
import { attemptAfterModeChange, type AttemptState, type LoginMode } from '../model/login-mode';
import { holdPassword, loginDeviceId, pathAfterLogin } from '../model/login-session';
import { phoneSignInFailure } from '../model/phone-sign-in';
import type { LoginValues } from './use-login-form';
import type { PhoneSignIn } from './use-phone-sign-in';

function captchaFlag(error: GatewayError): boolean {
  return typeof error.value === 'object' && error.value !== null && (error.value as { captcha?: unknown }).captcha === true;
}

/**
 * The login form's submit (docs/product.md#login): the payload of the mode in use, the session,
 * the remembered login, the next page; a refusal is said above the button, asks for the captcha
 * when the gateway wants one, and draws a new one. Also the social login's finish.
 */
export function useLoginSubmit({
  mode,
  returnPath,
  phone,
  side,
}: {
  mode: LoginMode;
  returnPath: string | null;
  phone: PhoneSignIn;
  /** The agency login: the agent side's login, which opens the agent centre (docs/product.md#agent-login). */
  side?: 'agent';
}) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState<AttemptState>({ failure: null, captchaShown: false });
  const { failure, captchaShown } = attempt;
  const setFailure = (text: string | null) => setAttempt((current) => ({ ...current, failure: text }));
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const [login] = useLoginMutation();
  // Firebase phone sign-in: the loading view covers the page from the code's confirmation until
  // the gateway has answered, as for social login (docs/product.md#phone-sign-in).
  const [confirming, setConfirming] = useState(false);

  /**
   * Another way in starts clean: the last attempt's failure and captcha stay with the mode that
   * failed (docs/product.md#login).
   */
  function leaveMode(next: LoginMode) {
    setAttempt((current) => attemptAfterModeChange(current, mode, next));
  }

  /** After any login: autoLogin, the held password for a forced change, then the next page. */
  function finishLogin(answer: SessionAnswer, remember: boolean, typedPassword: string | null) {
    localStorage.setItem(STORAGE_KEYS.autoLogin, remember ? '1' : '0');
    const next = pathAfterLogin(answer, returnPath ?? (side === 'agent' ? PATHS.agentCentre : null));
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
        ? { type: 'username', username: values.username.trim(), password: values.password, loginDeviceId: loginDeviceId(), side }
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
      // An excluded account is told until when, and how to get its balance (docs/product.md#responsible-gaming).
      const excluded = error?.code === 'account.excluded' ? exclusionDetail(error.value) : null;
      setFailure(i18n._(excluded ? exclusionRefusalMessage(excluded, intlLocale(i18n)) : errorMessage(error)));
    }
  }

  return {
    failure,
    captchaShown,
    captchaNonce,
    refreshCaptcha: () => setCaptchaNonce((nonce) => nonce + 1),
    confirming,
    leaveMode,
    submit,
    socialLoggedIn,
  };
}

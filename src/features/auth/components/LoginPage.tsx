import './auth.css';

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { PATHS } from '@/config/paths';
import { LOGIN_RETURN_PARAM, type LoginReason, loginReason, returnPathFrom } from '@/lib/session/login-redirect';
import { selectIsLoggedIn } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { useCountriesQuery, useRegisterRulesQuery, useSendLoginSmsMutation } from '../api/auth-api';
import { effectiveLoginMode, type LoginMode, mobilePasswordLogin, tabOf } from '../model/login-mode';
import { validateForm } from '../model/register-rules';
import { CaptchaField } from './CaptchaField';
import { CheckboxField, FocusFirstError, FormAlert, PasswordField, RevalidateOnLanguageChange, TextField } from './fields';
import { MethodTabs } from './MethodTabs';
import { MobileNumberField } from './MobileNumberField';
import { sendSignInCode } from './sign-in-code';
import { SmsCodeField } from './SmsCodeField';
import { SocialLogin } from './SocialLogin';
import { LOGIN_FIELD_ORDER, type LoginValues, useLoginSchema, useRememberedLogin } from './use-login-form';
import { useLoginSubmit } from './use-login-submit';
import { usePhoneSignIn } from './use-phone-sign-in';

type Mode = LoginMode;

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

export function LoginPage() {
  const { t, i18n } = useLingui();
  const [search] = useSearchParams();
  // The page that sent the player here, when it is one of the app's (never another site).
  const returnPath = returnPathFrom(search.get(LOGIN_RETURN_PARAM));
  const reason = loginReason(returnPath);
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
  const [sendSms] = useSendLoginSmsMutation();
  const phone = usePhoneSignIn();
  const { failure, captchaShown, captchaNonce, refreshCaptcha, confirming, leaveMode, submit, socialLoggedIn } = useLoginSubmit({
    mode,
    returnPath,
    phone,
  });
  const initial = useRememberedLogin(setChosenMode);
  const schema = useLoginSchema(rules.data, mode, captchaShown);

  function chooseMode(next: Mode) {
    leaveMode(next);
    setChosenMode(next);
  }

  if (!initial || (!settings.data && settings.isLoading)) return <Loading />;
  const countryList = countries.data ?? [];
  const tab = tabOf(mode);
  const mobileField = <MobileNumberField label={<Trans>Mobile number</Trans>} countries={countryList} />;
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
        <MethodTabs
          label={t`Login method`}
          tabs={[
            { value: 'password', label: <Trans>With password</Trans> },
            { value: 'sms', label: <Trans>With SMS code</Trans> },
          ]}
          selected={tab}
          onChoose={(next) => (next === 'sms' ? chooseMode('sms') : tab !== 'password' && chooseMode('username'))}
        />
      )}
      {mobileEnabled && tab === 'password' && (
        <MethodTabs
          small
          label={t`Log in with`}
          tabs={[
            { value: 'username', label: <Trans>Username</Trans> },
            { value: 'mobile', label: <Trans context="sign-up method tab">Mobile number</Trans> },
          ]}
          selected={mode}
          onChoose={chooseMode}
        />
      )}
      <Formik<LoginValues> initialValues={initial} validate={(values) => validateForm(schema, values)} onSubmit={submit}>
        {({ values, isSubmitting, setFieldTouched }) => (
          <Form className="form" noValidate>
            <FocusFirstError order={LOGIN_FIELD_ORDER[mode]} />
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
                  onSend={(sliderCheck) =>
                    sendSignInCode({
                      phone,
                      mobile: values.mobileNum,
                      dialingCode: values.countryDialingCode,
                      mobileRule: rules.data?.loginMobileNum,
                      markMobileInvalid: () => void setFieldTouched('mobileNum', true, true),
                      sliderCheck,
                      sendViaGateway: (mobileNum, countryDialingCode, geetest) =>
                        sendSms({ mobileNum, countryDialingCode, geetest }).unwrap(),
                    })
                  }
                />
              </>
            )}
            {captchaShown && <CaptchaField name="captcha" nonce={captchaNonce} onRefresh={refreshCaptcha} />}
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
      <p className="auth-page__links">
        <AppLink to={PATHS.agentLogin}>
          <Trans>Log in as an agent</Trans>
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

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { type InputHTMLAttributes, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { PATHS } from '@/config/paths';
import { REGISTER_TEXT_FIELDS } from '@/contract/register';
import { configuredUrl } from '@/lib/system/operator-links';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { useCountriesQuery, useRegisterRulesQuery, useSendRegisterSmsMutation } from '../api/auth-api';
import { FORM_TEXTS, ruleHint } from '../model/field-messages';
import { effectiveRule, isRequired, type SignUpMethod, visibleFields } from '../model/register-fields';
import { affiliateCodeFromUrl, type RegisterField } from '../model/register-payload';
import { DEFAULT_SMS_WAIT_MS } from '../model/sms-countdown';
import { CaptchaField } from './CaptchaField';
import { CheckboxField, FocusFirstError, FormAlert, PasswordField, RevalidateOnLanguageChange, TextField } from './fields';
import { MethodTabs } from './MethodTabs';
import { MobileNumberField } from './MobileNumberField';
import { RegisterBanners } from './RegisterBanners';
import { sendSignInCode } from './sign-in-code';
import { SmsCodeField } from './SmsCodeField';
import { usePhoneSignIn } from './use-phone-sign-in';
import { type RegisterFormValues, useRegisterSubmit } from './use-register-submit';
import { UsernameField } from './UsernameField';

type Method = SignUpMethod;

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
  const location = useLocation();
  const settings = useGetConsolidatedSettingsQuery();
  const rules = useRegisterRulesQuery();
  const countries = useCountriesQuery();
  const [sendSms] = useSendRegisterSmsMutation();
  const phone = usePhoneSignIn();
  const switches = useMemo(() => settings.data?.switches ?? {}, [settings.data]);
  const both = switches.USERNAMEREG3 === true && switches.MOBILENUMREG3 === true;
  const [chosen, setChosen] = useState<Method | null>(null);
  // docs/product.md#registration: mobile by default only when mobile sign-up is the only one enabled.
  const method: Method = chosen ?? (switches.MOBILENUMREG3 && !switches.USERNAMEREG3 ? 'mobile' : 'username');
  const affiliateFromUrl = useMemo(() => affiliateCodeFromUrl(location.search), [location.search]);
  const fields = useMemo(() => (rules.data ? visibleFields(rules.data, method, switches) : []), [rules.data, method, switches]);
  const { validate, submit, failure, setFailure, confirming, captchaNonce, refreshCaptcha, markUsernameTaken } = useRegisterSubmit({
    rules: rules.data,
    fields,
    method,
    affiliateFromUrl,
    phone,
  });

  function chooseMethod(next: Method) {
    setChosen(next);
    setFailure(null);
  }

  if (!rules.data || !settings.data || !countries.data) return <Loading />;
  const ruleSet = rules.data;
  const countryList = countries.data;
  // The operator's terms page (settings links.TERMS, gateway/README.md); without one the words stay plain.
  const termsUrl = configuredUrl(settings.data.links, 'TERMS');
  const initialValues: RegisterFormValues = {
    ...(Object.fromEntries(REGISTER_TEXT_FIELDS.map((field) => [field, ''])) as Record<RegisterField, string>),
    affiliateCode: affiliateFromUrl ?? '',
    countryDialingCode: countryList[0]?.dialingCode ?? '',
    acceptTerms: true,
  };

  return (
    <>
      {both && (
        <MethodTabs
          label={t`Sign-up method`}
          tabs={[
            { value: 'username', label: <Trans>Username</Trans> },
            // Its own message: a tab label must fit half of a 360 px row in every language.
            { value: 'mobile', label: <Trans context="sign-up method tab">Mobile number</Trans> },
          ]}
          selected={method}
          onChoose={chooseMethod}
        />
      )}
      <Formik<RegisterFormValues> key={method} initialValues={initialValues} validate={validate} onSubmit={submit}>
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
                return <CaptchaField key={field} name="captcha" nonce={captchaNonce} onRefresh={refreshCaptcha} {...guide} />;
              if (field === 'mobileNum') return <MobileNumberField key={field} label={label} countries={countryList} {...guide} />;
              if (field === 'verificationCode') {
                return (
                  <SmsCodeField
                    key={field}
                    name="verificationCode"
                    {...guide}
                    onSend={(sliderCheck) =>
                      sendSignInCode({
                        phone,
                        mobile: values.mobileNum,
                        dialingCode: values.countryDialingCode,
                        mobileRule: ruleSet.mobileNum ?? ruleSet.loginMobileNum,
                        markMobileInvalid: () => void setFieldTouched('mobileNum', true, true),
                        sliderCheck,
                        sendViaGateway: (mobileNo, countryDialingCode, geetest) =>
                          sendSms({ mobileNo, countryDialingCode, geetest }).unwrap(),
                        gatewayMessageFor: (error) => (error?.code === 'mobile.exists' ? FORM_TEXTS.mobileTaken : undefined),
                        gatewayFallbackWaitMs: DEFAULT_SMS_WAIT_MS,
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
            {/* The age requirement (docs/product.md#responsible-gaming), beside the agreement it goes with. */}
            <p className="auth-page__note" data-testid="age-requirement">
              <Trans>You must be 21 or older to play</Trans>
            </p>
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

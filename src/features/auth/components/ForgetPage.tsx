import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

import { Loading } from '@/components/Loading';
import { onTabListKeyDown, tabIndexOf } from '@/components/tabs/tab-keys';
import { toast } from '@/components/toast/toast';
import { PATHS } from '@/config/paths';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';

import {
  useCountriesQuery,
  useRegisterRulesQuery,
  useResetPasswordMutation,
  useSendForgetSmsMutation,
  useVerifyForgetCodeMutation,
} from '../api/auth-api';
import { confirmationSpec, fieldSpec, FORM_TEXTS, ruleHint } from '../model/field-messages';
import { buildRulesSchema, type RegisterRule, validateForm } from '../model/register-rules';
import { sendSmsCode } from '../model/send-sms-code';
import { EmailRecovery } from './EmailRecovery';
import { FocusFirstError, FormAlert, PasswordField, RevalidateOnLanguageChange } from './fields';
import { MobileNumberField } from './MobileNumberField';
import { SmsCodeField } from './SmsCodeField';

const ANY: RegisterRule = {
  acceptedPattern: '*',
  message: '',
  minLength: 1,
  maxLength: 64,
  required: true,
  updateRequired: false,
  patternId: 'X',
  enabled: true,
};

type RecoveryMethod = 'sms' | 'email';

/**
 * Forgot password (docs/product.md#forgot-password): prove the mobile number with an SMS code, or
 * the e-mail address with a mailed code, then choose a new password.
 */
export function ForgetPage() {
  const { t, i18n } = useLingui();
  const [method, setMethod] = useState<RecoveryMethod>('sms');
  const navigate = useNavigate();
  const countries = useCountriesQuery();
  const rules = useRegisterRulesQuery();
  const [sendSms] = useSendForgetSmsMutation();
  const [verify] = useVerifyForgetCodeMutation();
  const [reset] = useResetPasswordMutation();
  const [verified, setVerified] = useState<{ resetToken: string; userName: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const spec = (name: string, rule: RegisterRule) => fieldSpec(i18n, name, { ...rule, required: true });
  const mobileRule = rules.data?.loginMobileNum ?? ANY;
  const verifySchema = useMemo(
    () => buildRulesSchema([spec('mobileNum', mobileRule), spec('verificationCode', rules.data?.verificationCode ?? ANY)]),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rules.data],
  );
  const resetSchema = useMemo(
    () =>
      buildRulesSchema([spec('newPassword', rules.data?.password ?? ANY)], [confirmationSpec(i18n, 'confirmNewPassword', 'newPassword')]),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rules.data],
  );

  const countryList = countries.data;
  if (!countryList || !rules.data) return <Loading />;

  if (!verified) {
    const choose = (next: RecoveryMethod) => {
      setFailure(null);
      setMethod(next);
    };
    const tabs = (
      <div className="segmented" role="tablist" aria-label={t`Recovery method`} onKeyDown={(event) => onTabListKeyDown(event)}>
        <button
          type="button"
          role="tab"
          aria-selected={method === 'sms'}
          tabIndex={tabIndexOf(method === 'sms')}
          className="segmented__option"
          onClick={() => choose('sms')}
        >
          <Trans>By SMS</Trans>
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={method === 'email'}
          tabIndex={tabIndexOf(method === 'email')}
          className="segmented__option"
          onClick={() => choose('email')}
        >
          <Trans>By e-mail</Trans>
        </button>
      </div>
    );
    if (method === 'email') {
      return (
        <div className="auth-page">
          {tabs}
          <EmailRecovery onVerified={setVerified} onUseSms={() => choose('sms')} />
        </div>
      );
    }
    return (
      <div className="auth-page">
        {tabs}
        <p className="auth-page__note">
          <Trans>Enter the mobile number of your account. We will send you a code.</Trans>
        </p>
        <Formik
          key="verify"
          initialValues={{ countryDialingCode: countryList[0]?.dialingCode ?? '', mobileNum: '', verificationCode: '' }}
          validate={(values) => validateForm(verifySchema, values)}
          onSubmit={async (values) => {
            setFailure(null);
            try {
              setVerified(
                await verify({ ...values, mobileNum: values.mobileNum.trim(), verificationCode: values.verificationCode.trim() }).unwrap(),
              );
            } catch (caught) {
              setFailure(i18n._(errorMessage(isGatewayError(caught) ? caught : undefined)));
            }
          }}
        >
          {({ values, isSubmitting, setFieldTouched }) => (
            <Form className="form" noValidate>
              <FocusFirstError order={['mobileNum', 'verificationCode']} />
              <RevalidateOnLanguageChange />
              <MobileNumberField label={<Trans>Mobile number</Trans>} countries={countryList} />
              <SmsCodeField
                name="verificationCode"
                onSend={(sliderCheck) =>
                  sendSmsCode({
                    mobile: values.mobileNum,
                    dialingCode: values.countryDialingCode,
                    mobileRule,
                    send: (geetest) =>
                      sendSms({ mobileNum: values.mobileNum.trim(), countryDialingCode: values.countryDialingCode, geetest }).unwrap(),
                    sliderCheck,
                    markMobileInvalid: () => void setFieldTouched('mobileNum', true, true),
                  })
                }
              />
              <FormAlert>{failure}</FormAlert>
              <button type="submit" className="button button--block" disabled={isSubmitting}>
                <Trans>Next</Trans>
              </button>
            </Form>
          )}
        </Formik>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <p className="auth-page__note">
        <Trans>Choose a new password for {verified.userName}.</Trans>
      </p>
      <Formik
        key="reset"
        initialValues={{ newPassword: '', confirmNewPassword: '' }}
        validate={(values) => validateForm(resetSchema, values)}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            await reset({
              resetToken: verified.resetToken,
              newPassword: values.newPassword,
              confirmNewPassword: values.confirmNewPassword,
            }).unwrap();
            toast.success(FORM_TEXTS.passwordReset, { long: true });
            void navigate(PATHS.login, { replace: true });
          } catch (caught) {
            const error = isGatewayError(caught) ? caught : undefined;
            if (error?.code === 'reset.token.invalid') setVerified(null);
            setFailure(i18n._(errorMessage(error)));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            <FocusFirstError order={['newPassword', 'confirmNewPassword']} />
            <RevalidateOnLanguageChange />
            <input type="text" name="username" value={verified.userName} autoComplete="username" readOnly hidden />
            <PasswordField
              name="newPassword"
              label={<Trans>New password</Trans>}
              autoComplete="new-password"
              hint={rules.data?.password ? ruleHint(i18n, rules.data.password) : null}
            />
            <PasswordField name="confirmNewPassword" label={<Trans>Confirm new password</Trans>} autoComplete="new-password" />
            <FormAlert>{failure}</FormAlert>
            <button type="submit" className="button button--block" disabled={isSubmitting}>
              <Trans>Save new password</Trans>
            </button>
          </Form>
        )}
      </Formik>
    </div>
  );
}

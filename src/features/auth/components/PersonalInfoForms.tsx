import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';

import { Loading } from '@/components/Loading';
import { toast } from '@/components/toast/toast';
import { LIMITS } from '@/config/constants';
import type { PersonalInfo } from '@/contract/personal';
import { ERROR_TEXTS, errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { useChangeMobileMutation, useSendMobileChangeSmsMutation, useUpdatePersonalInfoMutation } from '@/lib/member/personal-api';

import { useCountriesQuery, useRegisterRulesQuery } from '../api/auth-api';
import { fieldSpec, FORM_TEXTS, ruleHint, ruleMessage } from '../model/field-messages';
import { buildRulesSchema, type RegisterRule, validateForm } from '../model/register-rules';
import { sendSmsCode } from '../model/send-sms-code';
import { DialingCodeField } from './DialingCodeField';
import { FocusFirstError, FormAlert, RevalidateOnLanguageChange, TextField } from './fields';
import { SmsCodeField } from './SmsCodeField';

/** Used while an operator's rule for the field is missing: any text, optional. */
const OPTIONAL_TEXT: RegisterRule = {
  acceptedPattern: '*',
  message: '',
  minLength: 0,
  maxLength: 64,
  required: false,
  updateRequired: false,
  patternId: '',
  enabled: true,
};
const REQUIRED_TEXT: RegisterRule = { ...OPTIONAL_TEXT, minLength: 1, required: true };

/** A profile field's rule: required only where the operator shows it and asks for it. */
function profileRule(rule: RegisterRule | undefined): RegisterRule {
  if (!rule) return OPTIONAL_TEXT;
  return { ...rule, required: rule.enabled && rule.required };
}

interface FormProps {
  info: PersonalInfo;
  /** Back to the page's overview, after a save or a cancel. */
  onDone: () => void;
}

function FormButtons({ submitting, onCancel }: { submitting: boolean; onCancel: () => void }) {
  return (
    <div className="personal-editor__actions">
      <button type="button" className="button button--quiet" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
      <button type="submit" className="button" disabled={submitting}>
        <Trans>Save</Trans>
      </button>
    </div>
  );
}

interface ProfileValues {
  nickname: string;
  email: string;
}

/**
 * Nickname and e-mail (docs/product.md#personal-info), checked against the operator's register
 * rules as registration checks them; a refusal keeps what was typed.
 */
export function ProfileForm({ info, onDone }: FormProps) {
  const { i18n } = useLingui();
  const rules = useRegisterRulesQuery();
  const [update] = useUpdatePersonalInfoMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const nicknameRule = profileRule(rules.data?.nickname);
  const emailRule = profileRule(rules.data?.email);
  const schema = useMemo(
    () => buildRulesSchema([fieldSpec(i18n, 'nickname', nicknameRule), fieldSpec(i18n, 'email', emailRule)]),
    [i18n, nicknameRule, emailRule],
  );

  if (rules.isLoading) return <Loading />;

  async function submit(values: ProfileValues, helpers: FormikHelpers<ProfileValues>) {
    setFailure(null);
    try {
      await update({ nickname: values.nickname.trim(), email: values.email.trim() }).unwrap();
      toast.success(FORM_TEXTS.changeSaved);
      onDone();
    } catch (caught) {
      const error = isGatewayError(caught) ? caught : undefined;
      const field = (error?.value as { field?: string } | null | undefined)?.field;
      if (error?.code === 'register.field.invalid' && (field === 'nickname' || field === 'email')) {
        helpers.setFieldError(field, ruleMessage(i18n, field === 'nickname' ? nicknameRule : emailRule, 'pattern'));
      } else {
        setFailure(i18n._(errorMessage(error)));
      }
    }
  }

  return (
    <Formik<ProfileValues>
      initialValues={{ nickname: info.nickname, email: info.email }}
      validate={(values) => validateForm(schema, { nickname: values.nickname.trim(), email: values.email.trim() })}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form className="form" noValidate data-testid="profile-form">
          <FocusFirstError order={['nickname', 'email']} />
          <RevalidateOnLanguageChange />
          <TextField
            name="nickname"
            label={<Trans>Nickname</Trans>}
            autoComplete="nickname"
            optional={!nicknameRule.required}
            hint={ruleHint(i18n, nicknameRule)}
          />
          <TextField
            name="email"
            label={<Trans>E-mail</Trans>}
            type="email"
            inputMode="email"
            autoComplete="email"
            optional={!emailRule.required}
            hint={ruleHint(i18n, emailRule)}
          />
          <FormAlert>{failure}</FormAlert>
          <FormButtons submitting={isSubmitting} onCancel={onDone} />
        </Form>
      )}
    </Formik>
  );
}

interface MobileValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

/**
 * A new mobile number (docs/product.md#personal-info): it replaces the old one only once the code
 * sent to it is typed. The send goes through the slider check when the operator asks for one.
 */
export function MobileForm({ info, onDone }: FormProps) {
  const { i18n } = useLingui();
  const countries = useCountriesQuery();
  const rules = useRegisterRulesQuery();
  const [sendSms] = useSendMobileChangeSmsMutation();
  const [changeMobile] = useChangeMobileMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const mobileRule = rules.data?.mobileNum ?? rules.data?.loginMobileNum ?? REQUIRED_TEXT;
  const codeRule = rules.data?.verificationCode ?? REQUIRED_TEXT;
  const schema = useMemo(
    () =>
      buildRulesSchema([
        fieldSpec(i18n, 'mobileNum', { ...mobileRule, required: true }),
        fieldSpec(i18n, 'verificationCode', { ...codeRule, required: true }),
      ]),
    [i18n, mobileRule, codeRule],
  );

  const countryList = countries.data;
  if (!countryList || rules.isLoading) return <Loading />;

  async function submit(values: MobileValues, helpers: FormikHelpers<MobileValues>) {
    setFailure(null);
    try {
      await changeMobile({
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
      }).unwrap();
      toast.success(FORM_TEXTS.changeSaved);
      onDone();
    } catch (caught) {
      const error = isGatewayError(caught) ? caught : undefined;
      if (error?.code === 'verification.invalid') helpers.setFieldError('verificationCode', i18n._(ERROR_TEXTS.verificationCode));
      else if (error?.code === 'mobile.exists') helpers.setFieldError('mobileNum', i18n._(FORM_TEXTS.mobileTaken));
      else setFailure(i18n._(errorMessage(error)));
    }
  }

  return (
    <Formik<MobileValues>
      initialValues={{
        countryDialingCode: info.mobile?.countryDialingCode ?? countryList[0]?.dialingCode ?? '',
        mobileNum: '',
        verificationCode: '',
      }}
      validate={(values) => validateForm(schema, { mobileNum: values.mobileNum.trim(), verificationCode: values.verificationCode.trim() })}
      onSubmit={submit}
    >
      {({ values, isSubmitting, setFieldTouched, setFieldError }) => (
        <Form className="form" noValidate data-testid="mobile-form">
          <FocusFirstError order={['mobileNum', 'verificationCode']} />
          <RevalidateOnLanguageChange />
          <TextField
            name="mobileNum"
            label={<Trans>New mobile number</Trans>}
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={LIMITS.mobileLength}
            leading={<DialingCodeField name="countryDialingCode" countries={countryList} />}
          />
          <SmsCodeField
            name="verificationCode"
            hint={i18n._(FORM_TEXTS.mobileCodeHint)}
            onSend={(sliderCheck) =>
              sendSmsCode({
                mobile: values.mobileNum,
                dialingCode: values.countryDialingCode,
                mobileRule,
                send: (geetest) =>
                  sendSms({ mobileNum: values.mobileNum.trim(), countryDialingCode: values.countryDialingCode, geetest }).unwrap(),
                sliderCheck,
                markMobileInvalid: () => void setFieldTouched('mobileNum', true, true),
                messageFor: (error) => {
                  if (error?.code !== 'mobile.exists') return undefined;
                  setFieldError('mobileNum', i18n._(FORM_TEXTS.mobileTaken));
                  return FORM_TEXTS.mobileTaken;
                },
              })
            }
          />
          <FormAlert>{failure}</FormAlert>
          <FormButtons submitting={isSubmitting} onCancel={onDone} />
        </Form>
      )}
    </Formik>
  );
}

import './auth.css';

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { useState } from 'react';

import { errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { configuredUrl } from '@/lib/system/operator-links';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { useRequestRecoveryMailMutation, useVerifyRecoveryCodeMutation } from '../api/auth-api';
import { isRecoveryCode, type RecoveryStep, recoveryStep } from '../model/email-recovery';
import { FORM_TEXTS } from '../model/field-messages';
import { FocusFirstError, FormAlert, RevalidateOnLanguageChange, TextField } from './fields';

const TEXTS = {
  codeFormat: msg`Enter the 16-character code from the e-mail`,
  codeInvalid: msg`This code is not valid or has expired. Ask for a new one.`,
};

/**
 * Forgot password by e-mail (docs/product.md#forgot-password): the username, then the code the
 * gateway mailed to the account's address, which buys the same reset as a verified SMS code. An
 * account without an address is sent to SMS recovery, or, with no mobile number either, told how
 * to reach support.
 */
export function EmailRecovery({
  onVerified,
  onUseSms,
}: {
  onVerified: (grant: { resetToken: string; userName: string }) => void;
  onUseSms: () => void;
}) {
  const { i18n } = useLingui();
  const [requestMail] = useRequestRecoveryMailMutation();
  const [verifyCode] = useVerifyRecoveryCodeMutation();
  const settings = useGetConsolidatedSettingsQuery();
  const serviceUrl = configuredUrl(settings.data?.links, 'SERVICE');
  const [username, setUsername] = useState('');
  const [step, setStep] = useState<RecoveryStep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (step !== 'code') {
    return (
      <>
        <p className="auth-page__note">
          <Trans>Enter the username of your account. We will e-mail a code to its address.</Trans>
        </p>
        <Formik
          key="ask"
          initialValues={{ username }}
          validate={(values) => (values.username.trim() === '' ? { username: i18n._(FORM_TEXTS.required) } : {})}
          onSubmit={async (values) => {
            setFailure(null);
            const typed = values.username.trim();
            try {
              const answer = await requestMail({ username: typed }).unwrap();
              setUsername(typed);
              setStep(recoveryStep(answer));
            } catch (caught) {
              setFailure(i18n._(errorMessage(isGatewayError(caught) ? caught : undefined)));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form className="form" noValidate>
              <FocusFirstError order={['username']} />
              <RevalidateOnLanguageChange />
              <TextField
                name="username"
                label={<Trans>Username</Trans>}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={64}
              />
              <FormAlert>{failure}</FormAlert>
              <button type="submit" className="button button--block" disabled={isSubmitting}>
                <Trans>Send the code</Trans>
              </button>
            </Form>
          )}
        </Formik>
        {step === 'sms' && (
          <div className="auth-page__notice" role="status" data-testid="recovery-use-sms">
            <p>
              <Trans>This account has no e-mail address. Recover it with an SMS code to its mobile number.</Trans>
            </p>
            <button type="button" className="button button--quiet" onClick={onUseSms}>
              <Trans>Recover by SMS</Trans>
            </button>
          </div>
        )}
        {step === 'support' && (
          <div className="auth-page__notice" role="status" data-testid="recovery-support">
            <p>
              <Trans>
                We cannot send a code for this account: it has no e-mail address or mobile number. Customer service can help you get back
                in.
              </Trans>
            </p>
            {serviceUrl && (
              <a className="button button--quiet" href={serviceUrl} target="_blank" rel="noopener noreferrer">
                <Trans>Contact customer service</Trans>
              </a>
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <p className="auth-page__note" role="status">
        <Trans>We have sent a code to the e-mail address of {username}. Enter it within 30 minutes.</Trans>
      </p>
      <Formik
        key="code"
        initialValues={{ code: '' }}
        validate={(values) =>
          isRecoveryCode(values.code) ? {} : { code: i18n._(values.code.trim() === '' ? FORM_TEXTS.required : TEXTS.codeFormat) }
        }
        onSubmit={async (values) => {
          setFailure(null);
          try {
            onVerified(await verifyCode({ code: values.code.trim() }).unwrap());
          } catch (caught) {
            const error = isGatewayError(caught) ? caught : undefined;
            setFailure(i18n._(error?.code === 'reset.token.invalid' ? TEXTS.codeInvalid : errorMessage(error)));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            <FocusFirstError order={['code']} />
            <RevalidateOnLanguageChange />
            <TextField
              name="code"
              label={<Trans>Code from the e-mail</Trans>}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={19}
            />
            <FormAlert>{failure}</FormAlert>
            <button type="submit" className="button button--block" disabled={isSubmitting}>
              <Trans>Next</Trans>
            </button>
            <button
              type="button"
              className="button button--quiet button--block"
              onClick={() => {
                setFailure(null);
                setStep(null);
              }}
            >
              <Trans>Send a new code</Trans>
            </button>
          </Form>
        )}
      </Formik>
    </>
  );
}

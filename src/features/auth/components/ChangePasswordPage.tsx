import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';

import { Dialog } from '@/components/dialog/Dialog';
import { LogoutDialog } from '@/components/dialog/LogoutDialog';
import { Loading } from '@/components/Loading';
import { toast } from '@/components/toast/toast';
import { TIMING } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { rewriteRememberedPassword } from '@/lib/session/remembered-login';
import { passwordChanged, selectPasswordChangeRequired, selectSession, selectSessionReady } from '@/lib/session/session-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

import { useChangePasswordMutation, useRegisterRulesQuery } from '../api/auth-api';
import { confirmationSpec, fieldSpec, FORM_TEXTS, ruleHint } from '../model/field-messages';
import { clearHeldPassword, takeHeldPassword } from '../model/login-session';
import { buildRulesSchema, type RegisterRule, validateForm } from '../model/register-rules';
import { FocusFirstError, FormAlert, PasswordField, RevalidateOnLanguageChange } from './fields';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const ANY: RegisterRule = {
  acceptedPattern: '*',
  message: '',
  minLength: 1,
  maxLength: 64,
  required: true,
  updateRequired: false,
  patternId: 'PASSWORD',
  enabled: true,
};

/** Change password, on first login or an expired password (docs/product.md#password-change). */
export function ChangePasswordPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const ready = useAppSelector(selectSessionReady);
  const session = useAppSelector(selectSession);
  // A first login or an expired password: this page is the only one open to the session, so it
  // offers the way out itself.
  const required = useAppSelector(selectPasswordChangeRequired);
  const dispatch = useAppDispatch();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const rules = useRegisterRulesQuery();
  const [changePassword] = useChangePasswordMutation();
  const [held] = useState(() => takeHeldPassword(session?.token ?? null));
  const [samePopup, setSamePopup] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const schema = useMemo(() => {
    const spec = (name: string, rule: RegisterRule) => fieldSpec(i18n, name, { ...rule, required: true });
    return buildRulesSchema(
      [...(held ? [] : [spec('oldPassword', rules.data?.loginPassword ?? ANY)]), spec('newPassword', rules.data?.password ?? ANY)],
      [confirmationSpec(i18n, 'confirmNewPassword', 'newPassword')],
    );
  }, [held, rules.data, i18n]);

  if (!ready) return <Loading />;
  // Without a stored session there is nothing to change (docs/product.md#password-change).
  if (!session) return <Navigate to={PATHS.home} replace />;

  return (
    <div className="auth-page">
      {required && (
        <p className="auth-page__reason" data-testid="password-change-reason">
          {session.firstTimeLogin ? (
            <Trans>Choose your own password to start playing.</Trans>
          ) : (
            <Trans>Your password has expired. Choose a new one to go on playing.</Trans>
          )}
        </p>
      )}
      <Formik<PasswordValues>
        initialValues={{ oldPassword: '', newPassword: '', confirmNewPassword: '' }}
        validate={(values) => validateForm(schema, values)}
        onSubmit={async (values) => {
          setFailure(null);
          const oldPassword = held ?? values.oldPassword;
          if (values.newPassword === oldPassword) {
            setSamePopup(true);
            return;
          }
          const saving = toast.loading(FORM_TEXTS.saving, { maxDuration: TIMING.passwordLoading });
          try {
            await changePassword({ oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword }).unwrap();
            toast.dismiss(saving);
            toast.success(FORM_TEXTS.changeSaved, { duration: TIMING.passwordSuccessToast });
            clearHeldPassword();
            dispatch(passwordChanged());
            await rewriteRememberedPassword(values.newPassword).catch(() => undefined);
            setTimeout(() => void navigate(PATHS.home, { replace: true }), TIMING.passwordRedirect);
          } catch (caught) {
            toast.dismiss(saving);
            const error = isGatewayError(caught) ? caught : undefined;
            if (error?.code === 'password.same') setSamePopup(true);
            else setFailure(i18n._(error?.code === 'password.old.invalid' ? FORM_TEXTS.oldPasswordWrong : errorMessage(error)));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            <FocusFirstError order={['oldPassword', 'newPassword', 'confirmNewPassword']} />
            <RevalidateOnLanguageChange />
            <div className="field">
              <label className="field__label" htmlFor="field-username">
                <Trans>Username</Trans>
              </label>
              <input id="field-username" className="field__input" value={session.userName} readOnly autoComplete="username" />
            </div>
            {!held && <PasswordField name="oldPassword" label={<Trans>Old password</Trans>} autoComplete="current-password" />}
            <PasswordField
              name="newPassword"
              label={<Trans>New password</Trans>}
              autoComplete="new-password"
              hint={rules.data?.password ? ruleHint(i18n, rules.data?.password) : null}
            />
            <PasswordField name="confirmNewPassword" label={<Trans>Confirm new password</Trans>} autoComplete="new-password" />
            <FormAlert>{failure}</FormAlert>
            <button type="submit" className="button button--block" disabled={isSubmitting}>
              <Trans>Confirm</Trans>
            </button>
            {required && (
              <button type="button" className="button button--block button--quiet" onClick={() => setConfirmingLogout(true)}>
                <Trans>Log out</Trans>
              </button>
            )}
          </Form>
        )}
      </Formik>
      <LogoutDialog open={confirmingLogout} onDone={() => setConfirmingLogout(false)} />
      <Dialog open={samePopup} onClose={() => setSamePopup(false)} title={<Trans>Choose another password</Trans>}>
        <p>{i18n._(FORM_TEXTS.samePassword)}</p>
      </Dialog>
    </div>
  );
}

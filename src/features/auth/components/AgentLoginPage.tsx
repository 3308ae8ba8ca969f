import './auth.css';

import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { useSearchParams } from 'react-router';

import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { PATHS } from '@/config/paths';
import { LOGIN_RETURN_PARAM, returnPathFrom } from '@/lib/session/login-redirect';

import { useRegisterRulesQuery } from '../api/auth-api';
import { validateForm } from '../model/register-rules';
import { CaptchaField } from './CaptchaField';
import { CheckboxField, FocusFirstError, FormAlert, PasswordField, RevalidateOnLanguageChange, TextField } from './fields';
import { LOGIN_FIELD_ORDER, type LoginValues, useLoginSchema, useRememberedLogin } from './use-login-form';
import { useLoginSubmit } from './use-login-submit';
import { usePhoneSignIn } from './use-phone-sign-in';

/** The remembered login fills the form as on the member login; the agency login has no other modes. */
function keepUsernameMode() {}

/**
 * The agency login (docs/product.md#agent-login): username and password only, the member login's
 * captcha and lockout, and the agent centre (or the agent page that sent the agent here) after it.
 */
export function AgentLoginPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const returnPath = returnPathFrom(search.get(LOGIN_RETURN_PARAM));
  const rules = useRegisterRulesQuery();
  const phone = usePhoneSignIn();
  const { failure, captchaShown, captchaNonce, refreshCaptcha, submit } = useLoginSubmit({
    mode: 'username',
    returnPath,
    phone,
    side: 'agent',
  });
  const initial = useRememberedLogin(keepUsernameMode);
  const schema = useLoginSchema(rules.data, 'username', captchaShown);
  if (!initial) return <Loading />;

  return (
    <div className="auth-page">
      <p className="auth-page__note">
        <Trans>Log in with your agent account to manage your team.</Trans>
      </p>
      <Formik<LoginValues> initialValues={initial} validate={(values) => validateForm(schema, values)} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            <FocusFirstError order={LOGIN_FIELD_ORDER.username} />
            <RevalidateOnLanguageChange />
            <TextField
              name="username"
              label={<Trans>Username</Trans>}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={rules.data?.loginUsername?.maxLength || 32}
            />
            <PasswordField
              name="password"
              label={<Trans>Password</Trans>}
              autoComplete="current-password"
              maxLength={rules.data?.loginPassword?.maxLength || 32}
            />
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
      <nav className="auth-page__footer" aria-label={t`More options`}>
        <AppLink to={PATHS.login}>
          <Trans>Player login</Trans>
        </AppLink>
        <AppLink to={PATHS.home}>
          <Trans>Home</Trans>
        </AppLink>
      </nav>
    </div>
  );
}

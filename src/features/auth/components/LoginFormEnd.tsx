import { Trans } from '@lingui/react/macro';

import { CaptchaField } from './CaptchaField';
import { CheckboxField, FormAlert } from './fields';
import type { useLoginSubmit } from './use-login-submit';

/**
 * What both logins' forms end with (docs/product.md#login): the captcha while the gateway asks
 * for one, Remember password, the failure, and the button.
 */
export function LoginFormEnd({
  attempt: { captchaShown, captchaNonce, refreshCaptcha, failure },
  submitting,
}: {
  attempt: Pick<ReturnType<typeof useLoginSubmit>, 'captchaShown' | 'captchaNonce' | 'refreshCaptcha' | 'failure'>;
  submitting: boolean;
}) {
  return (
    <>
      {captchaShown && <CaptchaField name="captcha" nonce={captchaNonce} onRefresh={refreshCaptcha} />}
      <CheckboxField name="remember">
        <Trans>Remember password</Trans>
      </CheckboxField>
      <FormAlert>{failure}</FormAlert>
      <button type="submit" className="button button--block" disabled={submitting}>
        {submitting ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
      </button>
    </>
  );
}

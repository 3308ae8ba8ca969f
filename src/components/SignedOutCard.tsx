import { Trans, useLingui } from '@lingui/react/macro';

import { ERROR_TEXTS } from '../lib/errors/error-catalogue';
import { loginPath } from '../lib/session/login-redirect';
import { AppLink } from './link/AppLink';

/**
 * What a page that needs a login shows a visitor instead of its content: why (in_logged_login,
 * docs/product.md#errors) and the way to log in, coming back to `returnTo` afterwards. One card for
 * every such page, so the member centre and the rewards page read and look the same.
 */
export function SignedOutCard({ returnTo }: { returnTo: string }) {
  const { i18n } = useLingui();
  return (
    <section className="card signed-out-card" data-testid="signed-out-card">
      <p className="signed-out-card__text">{i18n._(ERROR_TEXTS.in_logged_login)}</p>
      <AppLink className="button" to={loginPath(returnTo)}>
        <Trans>Log in</Trans>
      </AppLink>
    </section>
  );
}

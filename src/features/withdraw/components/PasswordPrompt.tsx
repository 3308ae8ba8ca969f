import { Trans } from '@lingui/react/macro';

import { AppLink } from '@/components/link/AppLink';
import { PATHS } from '@/config/paths';

/** Cards and withdrawals need a payment password first: say why and lead to it. */
export function PasswordPrompt() {
  return (
    <section className="card withdraw-prompt" data-testid="payment-password-prompt">
      <h2 className="card__title">
        <Trans>Set a payment password</Trans>
      </h2>
      <p className="card__meta">
        <Trans>It protects your bank cards and withdrawals: you enter it each time you add or remove a card or withdraw.</Trans>
      </p>
      <AppLink className="button" to={PATHS.paymentPassword}>
        <Trans>Set payment password</Trans>
      </AppLink>
    </section>
  );
}

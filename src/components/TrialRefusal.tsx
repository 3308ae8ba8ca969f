import { Trans, useLingui } from '@lingui/react/macro';

import { PATHS } from '../config/paths';
import { ERROR_TEXTS } from '../lib/errors/error-catalogue';
import { EmptyState } from './EmptyState';
import { AppLink } from './link/AppLink';

/**
 * What a trial account sees in place of a real member's page (docs/product.md#roles): free_reject,
 * and registration as the way to a real account.
 */
export function TrialRefusal() {
  const { i18n } = useLingui();
  return (
    <EmptyState
      message={i18n._(ERROR_TEXTS.free_reject)}
      action={
        <AppLink className="button" to={PATHS.register}>
          <Trans>Register</Trans>
        </AppLink>
      }
    />
  );
}

import { Trans } from '@lingui/react/macro';
import { Navigate, useLocation } from 'react-router';

import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { LoginRedirect } from '@/components/LoginRedirect';
import { TrialRefusal } from '@/components/TrialRefusal';
import { PATHS } from '@/config/paths';
import { agentLoginPath } from '@/lib/session/login-redirect';

import type { RefusalReason } from './route-access';

/**
 * What the guard shows instead of a page: the login (which brings the player back), the trial
 * refusal, or one side's refusal of the other's account (docs/product.md#agent-login).
 */
export function RouteRefusal({ reason }: { reason: RefusalReason }) {
  const location = useLocation();
  switch (reason) {
    case 'login':
      return <LoginRedirect />;
    case 'trial':
      return <TrialRefusal />;
    case 'agentLogin':
      return <Navigate to={agentLoginPath(location)} replace />;
    case 'agentOnly':
      return (
        <EmptyState
          message={<Trans>This is an agent account. The player side is not open to it.</Trans>}
          action={
            <AppLink className="button" to={PATHS.agentCentre}>
              <Trans>Agent centre</Trans>
            </AppLink>
          }
        />
      );
    case 'notAgent':
      return (
        <EmptyState
          message={<Trans>The agent centre is for agent accounts. Log in with an agent account to open it.</Trans>}
          action={
            <AppLink className="button" to={agentLoginPath(location)}>
              <Trans>Agency login</Trans>
            </AppLink>
          }
        />
      );
  }
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { AppLink } from '../../../components/link/AppLink';
import { LoginRedirect } from '../../../components/LoginRedirect';
import { EmptyState } from '../../../components/EmptyState';
import { Loading } from '../../../components/Loading';
import { PATHS } from '../../../config/paths';
import { ERROR_TEXTS } from '../../../lib/errors/error-catalogue';
import { isRealMember } from '../../../lib/member/member-api';
import { selectSession, selectSessionReady } from '../../../lib/session/session-slice';

/**
 * Pages of a real member's own money: visitors go to login, trial accounts (docs/product.md#roles)
 * are refused with free_reject and offered registration.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const ready = useSelector(selectSessionReady);
  const session = useSelector(selectSession);
  if (!ready) return <Loading />;
  if (!session) return <LoginRedirect />;
  if (!isRealMember(session.type)) {
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
  return <>{children}</>;
}

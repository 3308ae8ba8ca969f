import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Loading } from '../../components/Loading';
import { LoginRedirect } from '../../components/LoginRedirect';
import { TrialRefusal } from '../../components/TrialRefusal';
import { selectSession, selectSessionReady } from '../../lib/session/session-slice';
import { accessVerdict } from './route-access';
import type { RouteAccess } from './route-rules';

/**
 * The one place that decides who may open a page: the route table's access column, applied
 * before the page (and its code) is asked for. Pages behind it take their session as given.
 */
export function RouteGuard({ access, page }: { access: RouteAccess | undefined; page: () => ReactNode }) {
  const ready = useSelector(selectSessionReady);
  const session = useSelector(selectSession);
  switch (accessVerdict(access, ready, session)) {
    case 'wait':
      return <Loading />;
    case 'login':
      return <LoginRedirect />;
    case 'trial':
      return <TrialRefusal />;
    default:
      return page();
  }
}

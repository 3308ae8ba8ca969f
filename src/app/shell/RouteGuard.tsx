import { lazy, type ReactNode } from 'react';

import { Loading } from '@/components/Loading';
import { selectSession, selectSessionReady } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { accessVerdict } from './route-access';
import type { RouteAccess } from './route-rules';

// The refusals (the login redirect, the error catalogue's texts) stay out of the first load: a
// page opened by someone allowed to see it never needs them. The shell's Suspense shows the
// loading view while they come.
const RouteRefusal = lazy(() => import('./RouteRefusal').then((module) => ({ default: module.RouteRefusal })));

/**
 * The one place that decides who may open a page: the route table's access column, applied
 * before the page (and its code) is asked for. Pages behind it take their session as given.
 */
export function RouteGuard({ access, page }: { access: RouteAccess | undefined; page: () => ReactNode }) {
  const ready = useAppSelector(selectSessionReady);
  const session = useAppSelector(selectSession);
  const verdict = accessVerdict(access, ready, session);
  if (verdict === 'open') return page();
  if (verdict === 'wait') return <Loading />;
  return <RouteRefusal reason={verdict} />;
}

import { roleOf } from '@/lib/session/roles';

import type { RouteAccess } from './route-rules';

/**
 * What the shell shows instead of a route's page, if anything: `wait` while the stored session is
 * still being read back (a member reopening a member page must not be sent to log in first),
 * `login` for a visitor, `trial` for a trial account on a real member's page; `open` shows it.
 */
export type AccessVerdict = 'open' | 'wait' | 'login' | 'trial';

export function accessVerdict(access: RouteAccess | undefined, sessionReady: boolean, session: { type?: number } | null): AccessVerdict {
  if (access === undefined) return 'open';
  if (!sessionReady) return 'wait';
  const role = roleOf(session);
  if (role === 'visitor') return 'login';
  if (access === 'realMember' && role === 'trial') return 'trial';
  return 'open';
}

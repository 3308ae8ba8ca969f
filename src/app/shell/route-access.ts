import { isAgent, isAgentOnly, roleOf } from '@/lib/session/roles';

import type { RouteAccess } from './route-rules';

/**
 * What the shell shows instead of a route's page, if anything: `wait` while the stored session is
 * still being read back (a member reopening a member page must not be sent to log in first),
 * `login` for a visitor (`agentLogin` on an agent page), `trial` for a trial account on a real
 * member's page, `agentOnly` for an agent-only account on any member page, `notAgent` for a
 * session that is not an agent's on an agent page (docs/product.md#agent-login); `open` shows it.
 */
export type AccessVerdict = 'open' | 'wait' | 'login' | 'trial' | 'agentLogin' | 'agentOnly' | 'notAgent';
export type RefusalReason = Exclude<AccessVerdict, 'open' | 'wait'>;

export function accessVerdict(access: RouteAccess | undefined, sessionReady: boolean, session: { type?: number } | null): AccessVerdict {
  if (access === undefined) return 'open';
  if (!sessionReady) return 'wait';
  const role = roleOf(session);
  if (access === 'agent') {
    if (role === 'visitor') return 'agentLogin';
    return isAgent(session?.type) ? 'open' : 'notAgent';
  }
  if (role === 'visitor') return 'login';
  if (access === 'account') return 'open';
  if (isAgentOnly(session?.type)) return 'agentOnly';
  if (access === 'realMember' && role === 'trial') return 'trial';
  return 'open';
}

import type { DownlineKind } from '../../../src/contract/agent-team.ts';
import { GatewayError } from '../../lib/errors.ts';
import { type AccountRecord, AGENT_TYPES } from '../../store/repositories/accounts.ts';
import type { Store } from '../../store/store.ts';
import { requireDownline } from './menu.ts';

/** A team account as the agent centre shows it: an agent (any agent type) or a member. */
export function kindOf(type: number): DownlineKind {
  return AGENT_TYPES.has(type) ? 'agent' : 'member';
}

/** The account named, when it is in the agent's team; anything else is `agent.not.downline`. */
export function downlineNamed(store: Store, agentId: number, username: string): AccountRecord {
  const account = store.accounts.findByUsername(username);
  if (!account) throw new GatewayError('agent.not.downline');
  requireDownline(store, agentId, account.id);
  return account;
}

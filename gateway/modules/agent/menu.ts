import type { AgentMenuId } from '../../../src/contract/agent-menu.ts';
import { GatewayError } from '../../lib/errors.ts';
import type { Store } from '../../store/store.ts';
import { effectiveSwitches } from '../../store/switches.ts';

/**
 * Refuses a call of an agent-centre item the operator has switched off in the white-label tree
 * (`AGECEN`, docs/product.md#agent-centre), as the app hides it.
 */
export function requireAgentMenu(store: Store, item: AgentMenuId): void {
  if (!effectiveSwitches(store.settings.get('switches'))[item]) throw new GatewayError('function.not.available');
}

/**
 * Refuses a call about an account outside the agent's team (`agent.not.downline`): an agent reads
 * and changes its own team only, at any depth, never another agent's.
 */
export function requireDownline(store: Store, agentId: number, accountId: number): void {
  if (!store.accounts.isInTeam(agentId, accountId)) throw new GatewayError('agent.not.downline');
}

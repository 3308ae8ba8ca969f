import type { ComponentType } from 'react';

import type { AgentRouteId } from '../shell/agent-route-rules';

/**
 * The agent side's page modules, by route (docs/product.md#agent-centre). The shell reaches them
 * through this one module, loaded when an agent page opens, so that a player's first load carries
 * one import for the whole agent side instead of one per page.
 */
export const AGENT_PAGE_LOADERS: Record<AgentRouteId, () => Promise<ComponentType>> = {
  agentLogin: () => import('@/features/auth/components/AgentLoginPage').then((module) => module.AgentLoginPage),
  agentCentre: () => import('@/features/agent/components/AgentCentrePage').then((module) => module.AgentCentrePage),
  team: () => import('@/features/agent/components/TeamPage').then((module) => module.TeamPage),
  downline: () => import('@/features/agent/components/DownlinePage').then((module) => module.DownlinePage),
  createDownline: () => import('@/features/agent/components/CreateDownlinePage').then((module) => module.CreateDownlinePage),
  editRebates: () => import('@/features/agent/components/EditRebatesPage').then((module) => module.EditRebatesPage),
};

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
  linkManage: () => import('@/features/agent/components/LinkManagePage').then((module) => module.LinkManagePage),
  linkDetail: () => import('@/features/agent/components/LinkDetailPage').then((module) => module.LinkDetailPage),
  agentDailySalary: () => import('@/features/agent/components/OfferContractsPage').then((module) => module.AgentDailySalaryPage),
  agentDividend: () => import('@/features/agent/components/OfferContractsPage').then((module) => module.AgentDividendPage),
  agentHourSalary: () => import('@/features/agent/components/OfferContractsPage').then((module) => module.AgentHourSalaryPage),
  agentNotice: () => import('@/features/agent/components/AgentNoticePage').then((module) => module.AgentNoticePage),
  team: () => import('@/features/agent/components/TeamPage').then((module) => module.TeamPage),
  downline: () => import('@/features/agent/components/DownlinePage').then((module) => module.DownlinePage),
  createDownline: () => import('@/features/agent/components/CreateDownlinePage').then((module) => module.CreateDownlinePage),
  editRebates: () => import('@/features/agent/components/EditRebatesPage').then((module) => module.EditRebatesPage),
  teamOverview: () => import('@/features/agent/components/OverviewPage').then((module) => module.OverviewPage),
  teamPnl: () => import('@/features/agent/components/ReportPnlPage').then((module) => module.ReportPnlPage),
  teamBetting: () => import('@/features/agent/components/ReportBettingPage').then((module) => module.ReportBettingPage),
  teamTransactions: () => import('@/features/agent/components/ReportTransactionsPage').then((module) => module.ReportTransactionsPage),
  invitationIncome: () => import('@/features/agent/components/ReportIncomePages').then((module) => module.InvitationIncomePage),
  rebateIncome: () => import('@/features/agent/components/ReportIncomePages').then((module) => module.RebateIncomePage),
};

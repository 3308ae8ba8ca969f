import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { matchPath, useLocation } from 'react-router';

import { AGENT_SIDE_PATHS } from '@/config/paths';
import type { GatewayDispatch } from '@/lib/gateway/prefetch';

import { type RoutePage, routePage } from '../route-page';
import { usePageTitle } from '../shell/page-title';

type AgentSidePageId = keyof typeof AGENT_SIDE_PATHS;

/**
 * The agent side's pages, by address (docs/product.md#agent-centre). The shell has one row and one
 * page for the whole side, this module, loaded when an agent page opens: a player's first load
 * carries neither the agent side's pages nor their titles (docs/architecture.md#start-up).
 */
const AGENT_SIDE_PAGES: Record<AgentSidePageId, { title: MessageDescriptor; page: RoutePage }> = {
  agentCentre: {
    title: msg`Agent centre`,
    page: routePage(() => import('@/features/agent/components/AgentCentrePage').then((module) => module.AgentCentrePage)),
  },
  linkManage: {
    title: msg`Invitation links`,
    page: routePage(() => import('@/features/agent/components/LinkManagePage').then((module) => module.LinkManagePage)),
  },
  linkDetail: {
    title: msg`Registered users`,
    page: routePage(() => import('@/features/agent/components/LinkDetailPage').then((module) => module.LinkDetailPage)),
  },
  agentDailySalary: {
    title: msg`Agency daily salary`,
    page: routePage(() => import('@/features/agent/components/OfferContractsPage').then((module) => module.AgentDailySalaryPage)),
  },
  agentDividend: {
    title: msg`Agency dividend`,
    page: routePage(() => import('@/features/agent/components/OfferContractsPage').then((module) => module.AgentDividendPage)),
  },
  agentHourSalary: {
    title: msg`Agency hourly salary`,
    page: routePage(() => import('@/features/agent/components/OfferContractsPage').then((module) => module.AgentHourSalaryPage)),
  },
  agentNotice: {
    title: msg`Agent announcements`,
    page: routePage(() => import('@/features/agent/components/AgentNoticePage').then((module) => module.AgentNoticePage)),
  },
  team: {
    title: msg`Team`,
    page: routePage(() => import('@/features/agent/components/TeamPage').then((module) => module.TeamPage)),
  },
  downline: {
    title: msg`Downline`,
    page: routePage(() => import('@/features/agent/components/DownlinePage').then((module) => module.DownlinePage)),
  },
  createDownline: {
    title: msg`Open account`,
    page: routePage(() => import('@/features/agent/components/CreateDownlinePage').then((module) => module.CreateDownlinePage)),
  },
  editRebates: {
    title: msg`Edit rebates`,
    page: routePage(() => import('@/features/agent/components/EditRebatesPage').then((module) => module.EditRebatesPage)),
  },
  teamOverview: {
    title: msg`Overview`,
    page: routePage(() => import('@/features/agent/components/OverviewPage').then((module) => module.OverviewPage)),
  },
  teamPnl: {
    title: msg`Team profit and loss`,
    page: routePage(() => import('@/features/agent/components/ReportPnlPage').then((module) => module.ReportPnlPage)),
  },
  teamBetting: {
    title: msg`Team betting`,
    page: routePage(() => import('@/features/agent/components/ReportBettingPage').then((module) => module.ReportBettingPage)),
  },
  teamTransactions: {
    title: msg`Team transactions`,
    page: routePage(() => import('@/features/agent/components/ReportTransactionsPage').then((module) => module.ReportTransactionsPage)),
  },
  invitationIncome: {
    title: msg`Invitation income`,
    page: routePage(() => import('@/features/agent/components/ReportIncomePages').then((module) => module.InvitationIncomePage)),
  },
  rebateIncome: {
    title: msg`Rebate income`,
    page: routePage(() => import('@/features/agent/components/ReportIncomePages').then((module) => module.RebateIncomePage)),
  },
};

const BY_ADDRESS = Object.entries(AGENT_SIDE_PATHS).map(([id, path]) => ({ path, ...AGENT_SIDE_PAGES[id as AgentSidePageId] }));

/** The page at an address of the agent side, matched as the shell matches its rows. */
function agentSidePageAt(pathname: string) {
  return BY_ADDRESS.find(({ path }) => matchPath({ path, caseSensitive: true, end: true }, pathname) !== null);
}

/** The agent side's page at the current address, with its title in the title bar. */
export function AgentSidePage() {
  const { pathname } = useLocation();
  // The shell sends only the agent side's addresses here.
  const { title, page } = agentSidePageAt(pathname)!;
  usePageTitle(pathname, title);
  return <page.Page />;
}

/** The page's module and first data, before it renders (a press on a link, start-up). */
export function preloadAgentSidePage(dispatch: GatewayDispatch, location: { pathname: string; search: string }): Promise<void> {
  return agentSidePageAt(location.pathname)?.page.preload(dispatch, location) ?? Promise.resolve();
}

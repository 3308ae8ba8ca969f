import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { PATHS } from '@/config/paths';

/**
 * The agent side's rows of the shell's table (docs/product.md#agent-centre), kept apart so that
 * each costs the first load only its id, paths and title: every agent page has the page header,
 * a back arrow, no player's tab bar, and is for agents. Their pages load through one module,
 * src/app/pages/agent-pages.ts, which the compiler asks for each id here.
 */
function agentRow<const Id extends string>(id: Id, paths: readonly string[], title: MessageDescriptor) {
  return { id, paths, title, header: 'full', back: 'history', tabBar: false, access: 'agent' } as const;
}

export const AGENT_ROWS = [
  agentRow('agentCentre', [PATHS.agentCentre], msg`Agent centre`),
  agentRow('linkManage', [PATHS.linkManage], msg`Invitation links`),
  agentRow('linkDetail', [PATHS.linkDetail], msg`Registered users`),
  agentRow('agentDailySalary', [PATHS.agentDailySalary], msg`Agency daily salary`),
  agentRow('agentDividend', [PATHS.agentDividend], msg`Agency dividend`),
  agentRow('agentHourSalary', [PATHS.agentHourSalary], msg`Agency hourly salary`),
  agentRow('agentNotice', [PATHS.agentNotice], msg`Agent announcements`),
  agentRow('team', [PATHS.team], msg`Team`),
  agentRow('downline', [PATHS.downline], msg`Downline`),
  agentRow('createDownline', [PATHS.createDownline], msg`Open account`),
  agentRow('editRebates', [PATHS.editRebates], msg`Edit rebates`),
  agentRow('teamOverview', [PATHS.teamOverview], msg`Overview`),
  agentRow('teamPnl', [PATHS.teamPnl], msg`Team profit and loss`),
  agentRow('teamBetting', [PATHS.teamBetting], msg`Team betting`),
  agentRow('teamTransactions', [PATHS.teamTransactions], msg`Team transactions`),
  agentRow('invitationIncome', [PATHS.invitationIncome], msg`Invitation income`),
  agentRow('rebateIncome', [PATHS.rebateIncome], msg`Rebate income`),
] as const;

/** The agent side's pages, each loaded through src/app/pages/agent-pages.ts. */
export type AgentRouteId = (typeof AGENT_ROWS)[number]['id'] | 'agentLogin';

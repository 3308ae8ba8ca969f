import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { PATHS } from '@/config/paths';
import type { AgentMenuId } from '@/contract/agent-menu';

/** One item of the agent centre's hub: the white-label item that switches it, its page, its label. */
export interface AgentMenuItem {
  id: AgentMenuId;
  path: string;
  label: MessageDescriptor;
}

/**
 * The hub's items in the order they show (docs/product.md#agent-centre). An item is listed here
 * once its page exists; the operator's tree then decides whether it shows.
 */
export const AGENT_MENU_ITEMS: readonly AgentMenuItem[] = [
  { id: 'AGEPAG', path: PATHS.teamOverview, label: msg`Overview` },
  { id: 'DOWNMAN', path: PATHS.team, label: msg`Team` },
  { id: 'REGCEN', path: PATHS.createDownline, label: msg`Open account` },
  { id: 'REGCEN', path: PATHS.linkManage, label: msg`Invitation links` },
  { id: 'GAMSER', path: PATHS.editRebates, label: msg`Edit rebates` },
  { id: 'AGETEAMPNL3', path: PATHS.teamPnl, label: msg`Team profit and loss` },
  { id: 'TEAMBETTING3', path: PATHS.teamBetting, label: msg`Team betting` },
  { id: 'TRANSREC3', path: PATHS.teamTransactions, label: msg`Team transactions` },
  { id: 'INVAINC', path: PATHS.invitationIncome, label: msg`Invitation income` },
  { id: 'AGEREBINC3', path: PATHS.rebateIncome, label: msg`Rebate income` },
  { id: 'DAYSAL', path: PATHS.agentDailySalary, label: msg`Daily salary contract` },
  { id: 'DIVIDEND', path: PATHS.agentDividend, label: msg`Dividend contract` },
  { id: 'HOURSAL3', path: PATHS.agentHourSalary, label: msg`Hourly salary contract` },
  { id: 'NOTICE', path: PATHS.agentNotice, label: msg`Agent announcements` },
];

/**
 * The items the operator enables: an item shows when the tree turns it on, and not at all when
 * the agent centre's node (`AGECEN`) is off, which the flattened switches already carry down.
 */
export function enabledAgentItems(switches: Readonly<Record<string, boolean>>): AgentMenuItem[] {
  return AGENT_MENU_ITEMS.filter((item) => switches[item.id] === true);
}

import type { AgentMenuId } from '../../../src/contract/agent-menu.ts';
import type { ReportPage } from '../../../src/contract/agent-reports.ts';
import { operatorDate, type RangeLimit } from '../../../src/contract/report-range.ts';
import type { Member } from '../../http/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { GatewayError } from '../../lib/errors.ts';
import type { AccountRecord } from '../../store/repositories/accounts.ts';
import type { DateSpan, Paged } from '../../store/repositories/team-reports.ts';
import type { Store } from '../../store/store.ts';
import { requireAgentMenu, requireDownline } from './menu.ts';
import { checkedRange, pagesOf, reportPage } from './report-schemas.ts';

/** What every report call of the agent centre is asked with: a range, and a page where it pages. */
interface ReportQuery {
  startDate: string;
  endDate: string;
  page?: string;
  size?: string;
}

/** What a report's answer is made from once its call has passed the checks every report makes. */
export interface ReportAsked<Query> {
  query: Query;
  agent: AccountRecord;
  span: DateSpan;
  window: { page: number; size: number };
}

/**
 * Answers one report call of the agent centre (docs/gateway-protocol.md#agent-centre) the way all
 * of them answer: refused when the operator has switched its item off, or when its range passes
 * the report's limits (REPORT_RANGE_LIMITS); else `answer`'s value, never cached.
 */
export function answerReport<Query extends ReportQuery, Value>(
  store: Store,
  request: { query: Query; member: Member },
  reply: { header(name: string, value: string): unknown },
  report: { item: AgentMenuId; limit: RangeLimit },
  answer: (asked: ReportAsked<Query>) => Value,
) {
  requireAgentMenu(store, report.item);
  const span = checkedRange(request.query, operatorDate(Date.now()), report.limit);
  const value = answer({ query: request.query, agent: request.member.account, span, window: reportPage(request.query) });
  reply.header('cache-control', 'no-store');
  return ok(value);
}

/** A team member named in a query; anyone else, or no one, is `agent.not.downline`. */
export function downlineNamed(store: Store, agent: AccountRecord, username: string): AccountRecord {
  const account = store.accounts.findByUsername(username.trim());
  if (!account) throw new GatewayError('agent.not.downline');
  requireDownline(store, agent.id, account.id);
  return account;
}

/** The accounts a team report covers: the agent's whole team, or only the downline a query names. */
export function reportedAccounts(store: Store, agent: AccountRecord, name: string | undefined): readonly number[] {
  const named = name?.trim() || undefined;
  return named === undefined ? store.accounts.teamIds(agent.id) : [downlineNamed(store, agent, named).id];
}

/** A report's page on the wire: its rows and footer in currency units, and how many pages there are. */
export function reportPageOf<Record, Totals, Row, Footer>(
  { records, total, totals }: Paged<Record, Totals>,
  window: { size: number },
  row: (record: Record) => Row,
  footer: (totals: Totals) => Footer,
): ReportPage<Row, Footer> {
  return { list: records.map(row), footer: footer(totals), total, totalPages: pagesOf(total, window.size) };
}

import {
  REPORT_CATEGORIES,
  type ReportCategory,
  type TeamPnl,
  type TeamPnlRow,
  type TeamTransactionType,
} from '../../../src/contract/agent-reports.ts';
import { REPORT_RANGE_LIMITS } from '../../../src/contract/report-range.ts';
import type { MemberRoutes } from '../../http/auth.ts';
import { answersWith } from '../../http/schemas.ts';
import type { DateSpan } from '../../store/repositories/team-reports.ts';
import type { Store } from '../../store/store.ts';
import { registerOverview } from './overview.ts';
import { answerReport, downlineNamed, reportedAccounts, reportPageOf } from './report-route.ts';
import {
  betsQuerySchema,
  betsSchema,
  invitationIncomeQuerySchema,
  invitationIncomeSchema,
  pnlQuerySchema,
  pnlSchema,
  rebateIncomeQuerySchema,
  rebateIncomeSchema,
  transactionsQuerySchema,
  transactionsSchema,
  units,
} from './report-schemas.ts';

const TRANSACTION_TYPES_OF: Readonly<Record<string, readonly TeamTransactionType[]>> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal'],
  transfer: ['transfer-in', 'transfer-out'],
};

/** The team's (or one downline's with its own team's) profit and loss per game category. */
function teamPnl(store: Store, accountIds: readonly number[], span: DateSpan, subordinateName: string | null): TeamPnl {
  const figures = new Map(store.teamReports.byCategory(accountIds, span).map((row) => [row.category, row]));
  const list = REPORT_CATEGORIES.map((category): TeamPnlRow => {
    const row = figures.get(category);
    const [bet, valid, win, rebate] = [row?.betCents ?? 0, row?.validBetCents ?? 0, row?.winCents ?? 0, row?.rebateCents ?? 0];
    return {
      gameCategory: category,
      betCount: row?.betCount ?? 0,
      totalBet: units(bet),
      validBet: units(valid),
      totalWin: units(win),
      rebate: units(rebate),
      pnl: units(win + rebate - bet),
    };
  });
  const totals = store.teamReports.totals(accountIds, span);
  return {
    list,
    footer: {
      betCount: totals.betCount,
      totalBet: units(totals.betCents),
      validBet: units(totals.validBetCents),
      totalWin: units(totals.winCents),
      rebate: units(totals.rebateCents),
      promotion: units(totals.promotionCents),
      pnl: units(totals.winCents + totals.rebateCents + totals.promotionCents - totals.betCents),
    },
    total: list.length,
    totalPages: 1,
    subordinateName,
  };
}

/**
 * The overview and the team reports of the agent centre (docs/gateway-protocol.md#agent-centre),
 * each behind its AGECEN item: team P&L by category, the team's bets, its deposits, withdrawals
 * and transfers, and the agent's invitation and rebate income. Ranges are checked against
 * REPORT_RANGE_LIMITS; a named member must be in the agent's team.
 */
export function registerTeamReports(routes: MemberRoutes, store: Store): void {
  registerOverview(routes, store);

  // The platform's ODSFE2_getTeamPNLV3.
  routes.get('/wps/agent/team/pnl', { schema: { querystring: pnlQuerySchema, response: answersWith(pnlSchema) } }, async (request, reply) =>
    answerReport(store, request, reply, { item: 'AGETEAMPNL3', limit: REPORT_RANGE_LIMITS.pnl }, ({ query, agent, span }) => {
      const name = query.subordinateName?.trim() || undefined;
      const downline = name === undefined ? undefined : downlineNamed(store, agent, name);
      const accountIds = downline ? [downline.id, ...store.accounts.teamIds(downline.id)] : store.accounts.teamIds(agent.id);
      return teamPnl(store, accountIds, span, downline?.username ?? null);
    }),
  );

  // The platform's ODSFE2_lottTeamBet and per-category order lists, in one.
  routes.get(
    '/wps/agent/team/bets',
    { schema: { querystring: betsQuerySchema, response: answersWith(betsSchema) } },
    async (request, reply) =>
      answerReport(
        store,
        request,
        reply,
        { item: 'TEAMBETTING3', limit: REPORT_RANGE_LIMITS.betting },
        ({ query, agent, span, window }) => {
          const category = (query.gameCategory as ReportCategory | undefined) ?? null;
          const bets = store.teamReports.bets(reportedAccounts(store, agent, query.customerName), span, { category }, window);
          return reportPageOf(
            bets,
            window,
            (record) => ({
              id: record.id,
              orderNum: record.orderNum,
              customerName: record.username,
              gameCategory: record.category,
              gameName: record.gameName,
              vendorName: record.vendorName,
              betAmount: units(record.betCents),
              validBet: units(record.validBetCents),
              winAmount: units(record.winCents),
              pnl: units(record.winCents - record.betCents),
              betTime: record.betAt,
            }),
            (totals) => ({
              betAmount: units(totals.betCents),
              validBet: units(totals.validBetCents),
              winAmount: units(totals.winCents),
              pnl: units(totals.winCents - totals.betCents),
            }),
          );
        },
      ),
  );

  // The platform's ODSFE2_MemTransDet in its agent view.
  routes.get(
    '/wps/agent/team/transactions',
    { schema: { querystring: transactionsQuerySchema, response: answersWith(transactionsSchema) } },
    async (request, reply) =>
      answerReport(
        store,
        request,
        reply,
        { item: 'TRANSREC3', limit: REPORT_RANGE_LIMITS.transactions },
        ({ query, agent, span, window }) => {
          const types = query.type === undefined ? null : (TRANSACTION_TYPES_OF[query.type] ?? null);
          const transactions = store.teamReports.transactions(reportedAccounts(store, agent, query.customerName), span, { types }, window);
          return reportPageOf(
            transactions,
            window,
            (record) => ({
              id: record.id,
              orderNum: record.orderNum,
              customerName: record.username,
              type: record.type,
              amount: units(record.amountCents),
              createdAt: record.createdAt,
            }),
            (totals) => ({
              deposit: units(totals.deposit),
              withdrawal: units(totals.withdrawal),
              transferIn: units(totals['transfer-in']),
              transferOut: units(totals['transfer-out']),
            }),
          );
        },
      ),
  );

  // The platform's ODSFE2_AgentProfDet.
  routes.get(
    '/wps/agent/income/invitation',
    { schema: { querystring: invitationIncomeQuerySchema, response: answersWith(invitationIncomeSchema) } },
    async (request, reply) =>
      answerReport(store, request, reply, { item: 'INVAINC', limit: REPORT_RANGE_LIMITS.invitationIncome }, ({ agent, span, window }) =>
        reportPageOf(
          store.teamReports.invitationIncome(agent.id, span, window),
          window,
          (record) => ({
            id: record.id,
            balanceDate: record.balanceDate,
            customerName: record.username,
            level: record.level,
            validBet: units(record.validBetCents),
            commissionRate: record.rateBp / 100,
            commission: units(record.amountCents),
          }),
          (totals) => ({ validBet: units(totals.validBetCents), commission: units(totals.amountCents) }),
        ),
      ),
  );

  // The platform's ODSFE2_agentRebate (newest day first).
  routes.get(
    '/wps/agent/income/rebate',
    { schema: { querystring: rebateIncomeQuerySchema, response: answersWith(rebateIncomeSchema) } },
    async (request, reply) =>
      answerReport(
        store,
        request,
        reply,
        { item: 'AGEREBINC3', limit: REPORT_RANGE_LIMITS.rebateIncome },
        ({ query, agent, span, window }) => {
          const category = (query.gameCategory as ReportCategory | undefined) ?? null;
          return reportPageOf(
            store.teamReports.rebateIncome(agent.id, span, { category }, window),
            window,
            (record) => ({
              id: record.id,
              balanceDate: record.balanceDate,
              gameCategory: record.category,
              gameBetting: units(record.validBetCents),
              rebateRate: record.rateBp / 100,
              gameRebate: units(record.amountCents),
            }),
            (totals) => ({ gameBetting: units(totals.validBetCents), gameRebate: units(totals.amountCents) }),
          );
        },
      ),
  );
}

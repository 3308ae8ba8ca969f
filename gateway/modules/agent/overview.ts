import type { TeamKpiRow, TeamKpiTotals, TeamOverview } from '../../../src/contract/agent-reports.ts';
import { type DateRange, datesOf, operatorDate, REPORT_RANGE_LIMITS } from '../../../src/contract/report-range.ts';
import type { MemberRoutes } from '../../http/auth.ts';
import { answersWith } from '../../http/schemas.ts';
import type { DayFigures, RangeTotals } from '../../store/repositories/team-reports.ts';
import type { Store } from '../../store/store.ts';
import { answerReport } from './report-route.ts';
import { overviewQuerySchema, overviewSchema, units } from './report-schemas.ts';

type Figures = Omit<DayFigures, 'balanceDate'> | RangeTotals;

/** The team's result as players: wins, rebates and promotions less bets (docs/product.md#agent-centre). */
function kpiTotals(figures: Figures, registered: number): TeamKpiTotals {
  return {
    teamDeposit: units(figures.depositCents),
    teamWithdraw: units(figures.withdrawCents),
    teamTotalBet: units(figures.betCents),
    teamValidBet: units(figures.validBetCents),
    teamTotalWin: units(figures.winCents),
    teamTotalPnl: units(figures.winCents + figures.rebateCents + figures.promotionCents - figures.betCents),
    teamRegisterMemberCount: registered,
    teamLoginMemberCount: figures.loginMembers,
    teamBetMemberCount: figures.betMembers,
    teamDepositMemberCount: figures.depositMembers,
  };
}

const NO_FIGURES: Omit<DayFigures, 'balanceDate'> = {
  betCount: 0,
  betCents: 0,
  validBetCents: 0,
  winCents: 0,
  rebateCents: 0,
  depositCents: 0,
  withdrawCents: 0,
  promotionCents: 0,
  loginMembers: 0,
  betMembers: 0,
  depositMembers: 0,
};

/**
 * The overview of an agent's whole team over a range: its size now, then per day and in total the
 * members who joined, logged in, bet and deposited, the deposits, withdrawals, bets, valid bets,
 * wins and the result. Every date of the range has its row, zeros where nothing happened.
 */
function teamOverview(store: Store, agentId: number, range: DateRange): TeamOverview {
  const team = store.accounts.teamIds(agentId);
  const days = new Map(store.teamReports.daily(team, range).map((day) => [day.balanceDate, day]));
  const joined = new Map<string, number>();
  for (const createdAt of store.teamReports.joinedAt(team)) {
    const date = operatorDate(createdAt);
    joined.set(date, (joined.get(date) ?? 0) + 1);
  }
  const dates = datesOf(range);
  const list = dates.map((date): TeamKpiRow => ({ balanceDate: date, ...kpiTotals(days.get(date) ?? NO_FIGURES, joined.get(date) ?? 0) }));
  const registered = dates.reduce((sum, date) => sum + (joined.get(date) ?? 0), 0);
  return { ...range, teamCount: team.length, list, footer: kpiTotals(store.teamReports.totals(team, range), registered) };
}

/**
 * `GET /wps/agent/team/overview` (item AGEPAG; the platform's `ODSFE2_teamKPIC` with its
 * `footer`): see `teamOverview`.
 */
export function registerOverview(routes: MemberRoutes, store: Store): void {
  routes.get(
    '/wps/agent/team/overview',
    { schema: { querystring: overviewQuerySchema, response: answersWith(overviewSchema) } },
    async (request, reply) =>
      answerReport(store, request, reply, { item: 'AGEPAG', limit: REPORT_RANGE_LIMITS.overview }, ({ agent, span }) =>
        teamOverview(store, agent.id, span),
      ),
  );
}

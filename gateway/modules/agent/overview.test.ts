import { describe, expect, it } from 'vitest';

import type { TeamOverview } from '../../../src/contract/agent-reports.ts';
import { addDays, operatorDate, operatorDayStart } from '../../../src/contract/report-range.ts';
import { authHeaders, loginValue, setSwitches } from '../../test-support/flows.ts';
import { envelope } from '../../test-support/harness.ts';
import { useSeededGateway } from '../../test-support/seeded-gateway.ts';

const { gateway, tokens } = useSeededGateway();

const today = () => operatorDate(Date.now());

function overview(token: string, startDate: string, endDate: string) {
  const query = new URLSearchParams({ startDate, endDate });
  return gateway.request({ method: 'GET', url: `/wps/agent/team/overview?${query}`, headers: authHeaders(token) });
}

async function overviewValue(token: string, startDate: string, endDate: string): Promise<TeamOverview> {
  const response = await overview(token, startDate, endDate);
  expect(envelope(response)).toMatchObject({ success: true });
  expect(response.headers['cache-control']).toBe('no-store');
  return envelope(response).value as TeamOverview;
}

/** The seeded rows of the team of `username` in the range, summed straight from the tables. */
function seededSums(username: string, startDate: string, endDate: string) {
  const { accounts, db } = gateway.store;
  const team = JSON.stringify(accounts.teamIds(accounts.findByUsername(username)!.id));
  const sum = (sql: string) => Number(db.prepare(sql).get(team, startDate, endDate)?.total ?? 0) / 100;
  const inTeam = 'account_id IN (SELECT value FROM json_each(?)) AND balance_date BETWEEN ? AND ?';
  return {
    deposits: sum(`SELECT SUM(amount_cents) AS total FROM team_transactions WHERE type = 'deposit' AND ${inTeam}`),
    withdrawals: sum(`SELECT SUM(amount_cents) AS total FROM team_transactions WHERE type = 'withdrawal' AND ${inTeam}`),
    validBets: sum(`SELECT SUM(valid_bet_cents) AS total FROM team_bets WHERE ${inTeam}`),
    bets: sum(`SELECT SUM(bet_cents) AS total FROM team_bets WHERE ${inTeam}`),
    wins: sum(`SELECT SUM(win_cents) AS total FROM team_bets WHERE ${inTeam}`),
    rebates: sum(`SELECT SUM(rebate_cents) AS total FROM team_daily_games WHERE ${inTeam}`),
    promotions: sum(`SELECT SUM(promotion_cents) AS total FROM team_daily_funds WHERE ${inTeam}`),
    players: Number(db.prepare(`SELECT COUNT(DISTINCT account_id) AS n FROM team_bets WHERE ${inTeam}`).get(team, startDate, endDate)?.n),
  };
}

const total = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) * 100) / 100;

describe('the team overview (docs/product.md#agent-centre)', () => {
  it("fills every date of the range, and its sums add up to the team's seeded records", async () => {
    const start = addDays(today(), -6);
    const value = await overviewValue(tokens.agent, start, today());
    expect(value).toMatchObject({ startDate: start, endDate: today(), teamCount: 46 });
    expect(value.list.map((row) => row.balanceDate)).toEqual(Array.from({ length: 7 }, (_, index) => addDays(start, index)));
    const seeded = seededSums('agent', start, today());
    expect(seeded.bets).toBeGreaterThan(0);
    expect(value.footer).toMatchObject({
      teamDeposit: seeded.deposits,
      teamWithdraw: seeded.withdrawals,
      teamValidBet: seeded.validBets,
      teamTotalBet: seeded.bets,
      teamTotalWin: seeded.wins,
      teamBetMemberCount: seeded.players,
      teamTotalPnl: Math.round((seeded.wins + seeded.rebates + seeded.promotions - seeded.bets) * 100) / 100,
    });
    expect(total(value.list.map((row) => row.teamDeposit))).toBe(value.footer.teamDeposit);
    expect(total(value.list.map((row) => row.teamValidBet))).toBe(value.footer.teamValidBet);
    expect(total(value.list.map((row) => row.teamTotalPnl))).toBe(value.footer.teamTotalPnl);
  });

  it('counts the members who joined in the range, and answers zeros for the days nothing happened', async () => {
    const start = addDays(today(), -89);
    const value = await overviewValue(tokens.agent, start, today());
    expect(value.list).toHaveLength(90);
    const { accounts } = gateway.store;
    const joined = accounts
      .teamIds(accounts.findByUsername('agent')!.id)
      .filter((id) => accounts.findById(id)!.createdAt >= operatorDayStart(start)).length;
    expect(value.footer.teamRegisterMemberCount).toBe(joined);
    expect(total(value.list.map((row) => row.teamRegisterMemberCount))).toBe(joined);
    const agentOnly = await loginValue(gateway, 'agentonly', 'agent1234', 'agent');
    const small = await overviewValue(agentOnly.token, start, today());
    expect(small.teamCount).toBe(9);
    const quiet = small.list.find((row) => row.teamTotalBet === 0 && row.teamDeposit === 0);
    expect(quiet).toMatchObject({ teamValidBet: 0, teamTotalPnl: 0, teamBetMemberCount: 0 });
    expect(small.footer.teamValidBet).toBe(seededSums('agentonly', start, today()).validBets);
  });

  it('refuses a range past its limits with a code, not an empty list', async () => {
    const refused = async (start: string, end: string) => envelope(await overview(tokens.agent, start, end));
    expect(await refused(addDays(today(), -90), today())).toMatchObject({
      success: false,
      code: 'date.range.too.old',
      value: { windowDays: 90 },
    });
    expect(await refused(today(), addDays(today(), -1))).toMatchObject({ success: false, code: 'date.range.invalid' });
    expect(await refused(today(), addDays(today(), 1))).toMatchObject({ success: false, code: 'date.range.invalid' });
    expect(await refused('2026-02-30', today())).toMatchObject({ success: false, code: 'date.range.invalid' });
    expect(await refused('yesterday', today())).toMatchObject({ success: false, code: 'request.invalid' });
  });

  it("is an agent's call, behind its item", async () => {
    expect(envelope(await overview(tokens.demo, today(), today()))).toMatchObject({ success: false, code: 'agent.only' });
    expect(envelope(await overview(tokens.trial, today(), today()))).toMatchObject({ success: false, code: 'agent.only' });
    setSwitches(gateway, { AGEPAG: false });
    try {
      expect(envelope(await overview(tokens.agent, today(), today()))).toMatchObject({ success: false, code: 'function.not.available' });
    } finally {
      setSwitches(gateway, { AGEPAG: true });
    }
  });
});

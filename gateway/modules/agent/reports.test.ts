import { describe, expect, it } from 'vitest';

import type {
  InvitationIncomeFooter,
  InvitationIncomeRow,
  RebateIncomeFooter,
  RebateIncomeRow,
  ReportPage,
  TeamBetFooter,
  TeamBetRow,
  TeamPnl,
  TeamTransactionFooter,
  TeamTransactionRow,
} from '../../../src/contract/agent-reports.ts';
import { addDays, operatorDate } from '../../../src/contract/report-range.ts';
import { authHeaders, loginValue, setSwitches } from '../../test-support/flows.ts';
import { envelope } from '../../test-support/harness.ts';
import { useSeededGateway } from '../../test-support/seeded-gateway.ts';

const { gateway, tokens } = useSeededGateway();

const today = () => operatorDate(Date.now());
const daysBack = (days: number) => addDays(today(), -days);

function call(token: string, path: string, query: Record<string, string>) {
  return gateway.request({ method: 'GET', url: `${path}?${new URLSearchParams(query)}`, headers: authHeaders(token) });
}

async function value<T>(token: string, path: string, query: Record<string, string>): Promise<T> {
  const response = await call(token, path, query);
  expect(envelope(response)).toMatchObject({ success: true });
  expect(response.headers['cache-control']).toBe('no-store');
  return envelope(response).value as T;
}

async function code(token: string, path: string, query: Record<string, string>): Promise<string | undefined> {
  const answer = envelope(await call(token, path, query));
  expect(answer.success).toBe(false);
  return answer.code;
}

const accountId = (username: string) => gateway.store.accounts.findByUsername(username)!.id;
const teamOf = (username: string) => gateway.store.accounts.teamIds(accountId(username));
/** A sub-agent of `agent`'s team (it leads eight members), and a member of `agentonly`'s. */
const subAgent = () =>
  teamOf('agent')
    .map((id) => gateway.store.accounts.findById(id)!)
    .find((account) => account.type === 1)!;
const otherTeamMember = () => gateway.store.accounts.findById(teamOf('agentonly')[0]!)!;

/** A sum over seeded rows of `accountIds`, in currency units. */
function seeded(sql: string, accountIds: readonly number[], startDate: string, endDate: string, ...more: (string | number)[]): number {
  const row = gateway.store.db.prepare(sql).get(JSON.stringify(accountIds), startDate, endDate, ...more);
  return Number(row?.total ?? 0) / 100;
}
const IN_RANGE = 'account_id IN (SELECT value FROM json_each(?)) AND balance_date BETWEEN ? AND ?';

describe('team profit and loss (docs/product.md#agent-centre)', () => {
  const path = '/wps/agent/team/pnl';

  it("answers every category, summing to the team's seeded bets, rebates and promotions", async () => {
    const [start, end] = [daysBack(29), today()];
    const pnl = await value<TeamPnl>(tokens.agent, path, { startDate: start, endDate: end });
    expect(pnl.list.map((row) => row.gameCategory)).toEqual(['LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP']);
    const team = teamOf('agent');
    const bets = seeded(`SELECT SUM(bet_cents) AS total FROM team_bets WHERE ${IN_RANGE}`, team, start, end);
    const wins = seeded(`SELECT SUM(win_cents) AS total FROM team_bets WHERE ${IN_RANGE}`, team, start, end);
    const rebates = seeded(`SELECT SUM(rebate_cents) AS total FROM team_daily_games WHERE ${IN_RANGE}`, team, start, end);
    const promotions = seeded(`SELECT SUM(promotion_cents) AS total FROM team_daily_funds WHERE ${IN_RANGE}`, team, start, end);
    expect(pnl.footer).toMatchObject({ totalBet: bets, totalWin: wins, rebate: rebates, promotion: promotions });
    expect(pnl.subordinateName).toBeNull();
    expect(pnl.footer.pnl).toBeCloseTo(wins + rebates + promotions - bets, 2);
    expect(pnl.list.reduce((sum, row) => sum + row.totalBet, 0)).toBeCloseTo(bets, 2);
    const lottery = seeded(
      `SELECT SUM(valid_bet_cents) AS total FROM team_bets WHERE ${IN_RANGE} AND category = ?`,
      team,
      start,
      end,
      'LOTT',
    );
    expect(pnl.list[0]!.validBet).toBe(lottery);
  });

  it('narrows to one downline with its own team; a name outside the team is agent.not.downline', async () => {
    const [start, end] = [daysBack(89), today()];
    const sub = subAgent();
    const pnl = await value<TeamPnl>(tokens.agent, path, { startDate: start, endDate: end, subordinateName: sub.username });
    expect(pnl.subordinateName).toBe(sub.username);
    const theirs = [sub.id, ...gateway.store.accounts.teamIds(sub.id)];
    expect(pnl.footer.validBet).toBe(seeded(`SELECT SUM(valid_bet_cents) AS total FROM team_bets WHERE ${IN_RANGE}`, theirs, start, end));
    expect(await code(tokens.agent, path, { startDate: start, endDate: end, subordinateName: otherTeamMember().username })).toBe(
      'agent.not.downline',
    );
    expect(await code(tokens.agent, path, { startDate: start, endDate: end, subordinateName: 'nobody-here' })).toBe('agent.not.downline');
    expect(await code(tokens.agent, path, { startDate: daysBack(90), endDate: end })).toBe('date.range.too.old');
  });
});

describe('team betting records', () => {
  const path = '/wps/agent/team/bets';
  type BetPage = ReportPage<TeamBetRow, TeamBetFooter>;

  it('pages the team’s bets newest first, with totals over the whole range', async () => {
    const [start, end] = [daysBack(29), today()];
    const first = await value<BetPage>(tokens.agent, path, { startDate: start, endDate: end, page: '1', size: '5' });
    const second = await value<BetPage>(tokens.agent, path, { startDate: start, endDate: end, page: '2', size: '5' });
    const team = teamOf('agent');
    const count = gateway.store.db
      .prepare(`SELECT COUNT(*) AS n FROM team_bets WHERE ${IN_RANGE}`)
      .get(JSON.stringify(team), start, end)?.n;
    expect(first.total).toBe(Number(count));
    expect(first.totalPages).toBe(Math.ceil(first.total / 5));
    expect(first.list).toHaveLength(5);
    const times = [...first.list, ...second.list].map((row) => row.betTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set([...first.list, ...second.list].map((row) => row.id)).size).toBe(10);
    expect(first.footer.validBet).toBe(seeded(`SELECT SUM(valid_bet_cents) AS total FROM team_bets WHERE ${IN_RANGE}`, team, start, end));
    expect(first.list[0]!.pnl).toBeCloseTo(first.list[0]!.winAmount - first.list[0]!.betAmount, 2);
  });

  it('filters by member and category; a member of another team is refused', async () => {
    const [start, end] = [daysBack(29), today()];
    const sub = subAgent();
    const player = gateway.store.accounts.teamIds(sub.id).find((id) => {
      const bets = gateway.store.db.prepare(`SELECT COUNT(*) AS n FROM team_bets WHERE ${IN_RANGE}`).get(JSON.stringify([id]), start, end);
      return Number(bets?.n) > 0;
    })!;
    const name = gateway.store.accounts.findById(player)!.username;
    const theirs = await value<BetPage>(tokens.agent, path, { startDate: start, endDate: end, customerName: name, size: '100' });
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.list.every((row) => row.customerName === name)).toBe(true);
    const category = theirs.list[0]!.gameCategory;
    const one = await value<BetPage>(tokens.agent, path, { startDate: start, endDate: end, customerName: name, gameCategory: category });
    expect(one.list.every((row) => row.gameCategory === category)).toBe(true);
    expect(await code(tokens.agent, path, { startDate: start, endDate: end, customerName: otherTeamMember().username })).toBe(
      'agent.not.downline',
    );
  });

  it('refuses more than 30 days, and a start past the window', async () => {
    expect(await code(tokens.agent, path, { startDate: daysBack(30), endDate: today() })).toBe('date.range.too.long');
    await value<BetPage>(tokens.agent, path, { startDate: daysBack(59), endDate: daysBack(30) });
    expect(await code(tokens.agent, path, { startDate: daysBack(95), endDate: daysBack(80) })).toBe('date.range.too.old');
    expect(await code(tokens.agent, path, { startDate: today(), endDate: today(), gameCategory: 'BINGO' })).toBe('request.invalid');
  });
});

describe('team transactions', () => {
  const path = '/wps/agent/team/transactions';
  type TransactionPage = ReportPage<TeamTransactionRow, TeamTransactionFooter>;

  it('lists deposits, withdrawals and transfers; the footer adds up per type, the filter keeps one kind', async () => {
    const [start, end] = [daysBack(89), today()];
    const team = teamOf('agent');
    const all = await value<TransactionPage>(tokens.agent, path, { startDate: start, endDate: end });
    const sumOf = (type: string) =>
      seeded(`SELECT SUM(amount_cents) AS total FROM team_transactions WHERE ${IN_RANGE} AND type = ?`, team, start, end, type);
    expect(all.footer).toEqual({
      deposit: sumOf('deposit'),
      withdrawal: sumOf('withdrawal'),
      transferIn: sumOf('transfer-in'),
      transferOut: sumOf('transfer-out'),
    });
    const transfers = await value<TransactionPage>(tokens.agent, path, { startDate: start, endDate: end, type: 'transfer', size: '100' });
    expect(transfers.total).toBeGreaterThan(0);
    expect(transfers.list.every((row) => row.type === 'transfer-in' || row.type === 'transfer-out')).toBe(true);
    expect(transfers.footer.deposit).toBe(0);
    expect(await code(tokens.agent, path, { startDate: start, endDate: end, customerName: otherTeamMember().username })).toBe(
      'agent.not.downline',
    );
  });
});

describe('invitation and rebate income', () => {
  it("pages the agent's commission on its team's valid bets, summing to its seeded rows", async () => {
    const [start, end] = [daysBack(6), today()];
    const page = await value<ReportPage<InvitationIncomeRow, InvitationIncomeFooter>>(tokens.agent, '/wps/agent/income/invitation', {
      startDate: start,
      endDate: end,
      size: '10',
    });
    const row = gateway.store.db
      .prepare(
        'SELECT COUNT(*) AS n, SUM(amount_cents) AS total FROM agent_invitation_income WHERE agent_id = ? AND balance_date BETWEEN ? AND ?',
      )
      .get(accountId('agent'), start, end);
    expect(page.total).toBe(Number(row?.n));
    expect(page.footer.commission).toBe(Number(row?.total) / 100);
    expect(page.list.length).toBeLessThanOrEqual(10);
    expect(page.list[0]).toMatchObject({ level: expect.any(Number), commissionRate: expect.any(Number) });
    expect(await code(tokens.agent, '/wps/agent/income/invitation', { startDate: daysBack(90), endDate: end })).toBe('date.range.too.old');
  });

  it("pages the agent's rebate income newest day first, and filters a category", async () => {
    const [start, end] = [daysBack(13), today()];
    const path = '/wps/agent/income/rebate';
    type RebatePage = ReportPage<RebateIncomeRow, RebateIncomeFooter>;
    const page = await value<RebatePage>(tokens.agent, path, { startDate: start, endDate: end, size: '100' });
    const row = gateway.store.db
      .prepare('SELECT SUM(amount_cents) AS total FROM agent_rebate_income WHERE agent_id = ? AND balance_date BETWEEN ? AND ?')
      .get(accountId('agent'), start, end);
    expect(page.footer.gameRebate).toBe(Number(row?.total) / 100);
    const dates = page.list.map((income) => income.balanceDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const lottery = await value<RebatePage>(tokens.agent, path, { startDate: start, endDate: end, gameCategory: 'LOTT' });
    expect(lottery.list.every((income) => income.gameCategory === 'LOTT')).toBe(true);
  });
});

describe('who may read the reports', () => {
  const range = () => ({ startDate: today(), endDate: today() });

  it("refuses a member's session, and an item switched off", async () => {
    for (const path of [
      '/wps/agent/team/pnl',
      '/wps/agent/team/bets',
      '/wps/agent/team/transactions',
      '/wps/agent/income/invitation',
      '/wps/agent/income/rebate',
    ]) {
      expect(await code(tokens.demo, path, range())).toBe('agent.only');
    }
    const agentOnly = await loginValue(gateway, 'agentonly', 'agent1234', 'agent');
    await value(agentOnly.token, '/wps/agent/team/bets', range());
    const items = {
      AGETEAMPNL3: '/wps/agent/team/pnl',
      TEAMBETTING3: '/wps/agent/team/bets',
      TRANSREC3: '/wps/agent/team/transactions',
      INVAINC: '/wps/agent/income/invitation',
      AGEREBINC3: '/wps/agent/income/rebate',
    };
    for (const [item, path] of Object.entries(items)) {
      setSwitches(gateway, { [item]: false });
      try {
        expect(await code(tokens.agent, path, range())).toBe('function.not.available');
      } finally {
        setSwitches(gateway, { [item]: true });
      }
    }
  });
});

import { describe, expect, it } from 'vitest';

import type { MemberPnl, MemberPnlFigures } from '../../src/contract/member-pnl.ts';
import { addDays, operatorDate } from '../../src/contract/report-range.ts';
import type { GameRecord } from '../store/repositories/catalog.ts';
import { authHeaders } from '../test-support/flows.ts';
import { envelope } from '../test-support/harness.ts';
import { openGame } from '../test-support/launched-pages.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import { playRound } from './play-pages.ts';

const { gateway, tokens } = useSeededGateway();

const today = () => operatorDate(Date.now());
const get = (query: string, token?: string) =>
  gateway.request({ method: 'GET', url: `/wps/relay/ODSFE2_MemPNL${query}`, headers: authHeaders(token) });
const range = (startDate: string, endDate: string) => `?${new URLSearchParams({ startDate, endDate })}`;

async function pnl(token: string, startDate: string, endDate = today()): Promise<MemberPnl> {
  const response = await get(range(startDate, endDate), token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return envelope(response).value as MemberPnl;
}

/** Sums in cents, so that rounding of the units on the wire cannot hide a wrong total. */
const cents = (value: number) => Math.round(value * 100);
function sumOf(rows: readonly MemberPnlFigures[]) {
  return {
    betAmount: rows.reduce((sum, row) => sum + cents(row.betAmount), 0),
    validBet: rows.reduce((sum, row) => sum + cents(row.validBet), 0),
    winLoss: rows.reduce((sum, row) => sum + cents(row.winLoss), 0),
  };
}
const inCents = (figures: MemberPnlFigures) => ({
  betAmount: cents(figures.betAmount),
  validBet: cents(figures.validBet),
  winLoss: cents(figures.winLoss),
});

function findGame(predicate: (game: GameRecord) => boolean): GameRecord {
  const game = gateway.store.catalog.games().find(predicate);
  if (!game) throw new Error('no such game');
  return game;
}

describe('GET /wps/relay/ODSFE2_MemPNL', () => {
  it("answers demo's seeded days newest first, each day and the totals the sum of their parts", async () => {
    const value = await pnl(tokens.demo, addDays(today(), -30));
    expect(value).toMatchObject({ startDate: addDays(today(), -30), endDate: today(), currencySymbol: '₱' });
    expect(value.list.length).toBeGreaterThan(10);
    const dates = value.list.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((date) => date >= addDays(today(), -30) && date <= today())).toBe(true);
    for (const day of value.list) {
      expect(inCents(day)).toEqual(sumOf(day.byCategory));
      expect(day.validBet).toBeLessThanOrEqual(day.betAmount);
    }
    expect(inCents(value.footer)).toEqual(sumOf(value.list));
    expect(inCents(value.footer)).toEqual(sumOf(value.footer.byCategory));
    // Several categories, each total the sum of its days.
    expect(value.footer.byCategory.length).toBeGreaterThanOrEqual(4);
    for (const category of value.footer.byCategory) {
      const days = value.list.flatMap((day) => day.byCategory.filter((row) => row.category === category.category));
      expect(inCents(category)).toEqual(sumOf(days));
    }
    // A sub-range is the days it covers.
    const week = await pnl(tokens.demo, addDays(today(), -6));
    expect(week.list).toEqual(value.list.filter((row) => row.date >= addDays(today(), -6)));
  });

  it('reaches back 90 days, today included, at most 31 at a time', async () => {
    const oldest = addDays(today(), -89);
    expect((await pnl(tokens.demo, oldest, addDays(oldest, 30))).list.length).toBeGreaterThan(0);
    const refusals: [string, number, string, unknown?][] = [
      [range(addDays(today(), -90), addDays(today(), -80)), 400, 'date.range.too.old', { windowDays: 90, earliest: oldest }],
      [range(addDays(today(), -31), today()), 400, 'date.range.too.long', { maxDays: 31 }],
      [range(today(), addDays(today(), -1)), 400, 'date.range.invalid'],
      [range(today(), addDays(today(), 1)), 400, 'date.range.invalid'],
      [range('2026-02-30', today()), 400, 'date.range.invalid'],
      [range('yesterday', today()), 400, 'date.range.invalid'],
      [`?endDate=${today()}`, 400, 'date.range.invalid'],
      [`?startDate=${today()}`, 400, 'date.range.invalid'],
      ['', 400, 'date.range.invalid'],
      [`${range(today(), today())}&other=1`, 400, 'request.invalid'],
      [`?startDate=${'9'.repeat(11)}&endDate=${today()}`, 400, 'request.invalid'],
    ];
    for (const [query, status, code, value] of refusals) {
      const response = await get(query, tokens.demo);
      expect(response.statusCode, query).toBe(status);
      expect(envelope(response).code, query).toBe(code);
      if (value !== undefined) expect(envelope(response).value).toEqual(value);
    }
  });

  it("counts the member's own bets only, a stake given back as no valid bet", async () => {
    const before = await pnl(tokens.demo, today());
    const agentBefore = await pnl(tokens.agent, today());
    const live = findGame((game) => game.category === 'LIVE');
    const game = await openGame(gateway, tokens.agent, live.id, { freePlay: 0, backUrl: '/m/home' });
    playRound(gateway.store, game, 1000, Date.now(), 0);
    playRound(gateway.store, game, 500, Date.now(), 1);
    playRound(gateway.store, game, 200, Date.now(), 3);

    expect(await pnl(tokens.demo, today())).toEqual(before);
    const after = await pnl(tokens.agent, today());
    const added = (key: keyof MemberPnlFigures) => cents(after.footer[key]) - cents(agentBefore.footer[key]);
    expect(added('betAmount')).toBe(1700);
    expect(added('validBet')).toBe(1200);
    expect(added('winLoss')).toBe(-1000 + 0 + 400);
    expect(after.list[0]?.date).toBe(today());
    expect(after.list[0]?.byCategory.find((row) => row.category === 'LIVE')).toBeDefined();
  });

  it('refuses a visitor (401) and a trial account (403 member.trial), as the betting record does', async () => {
    const query = range(addDays(today(), -6), today());
    const visitor = await get(query);
    expect(visitor.statusCode).toBe(401);
    expect(envelope(visitor).code).toBe('login.not.session');
    const trial = await get(query, tokens.trial);
    expect(trial.statusCode).toBe(403);
    expect(envelope(trial).code).toBe('member.trial');
  });
});

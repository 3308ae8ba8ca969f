import { beforeAll, describe, expect, it } from 'vitest';

import type { AccountRecordRow, BetRecordRow, RecordPage } from '../../src/contract/member-records.ts';
import type { GameRecord } from '../store/repositories/catalog.ts';
import { authHeaders, loginValue } from '../test-support/flows.ts';
import { ADMIN_TOKEN, envelope, MERCHANT } from '../test-support/harness.ts';
import { type OpenedPage, openGame, spinOn } from '../test-support/launched-pages.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import { playRound } from './play-pages.ts';

const { gateway, tokens } = useSeededGateway();

beforeAll(() => {
  // newbie and expired serve here as members who never played: their own passwords are set, so
  // their sessions are not held on the password change (README "Session").
  gateway.store.db
    .prepare("UPDATE accounts SET first_time_login = 0, password_changed_at = ? WHERE username IN ('newbie', 'expired')")
    .run(Date.now());
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const get = (url: string, token?: string) => gateway.request({ method: 'GET', url, headers: authHeaders(token) });

function findGame(predicate: (game: GameRecord) => boolean): GameRecord {
  const game = gateway.store.catalog.games().find(predicate);
  if (!game) throw new Error('no such game');
  return game;
}

const gameFor = (token: string, gameId: number, freePlay = 0) => openGame(gateway, token, gameId, { freePlay, backUrl: '/m/home' });
const spin = (game: OpenedPage, bet: number) => spinOn(gateway, game, { bet });
/** A bet from the lottery frame, opened as the app opens it: a frame ticket traded for a frame key. */
async function lotteryBet(token: string, gameId: number, stake: number) {
  const { ticket } = envelope(await gateway.request({ method: 'POST', url: '/wps/game/lottery/frame-ticket', headers: authHeaders(token) }))
    .value as { ticket: string };
  const opened = await gateway.request({
    method: 'GET',
    url: `/lgw/lotto/${MERCHANT}/trad/games/${gameId}?ticket=${ticket}`,
    merchant: null,
  });
  const frame = new URL(String(opened.headers.location), 'http://gateway.test').searchParams.get('frame') ?? '';
  return gateway.request({
    method: 'POST',
    url: `/lgw/lotto/${MERCHANT}/trad/games/${gameId}/bet`,
    merchant: null,
    headers: FORM,
    payload: `frame=${frame}&merchant=${MERCHANT}&prize_mode=Elott&pick-1=on&pick-2=on&pick-3=on&stake=${stake}`,
  });
}
const balanceCents = (username: string) => Number(gateway.store.accounts.findByUsername(username)?.balanceCents);
const ledgerSumCents = (accountId: number) =>
  Number(gateway.store.db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS s FROM wallet_ledger WHERE account_id = ?').get(accountId)?.s);
const adjust = (payload: Record<string, unknown>, token: string | null = ADMIN_TOKEN) =>
  gateway.request({
    method: 'POST',
    url: '/admin/wallets/adjust',
    merchant: null,
    headers: token === null ? {} : { 'admin-token': token },
    payload,
  });

async function betPage(token: string, query = ''): Promise<RecordPage<BetRecordRow>> {
  const response = await get(`/wps/member/records/bets${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return envelope(response).value as RecordPage<BetRecordRow>;
}

async function accountPage(token: string, query = ''): Promise<RecordPage<AccountRecordRow>> {
  const response = await get(`/wps/member/records/account${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return envelope(response).value as RecordPage<AccountRecordRow>;
}

describe('GET /wps/member/info VIP level', () => {
  it('answers the seeded VIP level and name, or null for members without one', async () => {
    expect(envelope(await get('/wps/member/info', tokens.demo)).value).toMatchObject({ account: 'demo', vipLevel: 3, vipName: 'Gold' });
    expect(envelope(await get('/wps/member/info', tokens.agent)).value).toMatchObject({ vipLevel: 4, vipName: 'Platinum' });
    expect(envelope(await get('/wps/member/info', tokens.trial)).value).toMatchObject({ vipLevel: null, vipName: null });
  });

  it('follows the admin API, which refuses unknown levels', async () => {
    const { token } = await loginValue(gateway, 'newbie', 'newbie1234');
    const put = (payload: Record<string, unknown>) =>
      gateway.request({ method: 'PUT', url: '/admin/members/vip', merchant: null, headers: { 'admin-token': ADMIN_TOKEN }, payload });
    expect(envelope(await put({ username: 'newbie', level: 2 }))).toEqual({ success: true, value: { level: 2, name: 'Silver' } });
    expect(envelope(await get('/wps/member/info', token)).value).toMatchObject({ vipLevel: 2, vipName: 'Silver' });
    expect(envelope(await put({ username: 'newbie', level: null }))).toEqual({ success: true, value: null });
    expect(envelope(await get('/wps/member/info', token)).value).toMatchObject({ vipLevel: null });
    expect((await put({ username: 'newbie', level: 42 })).statusCode).toBe(400);
    expect((await put({ username: 'nobody-here', level: 1 })).statusCode).toBe(404);
  });
});

describe('ledger rows of balance movements', () => {
  it('seeds the opening balance, so the ledger of a demo account adds up to its wallet', async () => {
    const first = await accountPage(tokens.demo);
    expect(first.list.at(-1)).toMatchObject({ kind: 'adjustment', amount: 15250.75, balanceAfter: 15250.75, reference: 'opening-balance' });
    expect(ledgerSumCents(100001)).toBe(balanceCents('demo'));
  });

  it('writes the stake and the win of a real-money round, nothing for free play', async () => {
    const slot = findGame((game) => game.gameType === 'LIVE');
    const game = await gameFor(tokens.demo, slot.id);
    const before = balanceCents('demo');
    playRound(gateway.store, game, 500, Date.now(), 0);
    playRound(gateway.store, game, 500, Date.now(), 3);
    const rows = gateway.store.ledger.page(100001, 1, 3).entries;
    expect(rows.map((row) => [row.kind, row.amountCents, row.balanceAfterCents])).toEqual([
      ['game', 1500, before + 500],
      ['game', -500, before - 1000],
      ['game', -500, before - 500],
    ]);
    expect(rows[0]?.reference).toBe(rows[1]?.reference);
    expect(rows[0]?.reference).toMatch(/^round:\d+$/);
    // Random rounds through the page: the ledger still adds up.
    for (let round = 0; round < 6; round += 1) expect((await spin(game, 10)).statusCode).toBe(200);
    expect(ledgerSumCents(100001)).toBe(balanceCents('demo'));

    const free = findGame((game) => game.gameType === 'RNG' && game.supportPlay === 0);
    const freeGame = await gameFor(tokens.trial, free.id, 1);
    const trialRows = gateway.store.ledger.page(100005, 1, 100).total;
    expect((await spin(freeGame, 10)).statusCode).toBe(200);
    expect(gateway.store.ledger.page(100005, 1, 100).total).toBe(trialRows);
  });

  it('writes a lottery row with the bet, in the same transaction as the debit', async () => {
    const keno = findGame((game) => game.lottoGameCode === 'KENO5MIN');
    const before = balanceCents('agent');
    expect((await lotteryBet(tokens.agent, keno.id, 50)).statusCode).toBe(303);
    const [row] = gateway.store.ledger.page(100003, 1, 1).entries;
    expect(row).toMatchObject({ kind: 'lottery', amountCents: -5000, balanceAfterCents: before - 5000 });
    expect(row?.reference).toMatch(/^lottery-bet:\d+$/);
    expect(ledgerSumCents(100003)).toBe(balanceCents('agent'));
    // Refused for the balance (newbie has none): neither a bet nor a ledger row.
    const { token } = await loginValue(gateway, 'newbie', 'newbie1234');
    expect((await lotteryBet(token, keno.id, 1)).statusCode).toBe(400);
    expect(gateway.store.ledger.page(100002, 1, 1).total).toBe(0);
  });
});

describe('GET /wps/member/records/bets', () => {
  it('lists real-money rounds and lottery bets newest first, with names and nets, and filters by kind', async () => {
    const { token } = await loginValue(gateway, 'expired', 'expired1234');
    const live = findGame((game) => game.gameType === 'LIVE');
    const keno = findGame((game) => game.lottoGameCode === 'KENO5MIN');
    const game = await gameFor(token, live.id);
    playRound(gateway.store, game, 200, Date.now() - 2000, 0);
    playRound(gateway.store, game, 100, Date.now() - 1000, 2);
    expect((await lotteryBet(token, keno.id, 5)).statusCode).toBe(303);

    const all = await betPage(token);
    expect(all).toMatchObject({ pageNum: 1, pageSize: 20, total: 3, totalPages: 1, currencySymbol: '₱' });
    expect(all.list.map((row) => [row.kind, row.gameName, row.stake, row.win, row.net])).toEqual([
      ['lottery', keno.name, 5, null, -5],
      ['game', live.name, 1, 2, 1],
      ['game', live.name, 2, 0, -2],
    ]);
    expect(all.list[0]).toMatchObject({ numbers: '1-2-3', vendor: keno.vendor });
    expect(all.list[0]?.drawAt).toBeGreaterThan(Date.now() - 1000);
    expect(all.list[1]?.id).toMatch(/^game-\d+$/);
    expect(all.list[1]?.vendorName).toBeTruthy();

    expect((await betPage(token, '?kind=game')).list.map((row) => row.kind)).toEqual(['game', 'game']);
    expect((await betPage(token, '?kind=lottery')).total).toBe(1);
    expect((await betPage(token, '?kind=all')).total).toBe(3);
    const second = await betPage(token, '?pageNo=2&pageSize=2');
    expect(second).toMatchObject({ pageNum: 2, pageSize: 2, total: 3, totalPages: 2 });
    expect(second.list.map((row) => row.stake)).toEqual([2]);
    expect((await betPage(token, '?pageNo=5&pageSize=2')).list).toEqual([]);
  });

  it('answers an empty page for a member who never played', async () => {
    const { token } = await loginValue(gateway, 'newbie', 'newbie1234');
    expect(await betPage(token)).toMatchObject({ list: [], total: 0, totalPages: 0 });
  });
});

describe('GET /wps/member/records/account', () => {
  it('pages the ledger newest first and filters by kind', async () => {
    const { token } = await loginValue(gateway, 'newbie', 'newbie1234');
    for (const amountCents of [1000, 2050, -500, 3000]) expect((await adjust({ username: 'newbie', amountCents })).statusCode).toBe(200);
    const first = await accountPage(token, '?pageSize=3');
    expect(first).toMatchObject({ pageNum: 1, pageSize: 3, total: 4, totalPages: 2, currencySymbol: '₱' });
    expect(first.list.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['adjustment', 30, 55.5],
      ['adjustment', -5, 25.5],
      ['adjustment', 20.5, 30.5],
    ]);
    expect((await accountPage(token, '?pageNo=2&pageSize=3')).list.map((row) => row.amount)).toEqual([10]);
    expect((await accountPage(token, '?kind=deposit')).total).toBe(0);
    expect((await accountPage(token, '?kind=adjustment')).total).toBe(4);
    const games = await accountPage(tokens.demo, '?kind=game');
    expect(games.total).toBeGreaterThan(0);
    expect(games.list.every((row) => row.kind === 'game')).toBe(true);
  });
});

describe('record refusals', () => {
  it('refuses visitors (401), trial accounts (403 member.trial) and bad queries (400)', async () => {
    for (const path of ['/wps/member/records/bets', '/wps/member/records/account']) {
      const visitor = await get(path);
      expect(visitor.statusCode).toBe(401);
      expect(envelope(visitor).code).toBe('login.not.session');
      const trial = await get(path, tokens.trial);
      expect(trial.statusCode).toBe(403);
      expect(envelope(trial).code).toBe('member.trial');
      for (const query of ['pageNo=0', 'pageSize=101', 'pageNo=x', 'kind=bonus2', 'other=1']) {
        const bad = await get(`${path}?${query}`, tokens.demo);
        expect(bad.statusCode, `${path}?${query}`).toBe(400);
        expect(envelope(bad).code).toBe('request.invalid');
      }
    }
    expect((await get('/wps/member/records/bets?kind=deposit', tokens.demo)).statusCode).toBe(400);
  });
});

describe('POST /admin/wallets/adjust', () => {
  it('moves the balance and writes an adjustment row with the note', async () => {
    const before = balanceCents('agent');
    const response = await adjust({ username: 'agent', amountCents: 1234, note: 'goodwill' });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).value).toMatchObject({
      username: 'agent',
      balance: (before + 1234) / 100,
      entry: { kind: 'adjustment', amount: 12.34, balanceAfter: (before + 1234) / 100, reference: 'admin:goodwill' },
    });
    expect(balanceCents('agent')).toBe(before + 1234);
    expect(ledgerSumCents(100003)).toBe(balanceCents('agent'));
  });

  it('refuses a debit below zero, zero or fractional cents, unknown accounts and a missing token', async () => {
    const before = balanceCents('agent');
    const rows = gateway.store.ledger.page(100003, 1, 1).total;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ username: 'agent', amountCents: -before - 1 }, 400, 'balance.insufficient'],
      [{ username: 'agent', amountCents: 0 }, 400, 'request.invalid'],
      [{ username: 'agent', amountCents: 10.5 }, 400, 'request.invalid'],
      [{ username: 'agent', amountCents: '1000' }, 400, 'request.invalid'],
      [{ username: 'agent', amountCents: 1_000_000_001 }, 400, 'request.invalid'],
      // The old field, in currency units, is refused rather than read at a hundred times its size.
      [{ username: 'agent', amount: 10 }, 400, 'request.invalid'],
      [{ username: 'agent', amountCents: 1000, extra: 1 }, 400, 'request.invalid'],
      [{ username: 'agent', amountCents: 1000, note: '<b>' }, 400, 'request.invalid'],
      [{ username: 'nobody-here', amountCents: 1000 }, 404, 'route.not.found'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await adjust(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(envelope(response).code).toBe(code);
    }
    expect((await adjust({ username: 'agent', amountCents: 1000 }, null)).statusCode).toBe(401);
    expect(balanceCents('agent')).toBe(before);
    expect(gateway.store.ledger.page(100003, 1, 1).total).toBe(rows);
  });
});

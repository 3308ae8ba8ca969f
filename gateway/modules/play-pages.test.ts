import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import { multiplierOfRoll, SPIN_OUTCOMES, SPIN_ROLLS } from '../lib/spin.ts';
import { hashToken } from '../lib/tokens.ts';
import { authHeaders, loginValue, rowCount, seededTokens } from '../test-support/flows.ts';
import { envelope, startTestGateway, type TestGateway } from '../test-support/harness.ts';
import type { GameRecord } from '../store/repositories/catalog.ts';
import { FUN_BALANCE_CENTS, TICKET_TTL_MS } from './launch.ts';

let gateway: TestGateway;
let demoToken = '';
let agentToken = '';
let trialToken = '';

beforeAll(async () => {
  gateway = await startTestGateway();
  ({ demo: demoToken, agent: agentToken, trial: trialToken } = await seededTokens(gateway));
});
afterAll(() => gateway.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function findGame(predicate: (game: GameRecord) => boolean): GameRecord {
  const game = gateway.store.catalog.games().find(predicate);
  if (!game) throw new Error('no such game');
  return game;
}

const rngReal = () => findGame((game) => game.gameType === 'RNG' && game.supportPlay === 1);
const rngTrial = () => findGame((game) => game.gameType === 'RNG' && game.supportPlay === 0);
const liveTable = () => findGame((game) => game.gameType === 'LIVE');

function launch(token: string | undefined, query: string) {
  return gateway.request({
    method: 'GET',
    url: `/wps/game/launchGame?${query}`,
    headers: authHeaders(token),
  });
}

async function ticketFor(token: string, gameId: number, freePlay = 0, backUrl = '/m/slotsCenter?vassalage=NVS'): Promise<string> {
  const response = await launch(token, `gameId=${gameId}&freePlay=${freePlay}&backUrl=${encodeURIComponent(backUrl)}&language=EN&device=MOBILE`);
  expect(response.statusCode).toBe(200);
  const { gameUrl } = envelope(response).value as { gameUrl: string };
  // The page speaks the app's language, which rides in the URL.
  expect(gameUrl).toMatch(/^\/lgw\/play\/[0-9a-f]{64}\?language=EN$/);
  return gameUrl.slice('/lgw/play/'.length, '/lgw/play/'.length + 64);
}

const page = (ticket: string) => gateway.request({ method: 'GET', url: `/lgw/play/${ticket}`, merchant: null });
const spin = (ticket: string, payload: string, headers: Record<string, string> = FORM) =>
  gateway.request({ method: 'POST', url: `/lgw/play/${ticket}/spin`, merchant: null, headers, payload });
const balanceOf = (username: string) =>
  Number(gateway.store.db.prepare('SELECT balance_cents AS b FROM accounts WHERE username = ?').get(username)?.b);
const roundsOf = (ticket: string) =>
  gateway.store.db
    .prepare('SELECT r.* FROM game_rounds r JOIN launch_tickets t ON t.id = r.ticket_id WHERE t.ticket_hash = ? ORDER BY r.id')
    .all(hashToken(ticket));

describe('GET /wps/game/launchGame', () => {
  it('creates a two-hour ticket, stored only as a hash, and answers the game page URL', async () => {
    const game = rngReal();
    const before = Date.now();
    const ticket = await ticketFor(demoToken, game.id, 0, '/m/gameList?vassalage=NVS');
    const row = gateway.store.db.prepare('SELECT * FROM launch_tickets WHERE ticket_hash = ?').get(hashToken(ticket));
    expect(row).toMatchObject({ account_id: 100001, game_id: game.id, free_play: 0, fun_balance_cents: null, back_url: '/m/gameList?vassalage=NVS' });
    expect(Number(row?.expires_at) - Number(row?.created_at)).toBe(TICKET_TTL_MS);
    expect(Number(row?.created_at)).toBeGreaterThanOrEqual(before);
    expect(gateway.store.db.prepare('SELECT COUNT(*) AS n FROM launch_tickets WHERE ticket_hash = ?').get(ticket)?.n).toBe(0);
  });

  it('refuses visitors, unknown games, trial accounts on RNG and free play without a free trial', async () => {
    const before = rowCount(gateway, 'launch_tickets');
    const cases: [string | undefined, string, number, string][] = [
      [undefined, `gameId=${rngReal().id}`, 401, 'login.not.session'],
      [demoToken, 'gameId=999999', 404, 'game.not.found'],
      [trialToken, `gameId=${rngReal().id}`, 403, 'game.free.account'],
      [trialToken, `gameId=${rngTrial().id}&freePlay=0`, 403, 'game.free.account'],
      [trialToken, `gameId=${rngReal().id}&freePlay=1`, 400, 'game.free.play.unsupported'],
      [demoToken, `gameId=${rngReal().id}&freePlay=1`, 400, 'game.free.play.unsupported'],
      [demoToken, `gameId=${liveTable().id}&freePlay=1`, 400, 'game.free.play.unsupported'],
    ];
    for (const [token, query, status, code] of cases) {
      const response = await launch(token, query);
      expect(response.statusCode, query).toBe(status);
      expect(envelope(response).code).toBe(code);
    }
    expect(rowCount(gateway, 'launch_tickets')).toBe(before);
  });

  it('lets trial accounts play the free trial and non-RNG games', async () => {
    await ticketFor(trialToken, rngTrial().id, 1);
    await ticketFor(trialToken, liveTable().id, 0);
    await ticketFor(demoToken, rngTrial().id, 1);
  });

  it('accepts only same-site paths as backUrl and validates every parameter', async () => {
    const game = rngReal();
    for (const backUrl of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', 'm/home', '/a b', `/${'a'.repeat(300)}`, '/\u00e9']) {
      const response = await launch(demoToken, `gameId=${game.id}&backUrl=${encodeURIComponent(backUrl)}`);
      expect(response.statusCode, backUrl).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
    for (const query of ['', 'gameId=abc', 'gameId=0', `gameId=${game.id}&freePlay=2`, `gameId=${game.id}&device=TV`, `gameId=${game.id}&language=ENG`]) {
      expect(envelope(await launch(demoToken, query)).code, query).toBe('request.invalid');
    }
    // No backUrl: the page links back to the home page.
    const ticket = (envelope(await launch(demoToken, `gameId=${game.id}`)).value as { gameUrl: string }).gameUrl.split('/').at(-1) ?? '';
    expect((await page(ticket)).body).toContain('href="/m/home"');
  });
});

describe('the demo game page', () => {
  it('speaks Tagalog when launched from the TY app, through the spin and its redirect', async () => {
    // Free play, so the wallet the other tests check stays as it was.
    const slot = gateway.store.catalog.games().find((game) => game.gameType === 'RNG' && game.supportPlay === 0)!;
    const response = await launch(demoToken, `gameId=${slot.id}&freePlay=1&language=TY`);
    const { gameUrl } = envelope(response).value as { gameUrl: string };
    expect(gameUrl).toMatch(/\?language=TY$/);
    const ticket = gameUrl.slice('/lgw/play/'.length, '/lgw/play/'.length + 64);
    const html = (await gateway.request({ method: 'GET', url: gameUrl, merchant: null })).body;
    expect(html).toContain('<html lang="tl">');
    expect(html).toContain('<button type="submit">Iikot</button>');
    expect(html).toContain(`action="/lgw/play/${ticket}/spin?language=TY"`);
    expect(html).not.toContain('Back to the lobby');
    const spun = await gateway.request({ method: 'POST', url: `/lgw/play/${ticket}/spin?language=TY`, merchant: null, headers: FORM, payload: 'bet=1' });
    expect(spun.headers.location).toBe(`/lgw/play/${ticket}?language=TY`);
    expect((await gateway.request({ method: 'GET', url: `/lgw/play/${ticket}?language=TY`, merchant: null })).body).toContain('Huling ikot: taya');
  });

  it('renders an accessible page without scripts: game, vendor, icon, balance, bets, spin form, way back', async () => {
    const game = rngReal();
    const ticket = await ticketFor(demoToken, game.id);
    const response = await page(ticket);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-frame-options']).toBeUndefined();
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`<h1>${game.name.replace(/'/g, '&#39;')}</h1>`);
    expect(html).toContain(gateway.store.catalog.vendor(game.vendor)?.displayName ?? 'missing');
    expect(html).toContain(`src="/cdn/games/${game.id}.svg"`);
    expect(html).toContain('₱15,250.75');
    expect(html).toContain(`<form class="card" method="post" action="/lgw/play/${ticket}/spin">`);
    for (const bet of [1, 5, 10, 50, 100]) expect(html).toContain(`name="bet" value="${bet}"`);
    expect(html).toContain('>Spin</button>');
    expect(html).toContain('<a href="/m/slotsCenter?vassalage=NVS">Back to the lobby</a>');
  });

  it('settles a spin in one transaction: the stored balance moves by exactly win - bet, and the round is kept', async () => {
    const ticket = await ticketFor(agentToken, rngReal().id);
    let balance = balanceOf('agent');
    for (let round = 1; round <= 12; round++) {
      const response = await spin(ticket, 'bet=10');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/lgw/play/${ticket}`);
      const rounds = roundsOf(ticket);
      expect(rounds).toHaveLength(round);
      const last = rounds.at(-1);
      expect(last).toMatchObject({ account_id: 100003, bet_cents: 1000, free_play: 0 });
      const win = Number(last?.win_cents);
      expect(SPIN_OUTCOMES.map((outcome) => outcome.multiplier * 1000)).toContain(win);
      expect(balanceOf('agent')).toBe(balance - 1000 + win);
      expect(Number(last?.balance_after_cents)).toBe(balanceOf('agent'));
      balance = balanceOf('agent');
    }
    // The wallet endpoint answers the same balance.
    const wallet = await gateway.request({ method: 'GET', url: '/wps/wallets/gcs', headers: { authorization: agentToken } });
    expect((envelope(wallet).value as { sumBalance: number }).sumBalance).toBe(balance / 100);
    const result = await page(ticket);
    expect(result.body).toMatch(/Last round: bet ₱10\.00, (no win this time|won ₱[0-9.,]+ \(\d+× the bet\))\./);
    expect(result.body).toContain('name="bet" value="10" checked');
  });

  it('refuses a bet above the balance with a 400 page and changes nothing', async () => {
    const ticket = await ticketFor(agentToken, rngReal().id);
    gateway.store.db.prepare('UPDATE accounts SET balance_cents = 500 WHERE username = ?').run('agent');
    const rounds = rowCount(gateway, 'game_rounds');
    const response = await spin(ticket, 'bet=10');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Insufficient balance for a bet of ₱10.00');
    expect(response.body).toContain('₱5.00');
    expect(balanceOf('agent')).toBe(500);
    expect(rowCount(gateway, 'game_rounds')).toBe(rounds);
    // A bet the balance covers still plays.
    expect((await spin(ticket, 'bet=5')).statusCode).toBe(303);
    expect(balanceOf('agent')).toBeGreaterThanOrEqual(0);
    gateway.store.db.prepare('UPDATE accounts SET balance_cents = 480000 WHERE username = ?').run('agent');
  });

  it('plays free rounds with the ticket fun balance and never touches the wallet', async () => {
    const game = rngTrial();
    const ticket = await ticketFor(demoToken, game.id, 1);
    const wallet = balanceOf('demo');
    expect((await page(ticket)).body).toContain('Fun balance (free trial)');
    expect((await page(ticket)).body).toContain('10,000.00');
    let fun = FUN_BALANCE_CENTS;
    for (let round = 0; round < 5; round++) {
      expect((await spin(ticket, 'bet=100')).statusCode).toBe(303);
      const last = roundsOf(ticket).at(-1);
      expect(last).toMatchObject({ free_play: 1, bet_cents: 10000 });
      fun = fun - 10000 + Number(last?.win_cents);
      const stored = gateway.store.db.prepare('SELECT fun_balance_cents AS f FROM launch_tickets WHERE ticket_hash = ?').get(hashToken(ticket));
      expect(Number(stored?.f)).toBe(fun);
    }
    expect(balanceOf('demo')).toBe(wallet);
    // Free play can run out too, without going negative.
    gateway.store.db.prepare('UPDATE launch_tickets SET fun_balance_cents = 50 WHERE ticket_hash = ?').run(hashToken(ticket));
    const refused = await spin(ticket, 'bet=1');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Insufficient balance');
    expect(balanceOf('demo')).toBe(wallet);
  });

  it('answers a 404 page for unknown, malformed, expired and logged-out tickets', async () => {
    const { token } = await loginValue(gateway, 'demo', 'demo1234');
    const ticket = await ticketFor(token, rngReal().id);
    expect((await page(ticket)).statusCode).toBe(200);
    gateway.store.db.prepare('UPDATE launch_tickets SET expires_at = ? WHERE ticket_hash = ?').run(Date.now() - 1, hashToken(ticket));
    const rounds = rowCount(gateway, 'game_rounds');
    const wallet = balanceOf('demo');
    for (const response of [await page(ticket), await spin(ticket, 'bet=1'), await page('0'.repeat(64)), await page('not-a-ticket')]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).toContain('has expired');
      expect(response.body).toContain('<a href="/m/home">');
    }
    expect(rowCount(gateway, 'game_rounds')).toBe(rounds);
    expect(balanceOf('demo')).toBe(wallet);

    const live = await ticketFor(token, rngReal().id);
    const logout = await gateway.request({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } });
    expect(logout.statusCode).toBe(200);
    expect((await page(live)).statusCode).toBe(404);
  });

  it('accepts only url-encoded forms with one valid bet, and keeps JSON-only rules elsewhere', async () => {
    const ticket = await ticketFor(demoToken, rngReal().id);
    const rounds = rowCount(gateway, 'game_rounds');
    const cases: [string, Record<string, string>, number][] = [
      ['{"bet":"10"}', { 'content-type': 'application/json' }, 415],
      ['bet=10', { 'content-type': 'text/plain' }, 415],
      ['bet=1&bet=5', FORM, 400],
      ['bet=7', FORM, 400],
      ['bet=10&extra=1', FORM, 400],
      ['__proto__=x&bet=10', FORM, 400],
      ['', FORM, 400],
    ];
    for (const [payload, headers, status] of cases) {
      const response = await spin(ticket, payload, headers);
      expect(response.statusCode, payload).toBe(status);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(rowCount(gateway, 'game_rounds')).toBe(rounds);
    const form = await gateway.request({
      method: 'POST',
      url: '/wps/game/favourites',
      headers: { ...FORM, authorization: demoToken },
      payload: 'nodeId=1&vendor=NVS',
    });
    expect(form.statusCode).toBe(415);
    expect(envelope(form).code).toBe('request.unsupported.media');
  });

  it('pays out per the table: 45% of rolls lose, wins from 1x to 10x', () => {
    const counts = new Map<number, number>();
    for (let roll = 0; roll < SPIN_ROLLS; roll++) {
      const multiplier = multiplierOfRoll(roll);
      counts.set(multiplier, (counts.get(multiplier) ?? 0) + 1);
    }
    expect(counts.get(0)).toBe(450);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 5, 10]);
    const returned = [...counts].reduce((sum, [multiplier, count]) => sum + multiplier * count, 0) / SPIN_ROLLS;
    expect(returned).toBeLessThan(1);
  });
});

import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

import { describe, expect, it, vi } from 'vitest';

import { PAGE_KEY_TTL_MS, PAGE_TICKET_TTL_MS } from '../http/page-tickets.ts';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import { multiplierOfRoll, SPIN_OUTCOMES, SPIN_ROLLS } from '../lib/spin.ts';
import { hashToken } from '../lib/tokens.ts';
import type { GameRecord } from '../store/repositories/catalog.ts';
import { authHeaders, loginValue, rowCount } from '../test-support/flows.ts';
import { envelope } from '../test-support/harness.ts';
import { pageStyleSource, withPageStyle } from '../test-support/html-pages.ts';
import { gamePage, type OpenedPage, openGame, openLaunchedPage, spinOn } from '../test-support/launched-pages.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import { FUN_BALANCE_CENTS } from './launch.ts';
import { GAME_PAGE_CONTENT_SECURITY_POLICY, GAME_PAGE_SCRIPT } from './play-pages.ts';

const { gateway, tokens } = useSeededGateway();

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'content-type': 'application/json' };

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

/** A launch's ticket, not yet presented. */
async function launchTicket(token: string, gameId: number, freePlay = 0, backUrl = '/m/slotsCenter?vassalage=NVS'): Promise<string> {
  const response = await launch(
    token,
    `gameId=${gameId}&freePlay=${freePlay}&backUrl=${encodeURIComponent(backUrl)}&language=EN&device=MOBILE`,
  );
  expect(response.statusCode).toBe(200);
  const { gameUrl } = envelope(response).value as { gameUrl: string };
  // The page speaks the app's language, which rides in the URL.
  expect(gameUrl).toMatch(/^\/lgw\/play\/[0-9a-f]{64}\?language=EN$/);
  return gameUrl.slice('/lgw/play/'.length, '/lgw/play/'.length + 64);
}

/** A launched game's page, opened as the browser opens it (its ticket spent, its key in a cookie). */
const gameFor = (token: string, gameId: number, freePlay = 0, backUrl = '/m/slotsCenter?vassalage=NVS') =>
  openGame(gateway, token, gameId, { freePlay, backUrl });
const presentTicket = (ticket: string, method: 'GET' | 'HEAD' = 'GET') =>
  gateway.request({ method, url: `/lgw/play/${ticket}?language=EN`, merchant: null });
const page = (game: OpenedPage, cookie?: string | null) => gamePage(gateway, game, cookie);
const spin = (game: OpenedPage, payload: string, headers: Record<string, string> = JSON_BODY, query = '') =>
  spinOn(gateway, game, payload, { headers, query });
const betOf = (bet: number) => JSON.stringify({ bet });
interface SpinValue {
  bet: number;
  win: number;
  multiplier: number;
  balance: number;
  balanceText: string;
  notice: string;
}
const balanceOf = (username: string) =>
  Number(gateway.store.db.prepare('SELECT balance_cents AS b FROM accounts WHERE username = ?').get(username)?.b);
const roundsOf = (game: OpenedPage) =>
  gateway.store.db
    .prepare('SELECT r.* FROM game_rounds r JOIN launch_tickets t ON t.id = r.ticket_id WHERE t.ticket_hash = ? ORDER BY r.id')
    .all(hashToken(game.ticket));
const setTicket = (game: OpenedPage | string, column: string, value: unknown) =>
  gateway.store.db
    .prepare(`UPDATE launch_tickets SET ${column} = ? WHERE ticket_hash = ?`)
    .run(value as number, hashToken(typeof game === 'string' ? game : game.ticket));

describe('GET /wps/game/launchGame', () => {
  it('creates a one-minute ticket, stored only as a hash, and answers the game page URL', async () => {
    const game = rngReal();
    const before = Date.now();
    const ticket = await launchTicket(tokens.demo, game.id, 0, '/m/gameList?vassalage=NVS');
    const row = gateway.store.db.prepare('SELECT * FROM launch_tickets WHERE ticket_hash = ?').get(hashToken(ticket));
    expect(row).toMatchObject({
      account_id: 100001,
      game_id: game.id,
      free_play: 0,
      fun_balance_cents: null,
      back_url: '/m/gameList?vassalage=NVS',
      page_id: null,
      key_hash: null,
    });
    expect(PAGE_TICKET_TTL_MS).toBe(60_000);
    expect(Number(row?.expires_at) - Number(row?.created_at)).toBe(PAGE_TICKET_TTL_MS);
    expect(Number(row?.created_at)).toBeGreaterThanOrEqual(before);
    expect(gateway.store.db.prepare('SELECT COUNT(*) AS n FROM launch_tickets WHERE ticket_hash = ?').get(ticket)?.n).toBe(0);
  });

  it('refuses visitors, unknown games, trial accounts on RNG and free play without a free trial', async () => {
    const before = rowCount(gateway, 'launch_tickets');
    const cases: [string | undefined, string, number, string][] = [
      [undefined, `gameId=${rngReal().id}`, 401, 'login.not.session'],
      [tokens.demo, 'gameId=999999', 404, 'game.not.found'],
      [tokens.trial, `gameId=${rngReal().id}`, 403, 'game.free.account'],
      [tokens.trial, `gameId=${rngTrial().id}&freePlay=0`, 403, 'game.free.account'],
      [tokens.trial, `gameId=${rngReal().id}&freePlay=1`, 400, 'game.free.play.unsupported'],
      [tokens.demo, `gameId=${rngReal().id}&freePlay=1`, 400, 'game.free.play.unsupported'],
      [tokens.demo, `gameId=${liveTable().id}&freePlay=1`, 400, 'game.free.play.unsupported'],
    ];
    for (const [token, query, status, code] of cases) {
      const response = await launch(token, query);
      expect(response.statusCode, query).toBe(status);
      expect(envelope(response).code).toBe(code);
    }
    expect(rowCount(gateway, 'launch_tickets')).toBe(before);
  });

  it('lets trial accounts play the free trial and non-RNG games', async () => {
    await gameFor(tokens.trial, rngTrial().id, 1);
    await gameFor(tokens.trial, liveTable().id, 0);
    await gameFor(tokens.demo, rngTrial().id, 1);
  });

  it('accepts only same-site paths as backUrl and validates every parameter', async () => {
    const game = rngReal();
    for (const backUrl of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      'm/home',
      '/a b',
      `/${'a'.repeat(300)}`,
      '/\u00e9',
    ]) {
      const response = await launch(tokens.demo, `gameId=${game.id}&backUrl=${encodeURIComponent(backUrl)}`);
      expect(response.statusCode, backUrl).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
    for (const query of [
      '',
      'gameId=abc',
      'gameId=0',
      `gameId=${game.id}&freePlay=2`,
      `gameId=${game.id}&device=TV`,
      `gameId=${game.id}&language=ENG`,
    ]) {
      expect(envelope(await launch(tokens.demo, query)).code, query).toBe('request.invalid');
    }
    // No backUrl: the page links back to the home page.
    const { gameUrl } = envelope(await launch(tokens.demo, `gameId=${game.id}`)).value as { gameUrl: string };
    expect((await page(await openLaunchedPage(gateway, gameUrl))).body).toContain('href="/m/home"');
  });
});

describe('the launch ticket and the game page key', () => {
  it('spends the ticket on its first request, which moves to the page with its key in a cookie sent only there', async () => {
    const ticket = await launchTicket(tokens.demo, rngReal().id);
    const opened = await presentTicket(ticket);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers['cache-control']).toBe('no-store');
    const location = String(opened.headers.location);
    expect(location).toMatch(/^\/lgw\/play\/page\/[0-9a-f]{32}\?language=EN$/);
    const path = location.slice(0, location.indexOf('?'));
    const cookie = String(opened.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(`^playKey=[0-9a-f]{64}; Path=${path}; Max-Age=${PAGE_KEY_TTL_MS / 1000}; HttpOnly; SameSite=Strict$`),
    );
    const key = cookie.slice('playKey='.length, 'playKey='.length + 64);
    // Neither the address nor the page holds a credential; the database only hashes.
    expect(location).not.toContain(ticket);
    expect(location).not.toContain(key);
    const row = gateway.store.db.prepare('SELECT * FROM launch_tickets WHERE ticket_hash = ?').get(hashToken(ticket));
    expect(row).toMatchObject({ page_id: path.split('/').at(-1), key_hash: hashToken(key) });
    expect(JSON.stringify(row)).not.toContain(key);
    // The key lives two hours from the first request, as the tickets did.
    expect(Number(row?.expires_at)).toBeGreaterThan(Date.now() + PAGE_KEY_TTL_MS - 60_000);
    const shown = await gateway.request({ method: 'GET', url: location, merchant: null, headers: { cookie: `playKey=${key}` } });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain(ticket);
    expect(shown.body).not.toContain(key);

    // Single use: the same ticket again (a second tab, a copied link, a replay) opens nothing.
    const again = await presentTicket(ticket);
    expect(again.statusCode).toBe(404);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.body).toContain('This game link has expired or was already used. Open the game again from the lobby.');
    expect(again.body).toContain('<a href="/m/home">');
  });

  it('shows the page again on a reload with its key, and to nobody without it', async () => {
    const opened = await gameFor(tokens.demo, rngReal().id);
    for (let reload = 0; reload < 3; reload++) expect((await page(opened)).statusCode).toBe(200);
    const other = await gameFor(tokens.demo, rngReal().id);
    const forged = `playKey=${'f'.repeat(64)}`;
    for (const cookie of [null, forged, other.cookie, `chatKey=${opened.key}`, `playKey=${opened.key.toUpperCase()}`]) {
      const response = await page(opened, cookie);
      expect(response.statusCode, String(cookie)).toBe(404);
      expect(response.body).toContain('has expired');
      const refused = await spinOn(gateway, opened, betOf(1), { cookie });
      expect(refused.statusCode).toBe(404);
      expect(envelope(refused).code).toBe('game.not.found');
    }
    // The key opens only its own page.
    expect((await gamePage(gateway, { ...other, cookie: opened.cookie })).statusCode).toBe(404);
    for (const pageId of ['0'.repeat(32), 'not-a-page', opened.ticket]) {
      expect(
        (await gateway.request({ method: 'GET', url: `/lgw/play/page/${pageId}`, merchant: null, headers: { cookie: opened.cookie } }))
          .statusCode,
      ).toBe(404);
    }
  });

  it('leaves the ticket unspent by a HEAD, and spends nothing past its minute', async () => {
    const ticket = await launchTicket(tokens.demo, rngReal().id);
    expect((await presentTicket(ticket, 'HEAD')).statusCode).toBe(404);
    expect((await presentTicket(ticket)).statusCode).toBe(303);

    const late = await launchTicket(tokens.demo, rngReal().id);
    setTicket(late, 'expires_at', Date.now() - 1);
    const refused = await presentTicket(late);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(gateway.store.db.prepare('SELECT page_id FROM launch_tickets WHERE ticket_hash = ?').get(hashToken(late))?.page_id).toBeNull();
  });

  it('ends the page when its key expires, and spends a ticket whose session has ended without opening it', async () => {
    const opened = await gameFor(tokens.demo, rngReal().id);
    setTicket(opened, 'expires_at', Date.now() - 1);
    expect((await page(opened)).statusCode).toBe(404);
    expect(envelope(await spin(opened, betOf(1))).code).toBe('game.not.found');

    const { token } = await loginValue(gateway, 'demo', 'demo1234');
    const ticket = await launchTicket(token, rngReal().id);
    await gateway.request({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } });
    const refused = await presentTicket(ticket);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(
      gateway.store.db.prepare('SELECT page_id FROM launch_tickets WHERE ticket_hash = ?').get(hashToken(ticket))?.page_id,
    ).not.toBeNull();
  });

  it('no longer answers the ticket address with a spin', async () => {
    const opened = await gameFor(tokens.demo, rngReal().id);
    const response = await gateway.request({
      method: 'POST',
      url: `/lgw/play/${opened.ticket}/spin`,
      merchant: null,
      headers: { ...JSON_BODY, cookie: opened.cookie },
      payload: betOf(1),
    });
    expect(response.statusCode).toBe(404);
    expect(roundsOf(opened)).toHaveLength(0);
  });
});

/** What the tests read of a page run in jsdom (the gateway compiles without the DOM library). */
interface PageElement {
  textContent: string | null;
  hidden: boolean;
  disabled: boolean;
  checked: boolean;
  href: string;
  click(): void;
  requestSubmit(): void;
  dispatchEvent(event: unknown): boolean;
}
interface PageWindow {
  document: { getElementById(id: string): PageElement | null; querySelector(selector: string): PageElement | null };
  history: { length: number; back(): void };
  location: { href: string };
  MouseEvent: new (type: string, init: Record<string, unknown>) => unknown;
  fetch?: unknown;
  navigation?: unknown;
}
interface JsdomModule {
  JSDOM: new (html: string, options: Record<string, unknown>) => { window: PageWindow };
  VirtualConsole: new () => { on(event: string, listener: (error: Error) => void): void };
}
const { JSDOM, VirtualConsole } = createRequire(import.meta.url)('jsdom') as JsdomModule;

interface LoadedPage {
  window: PageWindow;
  element(id: string): PageElement;
  /** Browser complaints, such as a navigation jsdom cannot do: a spin must cause none. */
  errors: string[];
  fetches: { url: string; body: string; credentials: string }[];
}

/**
 * The game page as a browser runs it: its own script, with `fetch` answered by the gateway.
 * `navigation` stands for the browser's Navigation API where a test needs one.
 */
async function loadPage(opened: OpenedPage, navigation?: (window: PageWindow) => unknown): Promise<LoadedPage> {
  const html = (await page(opened)).body;
  const errors: string[] = [];
  const fetches: LoadedPage['fetches'] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => errors.push(error.message));
  const { window } = new JSDOM(html, {
    url: `http://127.0.0.1${opened.path}${opened.query}`,
    runScripts: 'dangerously',
    virtualConsole,
    beforeParse(target: PageWindow) {
      target.fetch = async (url: string, init: { method: string; headers: Record<string, string>; body: string; credentials: string }) => {
        fetches.push({ url, body: init.body, credentials: init.credentials });
        // The browser sends the page's cookie with a same-origin request to its path.
        const cookie = init.credentials === 'same-origin' && url.startsWith(`${opened.path}/`) ? { cookie: opened.cookie } : {};
        const response = await gateway.request({
          method: 'POST',
          url,
          merchant: null,
          headers: { ...init.headers, ...cookie },
          payload: init.body,
        });
        return { json: async () => JSON.parse(response.body) as unknown };
      };
      if (navigation) target.navigation = navigation(target);
    },
  });
  const element = (id: string) => {
    const found = window.document.getElementById(id);
    if (!found) throw new Error(`no #${id}`);
    return found;
  };
  return { window, element, errors, fetches };
}

describe('the demo game page', () => {
  it('speaks Tagalog when launched from the TY app, in the page, the exit bar and the spin answer', async () => {
    // Free play, so the wallet the other tests check stays as it was.
    const slot = gateway.store.catalog.games().find((game) => game.gameType === 'RNG' && game.supportPlay === 0)!;
    const response = await launch(tokens.demo, `gameId=${slot.id}&freePlay=1&language=TY`);
    const { gameUrl } = envelope(response).value as { gameUrl: string };
    expect(gameUrl).toMatch(/\?language=TY$/);
    const opened = await openLaunchedPage(gateway, gameUrl);
    expect(opened.query).toBe('?language=TY');
    const html = (await page(opened)).body;
    expect(html).toContain('<html lang="tl">');
    expect(html).toContain('>Iikot</button>');
    expect(html).toContain('Bumalik sa lobby</a>');
    expect(html).toContain(`data-endpoint="${opened.path}/spin?language=TY"`);
    expect(html).not.toContain('Back to lobby');
    const spun = await spin(opened, betOf(1), JSON_BODY, '?language=TY');
    expect(spun.statusCode).toBe(200);
    expect((envelope(spun).value as SpinValue).notice).toMatch(/^Huling ikot: taya 1\.00, /);
    expect((await page(opened)).body).toContain('Huling ikot: taya');
  });

  it('renders an accessible page in the app theme: exit bar on top, game, vendor, icon, balance, bets, Spin', async () => {
    const game = rngReal();
    const opened = await gameFor(tokens.demo, game.id);
    const response = await page(opened);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBeUndefined();
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<body class="theme-app">');
    // The app's navy and gold (src/app/app.css).
    expect(html).toMatch(/body\.theme-app[^{]*\{[^}]*--page:#07142b[^}]*--accent:#e3ac1f/);
    expect(html.indexOf('<header class="exit-bar">')).toBeGreaterThan(html.indexOf('<body'));
    expect(html.indexOf('<header class="exit-bar">')).toBeLessThan(html.indexOf('<main>'));
    expect(html).toContain('<a id="exit" href="/m/slotsCenter?vassalage=NVS"><span aria-hidden="true">‹</span> Back to lobby</a>');
    expect(html.match(/Back to/g)).toHaveLength(1);
    expect(html).toContain(`<h1>${game.name.replace(/'/g, '&#39;')}</h1>`);
    expect(html).toContain(gateway.store.catalog.vendor(game.vendor)?.displayName ?? 'missing');
    expect(html).toContain(`src="/cdn/games/${game.id}.webp"`);
    expect(html).toContain('<p class="amount" id="balance">₱15,250.75</p>');
    for (const bet of [1, 5, 10, 50, 100]) expect(html).toContain(`name="bet" value="${bet}"`);
    // Spin is the script's: disabled until it runs, and no form that a browser would submit.
    expect(html).toContain('<button type="submit" disabled>Spin</button>');
    expect(html).toContain('<noscript><p class="reason">Turn on JavaScript in your browser to spin.</p></noscript>');
    expect(html).not.toMatch(/<form[^>]*\b(method|action)=/);
  });

  it('allows its own inline script by hash and no other script', async () => {
    const opened = await gameFor(tokens.demo, rngReal().id);
    const response = await page(opened);
    const scripts = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toEqual([GAME_PAGE_SCRIPT]);
    expect(response.body.match(/<script/g)).toHaveLength(1);
    const hash = createHash('sha256').update(GAME_PAGE_SCRIPT).digest('base64');
    const policy = String(response.headers['content-security-policy']);
    // Styles too: its one <style> element, by hash (as on every gateway page), and no style attribute.
    expect(policy).toBe(withPageStyle(GAME_PAGE_CONTENT_SECURITY_POLICY, response.body));
    expect(policy).toBe(withPageStyle(CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'sha256-${hash}'`), response.body));
    expect(policy.split('; ').filter((directive) => directive.startsWith('script-src'))).toEqual([`script-src 'sha256-${hash}'`]);
    expect(policy.split('; ').filter((directive) => directive.startsWith('style-src'))).toEqual([
      `style-src ${pageStyleSource(response.body)}`,
    ]);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("img-src 'self';");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    // The error pages carry no script and keep the gateway's policy, their <style> allowed.
    const gone = await page(opened, null);
    expect(gone.headers['content-security-policy']).toBe(withPageStyle(CONTENT_SECURITY_POLICY, gone.body));
    // ...and the app's dark theme, as the game page they stand in for.
    expect(gone.body).toContain('<body class="theme-app">');
  });

  it('spins with fetch from its script: no navigation and no history entry, the balance and result shown in place', async () => {
    const opened = await gameFor(tokens.agent, rngReal().id);
    const loaded = await loadPage(opened);
    const { window, element } = loaded;
    const form = element('spin-form');
    const spinButton = window.document.querySelector('#spin-form button');
    expect(spinButton?.disabled).toBe(false);
    const historyLength = window.history.length;
    const href = window.location.href;
    window.document.querySelector('input[name="bet"][value="5"]')!.checked = true;
    for (let round = 1; round <= 3; round++) {
      form.requestSubmit();
      await vi.waitFor(() => expect(element('round-status').hidden).toBe(false));
      expect(roundsOf(opened)).toHaveLength(round);
      const stored = (balanceOf('agent') / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
      expect(element('balance').textContent).toBe(`₱${stored}`);
      expect(element('round-status').textContent).toMatch(/^Last round: bet ₱5\.00, /);
      expect(spinButton?.disabled).toBe(false);
    }
    // Same-origin credentials: the page's cookie goes with the spin, to the page's own path.
    expect(loaded.fetches).toEqual(
      Array.from({ length: 3 }, () => ({ url: `${opened.path}/spin?language=EN`, body: '{"bet":5}', credentials: 'same-origin' })),
    );
    expect(window.history.length).toBe(historyLength);
    expect(window.location.href).toBe(href);
    expect(loaded.errors).toEqual([]);
  });

  it('shows a refused spin as an alert in place', async () => {
    const opened = await gameFor(tokens.demo, rngTrial().id, 1);
    gateway.store.db.prepare('UPDATE launch_tickets SET fun_balance_cents = 300 WHERE ticket_hash = ?').run(hashToken(opened.ticket));
    const { window, element, errors } = await loadPage(opened);
    window.document.querySelector('input[name="bet"][value="5"]')!.checked = true;
    element('spin-form').requestSubmit();
    await vi.waitFor(() => expect(element('round-alert').hidden).toBe(false));
    expect(element('round-alert').textContent).toBe('Insufficient balance for a bet of 5.00. Choose a smaller bet.');
    expect(element('round-status').hidden).toBe(true);
    expect(element('balance').textContent).toBe('3.00');
    expect(errors).toEqual([]);
  });

  it('leaves through the exit bar by going back when the entry before is the lobby, else by replacing the page', async () => {
    const opened = await gameFor(tokens.demo, rngReal().id, 0, '/m/gameList?vassalage=NVS');
    const entries = (lobby: string) => (window: PageWindow) => ({
      currentEntry: { index: 1 },
      entries: () => [{ url: `http://127.0.0.1${lobby}` }, { url: window.location.href }],
    });
    const click = (loaded: LoadedPage) => {
      const back = vi.fn();
      loaded.window.history.back = back;
      const event = new loaded.window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      const followed = loaded.element('exit').dispatchEvent(event);
      return { back, followed };
    };
    const fromLobby = click(await loadPage(opened, entries('/m/gameList?vassalage=NVS')));
    expect(fromLobby.back).toHaveBeenCalledTimes(1);
    expect(fromLobby.followed).toBe(false);
    // Opened from elsewhere: the lobby replaces the game page (jsdom reports it cannot navigate).
    const elsewhere = await loadPage(opened, entries('/m/home'));
    const other = click(elsewhere);
    expect(other.back).not.toHaveBeenCalled();
    expect(other.followed).toBe(false);
    expect(elsewhere.errors.join(' ')).toMatch(/navigation/i);
  });

  it('links the exit bar only to a path of this site, whatever the ticket stored', async () => {
    const opened = await gameFor(tokens.demo, rngReal().id);
    for (const stored of [
      '//evil.example/x',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\\evil.example',
      '',
      `/${'a'.repeat(300)}`,
    ]) {
      gateway.store.db.prepare('UPDATE launch_tickets SET back_url = ? WHERE ticket_hash = ?').run(stored, hashToken(opened.ticket));
      expect((await page(opened)).body, stored).toContain('<a id="exit" href="/m/home">');
    }
  });

  it('settles a spin in one transaction: the stored balance moves by exactly win - bet, and the round is kept', async () => {
    const opened = await gameFor(tokens.agent, rngReal().id);
    let balance = balanceOf('agent');
    for (let round = 1; round <= 12; round++) {
      const response = await spin(opened, betOf(10));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      const rounds = roundsOf(opened);
      expect(rounds).toHaveLength(round);
      const last = rounds.at(-1);
      expect(last).toMatchObject({ account_id: 100003, bet_cents: 1000, free_play: 0 });
      const win = Number(last?.win_cents);
      expect(SPIN_OUTCOMES.map((outcome) => outcome.multiplier * 1000)).toContain(win);
      expect(balanceOf('agent')).toBe(balance - 1000 + win);
      expect(Number(last?.balance_after_cents)).toBe(balanceOf('agent'));
      const value = envelope(response).value as SpinValue;
      expect(value).toMatchObject({ bet: 10, win: win / 100, multiplier: win / 1000, balance: balanceOf('agent') / 100 });
      expect(value.notice).toMatch(/^Last round: bet ₱10\.00, (no win this time|won ₱[0-9.,]+ \(\d+× the bet\))\.$/);
      balance = balanceOf('agent');
    }
    // The wallet endpoint answers the same balance.
    const wallet = await gateway.request({ method: 'GET', url: '/wps/wallets/gcs', headers: { authorization: tokens.agent } });
    expect((envelope(wallet).value as { sumBalance: number }).sumBalance).toBe(balance / 100);
    const result = await page(opened);
    expect(result.body).toMatch(/<div class="card notice" id="round-status" role="status"><p>Last round: bet ₱10\.00, /);
    expect(result.body).toContain('name="bet" value="10" checked');
  });

  it('refuses a bet above the balance with balance.insufficient and changes nothing', async () => {
    const opened = await gameFor(tokens.agent, rngReal().id);
    gateway.store.db.prepare('UPDATE accounts SET balance_cents = 500 WHERE username = ?').run('agent');
    const rounds = rowCount(gateway, 'game_rounds');
    const ledger = rowCount(gateway, 'wallet_ledger');
    const response = await spin(opened, betOf(10));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(envelope(response)).toMatchObject({
      success: false,
      code: 'balance.insufficient',
      value: {
        balance: 5,
        balanceText: '₱5.00',
        notice: 'Insufficient balance for a bet of ₱10.00. Choose a smaller bet or make a deposit.',
      },
    });
    expect(balanceOf('agent')).toBe(500);
    expect(rowCount(gateway, 'game_rounds')).toBe(rounds);
    expect(rowCount(gateway, 'wallet_ledger')).toBe(ledger);
    // A bet the balance covers still plays.
    expect((await spin(opened, betOf(5))).statusCode).toBe(200);
    expect(balanceOf('agent')).toBeGreaterThanOrEqual(0);
    gateway.store.db.prepare('UPDATE accounts SET balance_cents = 480000 WHERE username = ?').run('agent');
  });

  it('plays free rounds with the ticket fun balance and never touches the wallet', async () => {
    const game = rngTrial();
    const opened = await gameFor(tokens.demo, game.id, 1);
    const wallet = balanceOf('demo');
    expect((await page(opened)).body).toContain('Fun balance (free trial)');
    expect((await page(opened)).body).toContain('10,000.00');
    let fun = FUN_BALANCE_CENTS;
    for (let round = 0; round < 5; round++) {
      const response = await spin(opened, betOf(100));
      expect(response.statusCode).toBe(200);
      const last = roundsOf(opened).at(-1);
      expect(last).toMatchObject({ free_play: 1, bet_cents: 10000 });
      fun = fun - 10000 + Number(last?.win_cents);
      const stored = gateway.store.db
        .prepare('SELECT fun_balance_cents AS f FROM launch_tickets WHERE ticket_hash = ?')
        .get(hashToken(opened.ticket));
      expect(Number(stored?.f)).toBe(fun);
      expect((envelope(response).value as SpinValue).balance).toBe(fun / 100);
    }
    expect(balanceOf('demo')).toBe(wallet);
    // Free play can run out too, without going negative.
    gateway.store.db.prepare('UPDATE launch_tickets SET fun_balance_cents = 50 WHERE ticket_hash = ?').run(hashToken(opened.ticket));
    const refused = await spin(opened, betOf(1));
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).code).toBe('balance.insufficient');
    expect((envelope(refused).value as SpinValue).notice).toBe('Insufficient balance for a bet of 1.00. Choose a smaller bet.');
    expect(balanceOf('demo')).toBe(wallet);
  });

  it('answers a 404 page, or a 404 envelope to a spin, for unknown, malformed, expired and logged-out pages', async () => {
    const { token } = await loginValue(gateway, 'demo', 'demo1234');
    const opened = await gameFor(token, rngReal().id);
    expect((await page(opened)).statusCode).toBe(200);
    gateway.store.db
      .prepare('UPDATE launch_tickets SET expires_at = ? WHERE ticket_hash = ?')
      .run(Date.now() - 1, hashToken(opened.ticket));
    const rounds = rowCount(gateway, 'game_rounds');
    const wallet = balanceOf('demo');
    const unknown = { ...opened, path: `/lgw/play/page/${'0'.repeat(32)}` };
    const malformed = { ...opened, path: '/lgw/play/page/not-a-page' };
    for (const response of [
      await page(opened),
      await page(unknown),
      await page(malformed),
      await presentTicket('0'.repeat(64)),
      await presentTicket('not-a-ticket'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).toContain('has expired');
      expect(response.body).toContain('<a href="/m/home">');
    }
    for (const response of [await spin(opened, betOf(1)), await spin(unknown, betOf(1)), await spin(malformed, betOf(1))]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(envelope(response).code).toBe('game.not.found');
    }
    expect(rowCount(gateway, 'game_rounds')).toBe(rounds);
    expect(balanceOf('demo')).toBe(wallet);

    const live = await gameFor(token, rngReal().id);
    const logout = await gateway.request({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } });
    expect(logout.statusCode).toBe(200);
    expect((await page(live)).statusCode).toBe(404);
    expect(envelope(await spin(live, betOf(1))).code).toBe('game.not.found');
  });

  it('answers bad spin requests with a 4xx envelope and a code, never a 500, and plays nothing', async () => {
    const opened = await gameFor(tokens.demo, rngReal().id);
    const rounds = rowCount(gateway, 'game_rounds');
    const cases: [string, Record<string, string>, number, string, string?][] = [
      ['bet=10', FORM, 415, 'request.unsupported.media'],
      ['bet=10', { 'content-type': 'text/plain' }, 415, 'request.unsupported.media'],
      ['{"bet":10}', {}, 415, 'request.unsupported.media'],
      ['{"bet":"10"}', JSON_BODY, 400, 'request.invalid'],
      ['{"bet":7}', JSON_BODY, 400, 'request.invalid'],
      ['{"bet":10.5}', JSON_BODY, 400, 'request.invalid'],
      ['{"bet":10,"extra":1}', JSON_BODY, 400, 'request.invalid'],
      ['{}', JSON_BODY, 400, 'request.invalid'],
      ['[10]', JSON_BODY, 400, 'request.invalid'],
      ['null', JSON_BODY, 400, 'request.invalid'],
      ['', JSON_BODY, 400, 'request.invalid'],
      ['{"bet":', JSON_BODY, 400, 'request.malformed'],
      ['{"__proto__":{"x":1},"bet":10}', JSON_BODY, 400, 'request.malformed'],
      [JSON.stringify({ bet: 10, pad: 'x'.repeat(70 * 1024) }), JSON_BODY, 413, 'request.too.large'],
      [betOf(10), JSON_BODY, 400, 'request.invalid', '?language=ENG'],
    ];
    for (const [payload, headers, status, code, query] of cases) {
      const response = await spin(opened, payload, headers, query);
      expect(response.statusCode, payload.slice(0, 40)).toBe(status);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(envelope(response).code, payload.slice(0, 40)).toBe(code);
    }
    const longPage = await spin({ ...opened, path: `/lgw/play/page/${'a'.repeat(200)}` }, betOf(10));
    expect(longPage.statusCode).toBe(400);
    expect(envelope(longPage).code).toBe('request.invalid');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(rowCount(gateway, 'game_rounds')).toBe(rounds);
    const form = await gateway.request({
      method: 'POST',
      url: '/wps/game/favourites',
      headers: { ...FORM, authorization: tokens.demo },
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

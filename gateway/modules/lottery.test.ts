import { beforeAll, describe, expect, it } from 'vitest';

import { MEMBER_LIMITS } from '../http/rate-limits.ts';
import { CONTENT_SECURITY_POLICY, FRAME_CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import { hashToken } from '../lib/tokens.ts';
import { MAX_FRAME_KEYS_PER_SESSION } from '../store/repositories/lottery-frames.ts';
import { LOTTERY_PICK_RULES } from '../store/seed-data/catalog.ts';
import { authHeaders, loginValue, rowCount } from '../test-support/flows.ts';
import { envelope, MERCHANT, startTestGateway } from '../test-support/harness.ts';
import { withPageStyle } from '../test-support/html-pages.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import { drawIntervalSeconds, type LotteryGame, nextDrawAt, pickRuleOf, POPULAR_LOTTERY_LIMIT } from './lottery.ts';
import { drawTimeZone, readPicks } from './lotto-pages/rules.ts';

// The per-member frame-ticket limit has a test of its own, on a gateway of its own.
const { gateway, tokens } = useSeededGateway({ env: { RATE_LIMITS: 'off' } });
/** Frame keys of those sessions, as the frame pages carry them. */
let demoFrame = '';
let trialFrame = '';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const FRAME_TICKET_URL = '/wps/game/lottery/frame-ticket';
const HEX64 = /^[0-9a-f]{64}$/;

const askFrameTicket = (token: string | undefined, on = gateway) =>
  on.request({ method: 'POST', url: FRAME_TICKET_URL, headers: authHeaders(token) });

/** A frame ticket, asked for as the app does. */
async function frameTicket(token: string): Promise<string> {
  const response = await askFrameTicket(token);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const { ticket } = envelope(response).value as { ticket: string };
  expect(ticket).toMatch(HEX64);
  return ticket;
}

/** The frame's first request with a ticket: a 303 to the same page under its frame key. */
const openWithTicket = (ticket: string, query = '', path = 'lobby') =>
  gateway.request({ method: 'GET', url: `/lgw/lotto/${MERCHANT}/trad/games/${path}?ticket=${ticket}${query}`, merchant: null });

const keyOf = (location: string) => new URL(location, 'http://gateway.test').searchParams.get('frame') ?? '';

/** Opens a frame with a fresh ticket and answers the frame key its pages then carry. */
async function frameKey(token: string): Promise<string> {
  const opened = await openWithTicket(await frameTicket(token));
  expect(opened.statusCode).toBe(303);
  const key = keyOf(String(opened.headers.location));
  expect(key).toMatch(HEX64);
  return key;
}

beforeAll(async () => {
  demoFrame = await frameKey(tokens.demo);
  trialFrame = await frameKey(tokens.trial);
});
const lotteries = async (query: string) => {
  const response = await gateway.request({ method: 'GET', url: `/lgw/games/mobile?${query}` });
  expect(response.statusCode).toBe(200);
  return (envelope(response).value as { list: LotteryGame[] }).list;
};
const draws = (category: string) => gateway.store.catalog.games().filter((game) => game.category === category && game.lottoGameCode);
const balanceOf = (username: string) =>
  Number(gateway.store.db.prepare('SELECT balance_cents AS b FROM accounts WHERE username = ?').get(username)?.b);

describe('lottery catalogue', () => {
  it('lists lottery draws by prize mode (lobby nodes left out), with ETags', async () => {
    const lott = await lotteries('prizeMode=Lott&language=EN');
    expect(lott.map((game) => game.gameId)).toEqual(
      draws('LOTT')
        .map((game) => game.id)
        .sort((a, b) => a - b),
    );
    expect(lott.every((game) => game.gameCategory === 'LOTT' && game.prizeMode === 'Lott')).toBe(true);
    const elott = await lotteries('prizeMode=Elott');
    expect(elott.map((game) => game.gameId)).toEqual(
      draws('ELOTT')
        .map((game) => game.id)
        .sort((a, b) => a - b),
    );
    expect(elott.every((game) => game.gameCategory === 'ELOTT' && game.prizeMode === 'Elott')).toBe(true);
    const both = await lotteries('prizeMode=');
    expect(both).toHaveLength(lott.length + elott.length);
    expect(new Set(both.map((game) => game.lottoGameCode)).size).toBe(both.length);
    const keno = elott.find((game) => game.gameName === 'Keno 5 Min');
    expect(keno).toEqual({
      gameId: keno?.gameId,
      lottoGameCode: 'KENO5MIN',
      gameName: 'Keno 5 Min',
      vendor: 'LOTT',
      displayName: 'E-Lotto',
      gameCategory: 'ELOTT',
      prizeMode: 'Elott',
      iconUrl: `/cdn/games/${keno?.gameId}.webp`,
      drawIntervalSeconds: 300,
    });
    expect(both.every((game) => game.drawIntervalSeconds >= 60)).toBe(true);

    const first = await gateway.request({ method: 'GET', url: '/lgw/games/mobile?prizeMode=Lott' });
    const again = await gateway.request({
      method: 'GET',
      url: '/lgw/games/mobile?prizeMode=Lott',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const query of ['prizeMode=lott', 'prizeMode=ZZ', 'language=ENG']) {
      const bad = await gateway.request({ method: 'GET', url: `/lgw/games/mobile?${query}` });
      expect(envelope(bad).code, query).toBe('request.invalid');
    }
    expect((await gateway.request({ method: 'GET', url: '/lgw/games/mobile', merchant: null })).statusCode).toBe(400);
  });

  it('lists a few popular lotteries: top or hot draws', async () => {
    const response = await gateway.request({ method: 'GET', url: '/lgw/games/popular?language=EN' });
    expect(response.headers.etag).toBeDefined();
    const list = (envelope(response).value as { list: LotteryGame[] }).list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(POPULAR_LOTTERY_LIMIT);
    for (const game of list) {
      const stored = gateway.store.catalog.game(game.gameId);
      expect(stored?.isHot === 1 || stored?.isTop === 1).toBe(true);
      expect(stored?.lottoGameCode).toBeTruthy();
    }
  });

  it('computes the next draw at the next multiple of the interval', () => {
    expect(nextDrawAt(300, 1_000_000)).toBe(1_200_000);
    expect(nextDrawAt(300, 1_200_000)).toBe(1_500_000);
    expect(drawIntervalSeconds({ id: 1, name: 'Speed Lotto 1 Min', category: 'ELOTT' })).toBe(60);
  });
});

describe('GET /wps/game/lottery/launch', () => {
  const launch = (token: string | undefined, query: string) =>
    gateway.request({
      method: 'GET',
      url: `/wps/game/lottery/launch?${query}`,
      headers: authHeaders(token),
    });
  const BASE = 'lottoArea=VN&launchMode=LOTT&device=MOBILE&language=EN';

  it('answers the app frame route for the lobby and for a draw code', async () => {
    for (const code of ['', 'LOTTO_LOBBY']) {
      const response = await launch(
        tokens.demo,
        `${BASE}&lottoPrizeMode=Elott&lottoGameCode=${code}&lottoView=lobby&backUrl=%2Fm%2Flottery`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(envelope(response).value).toEqual({
        gameUrl: `/m/lotto-h5/${MERCHANT}/trad/games/lobby?mui=${MERCHANT}&playType=trad&gameId=lobby&prize_mode=Elott&pageBack=%2Fm%2Flottery`,
      });
    }
    const mienBac = gateway.store.catalog.games().find((game) => game.lottoGameCode === 'MIENBAC');
    const response = await launch(tokens.trial, `${BASE}&lottoPrizeMode=Lott&lottoGameCode=MIENBAC&lottoView=betting`);
    expect(envelope(response).value).toEqual({
      gameUrl: `/m/lotto-h5/${MERCHANT}/trad/games/${mienBac?.id}?mui=${MERCHANT}&playType=trad&gameId=${mienBac?.id}&prize_mode=Lott&pageBack=%2Fm%2Fhome`,
    });
  });

  it('refuses unknown codes, bad parameters and visitors', async () => {
    const unknown = await launch(tokens.demo, `${BASE}&lottoPrizeMode=Lott&lottoGameCode=NOPE`);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe('game.not.found');
    for (const query of [
      'lottoPrizeMode=lott',
      'lottoArea=TH&lottoPrizeMode=Lott',
      'launchMode=LIVE&lottoPrizeMode=Lott',
      'lottoPrizeMode=Lott&lottoView=list',
      'lottoPrizeMode=Lott&lottoGameCode=mien-bac',
      'lottoPrizeMode=Lott&device=TV',
      'lottoPrizeMode=Lott&backUrl=%2F%2Fevil.example',
      'lottoArea=VN',
    ]) {
      const response = await launch(tokens.demo, query);
      expect(response.statusCode, query).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
    expect((await launch(undefined, `${BASE}&lottoPrizeMode=Lott`)).statusCode).toBe(401);
  });
});

describe('the lottery frame pages', () => {
  const byCode = (code: string) => {
    const found = gateway.store.catalog.games().find((candidate) => candidate.lottoGameCode === code);
    if (!found) throw new Error(`no ${code}`);
    return found;
  };
  const game = () => byCode('KENO5MIN');
  const picks = (...numbers: number[]) => numbers.map((number) => `pick-${number}=on`).join('&');
  const frame = (path: string, query: string) =>
    gateway.request({ method: 'GET', url: `/lgw/lotto/${MERCHANT}/trad/games/${path}?${query}`, merchant: null });
  const bet = (gameId: number | string, payload: string) =>
    gateway.request({ method: 'POST', url: `/lgw/lotto/${MERCHANT}/trad/games/${gameId}/bet`, merchant: null, headers: FORM, payload });

  it('may be framed by this origin only, while everything else stays unframeable', async () => {
    for (const response of [
      await frame('lobby', `frame=${demoFrame}&merchant=${MERCHANT}&css=&prize_mode=Elott`),
      await frame('lobby', 'frame=forged'),
      await frame(String(game().id), `frame=${demoFrame}&css=BAD!`),
    ]) {
      expect(response.headers['content-security-policy']).toBe(withPageStyle(FRAME_CONTENT_SECURITY_POLICY, response.body));
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    expect(FRAME_CONTENT_SECURITY_POLICY).toBe(CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    for (const url of ['/lgw/play/' + '0'.repeat(64), '/wps/system/status', '/lgw/games/mobile', '/lgw/lotto/x']) {
      const response = await gateway.request({ method: 'GET', url });
      const html = String(response.headers['content-type']).startsWith('text/html');
      expect(response.headers['content-security-policy'], url).toBe(
        html ? withPageStyle(CONTENT_SECURITY_POLICY, response.body) : CONTENT_SECURITY_POLICY,
      );
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('shows the lobby of a prize mode with links that keep the query', async () => {
    const response = await frame('lobby', `frame=${demoFrame}&merchant=${MERCHANT}&css=dark&prize_mode=Elott`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<body class="theme-dark">');
    expect(html).not.toMatch(/<script/i);
    for (const draw of draws('ELOTT')) {
      expect(html).toContain(
        `href="/lgw/lotto/${MERCHANT}/trad/games/${draw.id}?frame=${demoFrame}&#38;merchant=${MERCHANT}&#38;css=dark&#38;prize_mode=Elott"`,
      );
    }
    for (const draw of draws('LOTT')) expect(html).not.toContain(`/games/${draw.id}?`);
    // The frame key travels; the session token never does.
    expect(html).not.toContain(tokens.demo);
  });

  it('shows a draw: interval, next draw, balance, the pick of its rule and the bet form', async () => {
    const keno = game();
    const response = await frame(String(keno.id), `frame=${demoFrame}&merchant=${MERCHANT}&css=&prize_mode=Elott`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<h1 class="compact">Keno 5 Min</h1>');
    expect(html).toContain('E-Lotto · Draws every 5 minutes.');
    const next = /<time datetime="([^"]+)">/.exec(html)?.[1] ?? '';
    expect(Date.parse(next) % 300_000).toBe(0);
    expect(Date.parse(next)).toBeGreaterThan(Date.now() - 1000);
    // The draw's time only: no countdown that could not tick, and nothing a script-less sandbox
    // would refuse (script elements, inline handlers, javascript: addresses).
    expect(html).toMatch(/Next draw: <time datetime="[^"]+">[^<]+<\/time><\/p>/);
    expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    expect(html).toContain('₱15,250.75');
    expect(html).toContain(`action="/lgw/lotto/${MERCHANT}/trad/games/${keno.id}/bet"`);
    expect(html).toContain(`<input type="hidden" name="frame" value="${demoFrame}">`);
    expect(html).not.toContain(tokens.demo);
    expect(html).toContain('<p class="muted" id="pick-rule">Pick 1 to 10 different numbers from 1 to 80.</p>');
    for (const number of [1, 40, 80]) expect(html).toContain(`<label><input type="checkbox" name="pick-${number}">${number}</label>`);
    expect(html).not.toContain('name="pick-81"');
    expect(html).not.toContain('<select');
    expect(html).toContain('name="stake" value="100"');
    expect(html).toContain('<button type="submit">Place bet</button>');
  });

  it('draws no header of its own inside the app frame, and keeps it when opened alone', async () => {
    const keno = game();
    for (const query of [`frame=${demoFrame}&merchant=${MERCHANT}`, `frame=${demoFrame}&css=lotto-dark`]) {
      const framed = (await frame(String(keno.id), query)).body;
      expect(framed, query).toContain('<h1 class="compact">Keno 5 Min</h1>');
      expect(framed).not.toContain('<div class="game">');
      expect(framed).not.toContain(`src="/cdn/games/${keno.id}.webp"`);
      expect(framed.match(/<h1/g)).toHaveLength(1);
      const lobby = (await frame('lobby', `${query}&prize_mode=Elott`)).body;
      expect(lobby).toContain('<h1 class="compact">E-lottery</h1>');
    }
    const alone = (await frame(String(keno.id), `frame=${demoFrame}`)).body;
    expect(alone).toContain(
      `<div class="game">\n<img src="/cdn/games/${keno.id}.webp" alt="" width="72" height="72">\n<div><h1>Keno 5 Min</h1><p class="muted">E-Lotto</p></div>`,
    );
    expect((await frame('lobby', `frame=${demoFrame}`)).body).toContain('<h1>Lotteries</h1>');
  });

  it('honours css=lotto-dark with the app navy and gold, and keeps the light look without it', async () => {
    const keno = game();
    const dark = (await frame(String(keno.id), `frame=${demoFrame}&merchant=${MERCHANT}&css=lotto-dark&prize_mode=Elott`)).body;
    expect(dark).toContain('<body class="theme-lotto-dark">');
    // The app's colours (src/app/app.css): navy page and cards, gold accents, light text.
    expect(dark).toMatch(
      /body\.theme-app,body\.theme-lotto-dark\{--page:#07142b;--surface:#0b1d3a;--text:#f3f6fb;[^}]*--accent:#e3ac1f;[^}]*color-scheme:dark\}/,
    );
    expect(dark).toContain(`/lgw/lotto/${MERCHANT}/trad/games/lobby?frame=${demoFrame}&#38;merchant=${MERCHANT}&#38;css=lotto-dark`);
    expect(dark).toContain('<input type="hidden" name="css" value="lotto-dark">');
    const light = (await frame(String(keno.id), `frame=${demoFrame}&merchant=${MERCHANT}&prize_mode=Elott`)).body;
    expect(light).toContain('<body>');
    expect(light).toMatch(/body\{--page:#f3f4f7;--surface:#fff;--text:#1b1f24;/);
  });

  it('shows draw times in the player time zone named by tz, and in UTC, named, without a valid one', async () => {
    const keno = game();
    const manilaClock = (ms: number) =>
      `${new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Manila', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(ms)} Asia/Manila`;
    const html = (await frame(String(keno.id), `frame=${demoFrame}&merchant=${MERCHANT}&prize_mode=Elott&tz=Asia%2FManila`)).body;
    const [, datetime, shown] = /<time datetime="([^"]+)">([^<]+)<\/time>/.exec(html) ?? [];
    expect(datetime).toMatch(/Z$/);
    expect(shown).toBe(manilaClock(Date.parse(datetime ?? '')));
    expect(shown).toMatch(/^\d{2}:\d{2}:00 Asia\/Manila$/);
    // The zone travels with the frame: lobby link, bet form and the redirect after a bet.
    expect(html).toContain('<input type="hidden" name="tz" value="Asia/Manila">');
    expect(html).toContain('&#38;tz=Asia%2FManila');
    const placed = await bet(keno.id, `frame=${demoFrame}&merchant=${MERCHANT}&prize_mode=Elott&tz=Asia%2FManila&${picks(8, 18)}&stake=1`);
    expect(placed.statusCode).toBe(303);
    expect(String(placed.headers.location)).toContain('tz=Asia%2FManila');
    const shownBet = (await gateway.request({ method: 'GET', url: String(placed.headers.location), merchant: null })).body;
    const stored = gateway.store.db.prepare('SELECT draw_at AS d FROM lottery_bets ORDER BY id DESC LIMIT 1').get();
    expect(shownBet).toContain(`Numbers 8-18, stake ₱1.00, draw at ${manilaClock(Number(stored?.d))}.`);
    expect(shownBet).toContain(`<td>${manilaClock(Number(stored?.d))}</td>`);

    // A zone in other letter case is the same zone; anything else is UTC, said so, and not carried.
    expect((await frame(String(keno.id), `frame=${demoFrame}&tz=asia%2Fmanila`)).body).toMatch(
      /<time datetime="[^"]+">\d{2}:\d{2}:00 Asia\/Manila<\/time>/,
    );
    for (const tz of ['', 'Mars%2FOlympus', '..%2F..%2Fetc', 'Asia%2FManila%3Cscript%3E', '%00', 'x'.repeat(300), '1%2B1']) {
      const response = await frame(String(keno.id), `frame=${demoFrame}&prize_mode=Elott&tz=${tz}`);
      expect(response.statusCode, tz).toBe(200);
      expect(response.body).toMatch(/<time datetime="[^"]+">\d{2}:\d{2}:00 UTC<\/time>/);
      expect(response.body).not.toContain('name="tz"');
      expect(response.body).not.toContain('&#38;tz=');
    }
    expect((await frame(String(keno.id), `frame=${demoFrame}`)).body).toMatch(/<time datetime="[^"]+">\d{2}:\d{2}:00 UTC<\/time>/);
    expect((await frame(String(keno.id), `frame=${demoFrame}&tz=UTC&tz=Asia%2FManila`)).statusCode).toBe(400);
    expect(drawTimeZone('America/New_York')).toBe('America/New_York');
    expect(drawTimeZone('Not/AZone')).toBeUndefined();
    expect(drawTimeZone(undefined)).toBeUndefined();
  });

  it('speaks the app language: Tagalog for TY, carried through links and the bet form', async () => {
    const keno = game();
    const lobby = await frame('lobby', `frame=${demoFrame}&prize_mode=Elott&language=TY`);
    expect(lobby.body).toContain('<html lang="tl">');
    expect(lobby.body).toContain('<h1>E-Loterya</h1>');
    expect(lobby.body).toContain('Pumili ng draw para tumaya.');
    expect(lobby.body).not.toContain('Choose a draw');
    expect(lobby.body).toContain(`/games/${keno.id}?frame=${demoFrame}&#38;prize_mode=Elott&#38;language=TY"`);
    const draw = await frame(String(keno.id), `frame=${demoFrame}&prize_mode=Elott&language=TY`);
    expect(draw.body).toContain('May bola tuwing 5 minuto.');
    expect(draw.body).toContain('Pumili ng 1 hanggang 10 magkakaibang numero mula 1 hanggang 80.');
    expect(draw.body).toContain('<button type="submit">Tumaya</button>');
    expect(draw.body).toContain('<input type="hidden" name="language" value="TY">');
    const placed = await bet(keno.id, `frame=${demoFrame}&prize_mode=Elott&language=TY&${picks(1, 2, 3)}&stake=1`);
    expect(String(placed.headers.location)).toContain('language=TY');
    const refused = await bet(keno.id, `frame=${demoFrame}&prize_mode=Elott&language=TY&stake=1`);
    expect(refused.body).toContain('Pumili ng 1 hanggang 10 numero mula 1 hanggang 80; 0 ang napili mo.');
    // Any other language, or none, reads English.
    expect((await frame('lobby', `frame=${demoFrame}&language=VI`)).body).toContain('<html lang="en">');
    expect((await frame('lobby', `frame=${demoFrame}&language=T1`)).statusCode).toBe(400);
  });

  it('places a bet: debits the balance and stores the bet in one go, then shows it', async () => {
    const keno = game();
    const before = balanceOf('demo');
    const response = await bet(keno.id, `frame=${demoFrame}&merchant=${MERCHANT}&prize_mode=Elott&${picks(30, 3, 7)}&stake=10`);
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(
      new RegExp(`^/lgw/lotto/${MERCHANT}/trad/games/${keno.id}\\?frame=${demoFrame}&merchant=${MERCHANT}&prize_mode=Elott&placed=\\d+$`),
    );
    expect(balanceOf('demo')).toBe(before - 1000);
    const stored = gateway.store.db.prepare('SELECT * FROM lottery_bets ORDER BY id DESC LIMIT 1').get();
    expect(stored).toMatchObject({
      account_id: 100001,
      game_id: keno.id,
      numbers: '3-7-30',
      stake_cents: 1000,
      balance_after_cents: before - 1000,
    });
    expect(Number(stored?.draw_at) % 300_000).toBe(0);
    const shown = await gateway.request({ method: 'GET', url: location, merchant: null });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Bet placed.');
    expect(shown.body).toContain('Numbers 3-7-30, stake ₱10.00');
    expect(shown.body).toContain('<td>3-7-30</td>');
    // The wallet follows.
    const wallet = await gateway.request({ method: 'GET', url: '/wps/wallets/gcs', headers: { authorization: tokens.demo } });
    expect((envelope(wallet).value as { sumBalance: number }).sumBalance).toBe((before - 1000) / 100);
  });

  it('gives every seeded draw its real pick rule', async () => {
    const seeded = gateway.store.catalog
      .games()
      .filter((candidate) => ['LOTT', 'ELOTT'].includes(candidate.category) && candidate.lottoGameCode);
    expect(seeded.length).toBeGreaterThan(20);
    for (const draw of seeded) expect(LOTTERY_PICK_RULES[draw.name], draw.name).toEqual(pickRuleOf(draw));
    expect(pickRuleOf(byCode('MEGA645'))).toEqual({ kind: 'set', picks: 6, picksMax: 6, lowest: 1, highest: 45 });
    expect(pickRuleOf(byCode('SWERTRES3D'))).toEqual({ kind: 'positions', positions: 3, lowest: 0, highest: 9, distinct: false });
    expect(pickRuleOf(byCode('PK10RACING'))).toMatchObject({ kind: 'positions', positions: 3, lowest: 1, highest: 10, distinct: true });
    // A draw the seed does not know reads its rule from its name.
    expect(pickRuleOf({ name: 'Jumbo 6/42', lottoGameCode: 'JUMBO642' })).toEqual({
      kind: 'set',
      picks: 6,
      picksMax: 6,
      lowest: 1,
      highest: 42,
    });
    expect(pickRuleOf({ name: 'Pick 4D', lottoGameCode: 'PICK4D' })).toMatchObject({
      kind: 'positions',
      positions: 4,
      lowest: 0,
      highest: 9,
    });

    const mega = (await frame(String(byCode('MEGA645').id), `frame=${demoFrame}&merchant=${MERCHANT}&prize_mode=Lott`)).body;
    expect(mega).toContain('Pick 6 different numbers from 1 to 45.');
    expect(mega.match(/type="checkbox" name="pick-\d+"/g)).toHaveLength(45);
    expect(mega).toContain('name="pick-45"');
    expect(mega).not.toContain('name="pick-46"');
    const swertres = (await frame(String(byCode('SWERTRES3D').id), `frame=${demoFrame}&merchant=${MERCHANT}&prize_mode=Lott`)).body;
    expect(swertres).toContain('Pick 3 digits in order, 0 to 9 each.');
    expect(swertres).not.toContain('type="checkbox"');
    const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']
      .map((digit) => `<option${digit === '0' ? ' selected' : ''}>${digit}</option>`)
      .join('');
    for (const [index, label] of ['First digit', 'Second digit', 'Third digit'].entries()) {
      expect(swertres).toContain(`<label>${label}<select name="n${index + 1}">${digits}</select></label>`);
    }
    expect(swertres).not.toContain('name="n4"');
    const pk10 = (await frame(String(byCode('PK10RACING').id), `frame=${demoFrame}&merchant=${MERCHANT}`)).body;
    expect(pk10).toContain('Pick 3 numbers in order, 1 to 10 each, all different.');
    expect(pk10).toContain('<select name="n3"><option>1</option><option>2</option><option selected>3</option><option>4</option>');
  });

  it('enforces the pick rule on the server, keeping what the player picked in the refused form', async () => {
    const mega = byCode('MEGA645');
    const swertres = byCode('SWERTRES3D');
    const pk10 = byCode('PK10RACING');
    const before = balanceOf('demo');
    const bets = rowCount(gateway, 'lottery_bets');
    const ledger = rowCount(gateway, 'wallet_ledger');
    const base = `frame=${demoFrame}&merchant=${MERCHANT}&css=lotto-dark&prize_mode=Lott&stake=5`;
    const refusals: [number, string, string][] = [
      [mega.id, picks(3, 9, 12, 27, 40), 'Pick exactly 6 numbers from 1 to 45; you picked 5.'],
      [mega.id, picks(1, 2, 3, 4, 5, 6, 7), 'Pick exactly 6 numbers from 1 to 45; you picked 7.'],
      [mega.id, picks(1, 2, 3, 4, 5, 46), 'Pick exactly 6 numbers from 1 to 45; you picked 5.'],
      [mega.id, picks(0, 1, 2, 3, 4, 5), 'Pick exactly 6 numbers from 1 to 45; you picked 5.'],
      [mega.id, `n1=1&n2=2&n3=3&n4=4&n5=5&n6=6`, 'Pick exactly 6 numbers from 1 to 45; you picked 0.'],
      [mega.id, '', 'Pick exactly 6 numbers from 1 to 45; you picked 0.'],
      [swertres.id, 'n1=3&n2=0', 'These numbers do not fit this game. Pick 3 digits in order, 0 to 9 each.'],
      [swertres.id, 'n1=3&n2=0&n3=7&n4=1', 'These numbers do not fit this game. Pick 3 digits in order, 0 to 9 each.'],
      [swertres.id, 'n1=3&n2=0&n3=10', 'These numbers do not fit this game. Pick 3 digits in order, 0 to 9 each.'],
      [swertres.id, `n1=3&n2=0&n3=7&${picks(4)}`, 'These numbers do not fit this game. Pick 3 digits in order, 0 to 9 each.'],
      [pk10.id, 'n1=4&n2=4&n3=9', 'These numbers do not fit this game. Pick 3 numbers in order, 1 to 10 each, all different.'],
      [pk10.id, 'n1=0&n2=4&n3=9', 'These numbers do not fit this game. Pick 3 numbers in order, 1 to 10 each, all different.'],
    ];
    for (const [gameId, payload, message] of refusals) {
      const response = await bet(gameId, `${base}${payload ? `&${payload}` : ''}`);
      expect(response.statusCode, payload).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`<div class="card error" role="alert" data-code="request.invalid"><p>${message}</p></div>`);
      // Still the framed page in its theme, the form ready to correct.
      expect(response.body).toContain('<body class="theme-lotto-dark">');
      expect(response.body).toContain(`action="/lgw/lotto/${MERCHANT}/trad/games/${gameId}/bet"`);
      expect(response.body).toContain('name="stake" value="5" checked');
    }
    expect(balanceOf('demo')).toBe(before);
    expect(rowCount(gateway, 'lottery_bets')).toBe(bets);
    expect(rowCount(gateway, 'wallet_ledger')).toBe(ledger);

    const five = (await bet(mega.id, `${base}&${picks(3, 9, 12, 27, 40)}`)).body;
    for (const number of [3, 9, 12, 27, 40]) expect(five).toContain(`<input type="checkbox" name="pick-${number}" checked>`);
    expect(five.match(/type="checkbox" name="pick-\d+" checked>/g)).toHaveLength(5);
    const twoDigits = (await bet(swertres.id, `${base}&n1=3&n2=8`)).body;
    expect(twoDigits).toMatch(/<select name="n1">(<option>\d<\/option>)*<option selected>3<\/option>/);
    expect(twoDigits).toMatch(/<select name="n2">(<option>\d<\/option>)*<option selected>8<\/option>/);
    expect(twoDigits).toMatch(/<select name="n3"><option selected>0<\/option>/);

    const six = await bet(mega.id, `${base}&${picks(45, 3, 27, 9, 40, 12)}`);
    expect(six.statusCode).toBe(303);
    expect(gateway.store.db.prepare('SELECT numbers FROM lottery_bets ORDER BY id DESC LIMIT 1').get()?.numbers).toBe('3-9-12-27-40-45');
    expect((await bet(swertres.id, `${base}&n1=3&n2=0&n3=3`)).statusCode).toBe(303);
    expect(gateway.store.db.prepare('SELECT numbers FROM lottery_bets ORDER BY id DESC LIMIT 1').get()?.numbers).toBe('3-0-3');
    expect((await bet(pk10.id, `${base}&n1=10&n2=1&n3=7`)).statusCode).toBe(303);
    expect(gateway.store.db.prepare('SELECT numbers FROM lottery_bets ORDER BY id DESC LIMIT 1').get()?.numbers).toBe('10-1-7');
    expect(balanceOf('demo')).toBe(before - 1500);
  });

  it('reads picks against a rule', () => {
    const sixOf45 = { kind: 'set', picks: 6, picksMax: 6, lowest: 1, highest: 45 } as const;
    expect(
      readPicks(sixOf45, { 'pick-45': 'on', 'pick-1': 'on', 'pick-7': 'on', 'pick-2': 'on', 'pick-30': 'on', 'pick-9': 'on' }),
    ).toEqual({
      valid: true,
      numbers: '1-2-7-9-30-45',
      selection: [1, 2, 7, 9, 30, 45],
    });
    expect(readPicks(sixOf45, { 'pick-4': 'on', 'pick-99': 'on' })).toEqual({ valid: false, selection: [4], picked: 1 });
    const threeDigits = { kind: 'positions', positions: 3, lowest: 0, highest: 9, distinct: false } as const;
    expect(readPicks(threeDigits, { n3: '7', n1: '3', n2: '0' })).toEqual({ valid: true, numbers: '3-0-7', selection: [3, 0, 7] });
    expect(readPicks(threeDigits, { n1: '3', n3: '12' })).toEqual({ valid: false, selection: [3, undefined, undefined], picked: 1 });
  });

  it('disables Place bet with the reason when the balance cannot cover the stake, and refuses such a stake on the server', async () => {
    const keno = game();
    const setTrialBalance = (cents: number) =>
      gateway.store.db.prepare('UPDATE accounts SET balance_cents = ? WHERE username = ?').run(cents, 'trial01');
    setTrialBalance(400);
    const bets = rowCount(gateway, 'lottery_bets');
    const ledger = rowCount(gateway, 'wallet_ledger');

    const page = (await frame(String(keno.id), `frame=${trialFrame}&merchant=${MERCHANT}`)).body;
    expect(page).toContain('<input type="radio" name="stake" value="1" checked>');
    for (const stake of [5, 10, 50, 100]) expect(page).toContain(`<input type="radio" name="stake" value="${stake}" disabled>`);
    expect(page).toContain('Stakes above your balance (₱4.00) cannot be chosen.');
    expect(page).toContain('<button type="submit">Place bet</button>');

    const response = await bet(keno.id, `frame=${trialFrame}&merchant=${MERCHANT}&${picks(1, 2, 3)}&stake=5`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(
      '<div class="card error" role="alert" data-code="balance.insufficient"><p>Your balance ₱4.00 is below the ₱5.00 stake.</p></div>',
    );
    for (const number of [1, 2, 3]) expect(response.body).toContain(`name="pick-${number}" checked`);
    // The largest stake the balance covers is offered instead.
    expect(response.body).toContain('<input type="radio" name="stake" value="1" checked>');
    expect(balanceOf('trial01')).toBe(400);
    expect(rowCount(gateway, 'lottery_bets')).toBe(bets);
    expect(rowCount(gateway, 'wallet_ledger')).toBe(ledger);
    // Trial accounts may bet within their play money.
    expect((await bet(keno.id, `frame=${trialFrame}&${picks(1, 2, 3)}&stake=1`)).statusCode).toBe(303);
    expect(balanceOf('trial01')).toBe(300);

    setTrialBalance(50);
    const broke = (await frame(String(keno.id), `frame=${trialFrame}&merchant=${MERCHANT}`)).body;
    expect(broke).toContain('<p class="reason" id="bet-blocked">Your balance ₱0.50 is below the ₱1.00 stake.</p>');
    expect(broke).toContain('<button type="submit" disabled aria-describedby="bet-blocked">Place bet</button>');
    for (const stake of [1, 5, 10, 50, 100]) expect(broke).toContain(`<input type="radio" name="stake" value="${stake}" disabled>`);
    const tagalog = (await frame(String(keno.id), `frame=${trialFrame}&merchant=${MERCHANT}&language=TY`)).body;
    expect(tagalog).toContain('Ang balanse mong ₱0.50 ay mas mababa sa tayang ₱1.00.');
    const forced = await bet(keno.id, `frame=${trialFrame}&${picks(1)}&stake=1`);
    expect(forced.statusCode).toBe(400);
    expect(forced.body).toContain('Your balance ₱0.50 is below the ₱1.00 stake.');
    expect(balanceOf('trial01')).toBe(50);
    expect(rowCount(gateway, 'lottery_bets')).toBe(bets + 1);
    setTrialBalance(1_000_000);
  });

  it('answers a 401 page for a missing, forged or ended frame key, and 404 for what is not a lottery', async () => {
    const keno = game();
    const bets = rowCount(gateway, 'lottery_bets');
    const { token } = await loginValue(gateway, 'agent', 'agent1234');
    const ended = await frameKey(token);
    expect((await frame(String(keno.id), `frame=${ended}`)).statusCode).toBe(200);
    await gateway.request({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } });
    for (const response of [
      await frame('lobby', ''),
      await frame('lobby', `frame=${'a'.repeat(64)}`),
      await frame('lobby', `frame=${demoFrame.toUpperCase()}`),
      await frame(String(keno.id), `frame=${ended}`),
      await bet(keno.id, `frame=${ended}&${picks(1, 2, 3)}&stake=1`),
      await bet(keno.id, `${picks(1, 2, 3)}&stake=1`),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Please log in again');
    }
    expect(rowCount(gateway, 'lottery_bets')).toBe(bets);
    const slot = gateway.store.catalog.games().find((candidate) => candidate.gameType === 'RNG');
    for (const response of [
      await frame(String(slot?.id), `frame=${demoFrame}`),
      await frame('999999', `frame=${demoFrame}`),
      await bet('lobby', `frame=${demoFrame}&${picks(1, 2, 3)}&stake=1`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('This lottery does not exist.');
    }
  });

  it('validates the path, query and form', async () => {
    const keno = game();
    const bets = rowCount(gateway, 'lottery_bets');
    for (const [path, query] of [
      [String(keno.id), `frame=${demoFrame}&css=Dark`],
      [String(keno.id), `frame=${demoFrame}&css=${'a'.repeat(21)}`],
      [String(keno.id), `frame=${demoFrame}&css=%22%3E%3Cscript%3E`],
      [String(keno.id), `frame=${demoFrame}&prize_mode=ZZ`],
      ['abc', `frame=${demoFrame}`],
    ] as const) {
      const response = await frame(path, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.body).not.toContain('<script>');
    }
    const otherMerchant = await frame(String(keno.id), `frame=${demoFrame}&merchant=other`);
    expect(otherMerchant.statusCode).toBe(400);
    const otherPlayType = await gateway.request({
      method: 'GET',
      url: `/lgw/lotto/${MERCHANT}/ent/games/lobby?frame=${demoFrame}`,
      merchant: null,
    });
    expect(otherPlayType.statusCode).toBe(400);
    const unknownMui = await gateway.request({
      method: 'GET',
      url: `/lgw/lotto/unknown/trad/games/lobby?frame=${demoFrame}`,
      merchant: null,
    });
    expect(unknownMui.statusCode).toBe(400);
    for (const payload of [
      `frame=${demoFrame}&pick-1=yes&stake=1`,
      `frame=${demoFrame}&pick-100=on&stake=1`,
      `frame=${demoFrame}&pick-01=on&${picks(1, 2)}&stake=1`,
      `frame=${demoFrame}&n01=1&stake=1`,
      `frame=${demoFrame}&n1=abc&stake=1`,
      `frame=${demoFrame}&n100=1&stake=1`,
      `frame=${demoFrame}&${picks(1, 2, 3)}`,
      `frame=${demoFrame}&${picks(1, 2, 3)}&stake=2`,
      `frame=${demoFrame}&${picks(1, 2, 3)}&stake=1&extra=x`,
      `frame=${demoFrame}&${picks(1, 2, 3)}&pick-1=on&stake=1`,
      `frame=${demoFrame}&frame=${demoFrame}&${picks(1, 2, 3)}&stake=1`,
      `frame=${demoFrame}&${picks(1, 2, 3)}&stake=1&tz=UTC&tz=UTC`,
    ]) {
      const response = await bet(keno.id, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect(rowCount(gateway, 'lottery_bets')).toBe(bets);
  });
});

describe('lottery frame tickets and frame keys', () => {
  const page = (url: string) => gateway.request({ method: 'GET', url, merchant: null });
  const frameRows = () => gateway.store.lotteryFrames.counts();
  const logInAgain = (response: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Please log in again');
    expect(response.body).not.toContain('Internal');
  };

  it('answers a ticket to members, trial accounts included, and nothing to visitors or forged sessions', async () => {
    const before = frameRows().tickets;
    expect(await frameTicket(tokens.demo)).not.toBe(await frameTicket(tokens.demo));
    await frameTicket(tokens.trial);
    expect(frameRows().tickets).toBe(before + 3);
    for (const token of [undefined, 'a'.repeat(64), demoFrame]) {
      const refused = await askFrameTicket(token);
      expect(refused.statusCode).toBe(401);
      expect(envelope(refused).code).toBe('login.not.session');
    }
    const unknownMerchant = await gateway.request({
      method: 'POST',
      url: FRAME_TICKET_URL,
      headers: authHeaders(tokens.demo),
      merchant: 'other',
    });
    expect(envelope(unknownMerchant).code).toBe('merchant.unknown');
    // Only the hash is stored.
    const ticket = await frameTicket(tokens.demo);
    expect(rowCount(gateway, 'lottery_frame_tickets')).toBe(frameRows().tickets);
    expect(gateway.store.db.prepare('SELECT COUNT(*) AS n FROM lottery_frame_tickets WHERE ticket_hash = ?').get(ticket)?.n).toBe(0);
    expect(frameRows().tickets).toBe(before + 4);
  });

  it('refuses a session that must change its password, storing nothing', async () => {
    const { token } = await loginValue(gateway, 'expired', 'expired1234');
    const before = frameRows().tickets;
    const refused = await askFrameTicket(token);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).code).toBe('password.change.required');
    expect(frameRows().tickets).toBe(before);
  });

  it('opens the frame once: the ticket moves the frame to its key, the same ticket again asks to log in again', async () => {
    const ticket = await frameTicket(tokens.demo);
    const query = `&merchant=${MERCHANT}&css=lotto-dark&prize_mode=Elott&language=TY&tz=Asia%2FManila`;
    const keno = gateway.store.catalog.games().find((candidate) => candidate.lottoGameCode === 'KENO5MIN');
    // A HEAD (a link checker, a prefetcher) is not a frame opening: it must not spend the ticket.
    const head = await gateway.request({
      method: 'HEAD',
      url: `/lgw/lotto/${MERCHANT}/trad/games/${keno?.id}?ticket=${ticket}${query}`,
      merchant: null,
    });
    expect(head.statusCode).not.toBe(303);
    expect(
      gateway.store.db.prepare('SELECT COUNT(*) AS n FROM lottery_frame_tickets WHERE ticket_hash = ?').get(hashToken(ticket))?.n,
    ).toBe(1);
    const opened = await openWithTicket(ticket, query, String(keno?.id));
    expect(opened.statusCode).toBe(303);
    expect(opened.headers['cache-control']).toBe('no-store');
    const location = String(opened.headers.location);
    const key = keyOf(location);
    expect(key).toMatch(HEX64);
    expect(key).not.toBe(ticket);
    expect(location).toBe(
      `/lgw/lotto/${MERCHANT}/trad/games/${keno?.id}?frame=${key}&merchant=${MERCHANT}&css=lotto-dark&prize_mode=Elott&language=TY&tz=Asia%2FManila`,
    );
    expect(location).not.toContain(tokens.demo);
    expect(location).not.toContain(ticket);

    const shown = await page(location);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<html lang="tl">');
    expect(shown.body).toContain(`<input type="hidden" name="frame" value="${key}">`);
    expect(shown.body).not.toContain(tokens.demo);
    expect(shown.body).not.toContain(ticket);
    expect(shown.body).not.toContain('name="token"');

    // Single use: the row is gone, and a second request gets the page a bad session gets.
    expect(
      gateway.store.db.prepare('SELECT COUNT(*) AS n FROM lottery_frame_tickets WHERE ticket_hash = ?').get(hashToken(ticket))?.n,
    ).toBe(0);
    logInAgain(await openWithTicket(ticket, query, String(keno?.id)));
    logInAgain(await page(`/lgw/lotto/${MERCHANT}/trad/games/lobby?frame=${ticket}`));
    // The key it opened still works.
    expect((await page(location)).statusCode).toBe(200);
  });

  it('refuses a forged, expired or ended ticket', async () => {
    for (const forged of ['a'.repeat(64), 'not-a-ticket', '']) logInAgain(await openWithTicket(forged));

    const expired = await frameTicket(tokens.demo);
    gateway.store.db
      .prepare('UPDATE lottery_frame_tickets SET expires_at = ? WHERE ticket_hash = ?')
      .run(Date.now() - 1, hashToken(expired));
    logInAgain(await openWithTicket(expired));

    const { token } = await loginValue(gateway, 'agent', 'agent1234');
    const ended = await frameTicket(token);
    await gateway.request({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } });
    logInAgain(await openWithTicket(ended));

    // A merchant the gateway does not serve is refused before the ticket is looked at.
    const unserved = await frameTicket(tokens.demo);
    const wrongMerchant = await gateway.request({
      method: 'GET',
      url: `/lgw/lotto/unknown/trad/games/lobby?ticket=${unserved}`,
      merchant: null,
    });
    expect(wrongMerchant.statusCode).toBe(400);
    expect((await openWithTicket(unserved)).statusCode).toBe(303);
  });

  it('no longer takes the session token: token= asks to log in again, even beside a good key or ticket', async () => {
    const keno = gateway.store.catalog.games().find((candidate) => candidate.lottoGameCode === 'KENO5MIN');
    const bets = rowCount(gateway, 'lottery_bets');
    const ticket = await frameTicket(tokens.demo);
    for (const response of [
      await page(`/lgw/lotto/${MERCHANT}/trad/games/lobby?token=${tokens.demo}`),
      await page(`/lgw/lotto/${MERCHANT}/trad/games/${keno?.id}?token=${tokens.demo}&merchant=${MERCHANT}&prize_mode=Elott`),
      await page(`/lgw/lotto/${MERCHANT}/trad/games/lobby?frame=${demoFrame}&token=${tokens.demo}`),
      await openWithTicket(ticket, `&token=${tokens.demo}`),
      await gateway.request({
        method: 'POST',
        url: `/lgw/lotto/${MERCHANT}/trad/games/${keno?.id}/bet`,
        merchant: null,
        headers: FORM,
        payload: `token=${tokens.demo}&pick-1=on&stake=1`,
      }),
      await gateway.request({
        method: 'POST',
        url: `/lgw/lotto/${MERCHANT}/trad/games/${keno?.id}/bet`,
        merchant: null,
        headers: FORM,
        payload: `frame=${demoFrame}&token=${tokens.demo}&pick-1=on&stake=1`,
      }),
    ]) {
      logInAgain(response);
    }
    expect(rowCount(gateway, 'lottery_bets')).toBe(bets);
  });

  it('lets the frame key navigate and bet inside the frame, and nowhere else', async () => {
    const key = await frameKey(tokens.demo);
    const lobby = await page(`/lgw/lotto/${MERCHANT}/trad/games/lobby?frame=${key}&merchant=${MERCHANT}&prize_mode=Elott`);
    expect(lobby.statusCode).toBe(200);
    const keno = gateway.store.catalog.games().find((candidate) => candidate.lottoGameCode === 'KENO5MIN');
    const link =
      new RegExp(`<a class="lottery" href="([^"]+/games/${keno?.id}\\?[^"]+)"`).exec(lobby.body)?.[1]?.replaceAll('&#38;', '&') ?? '';
    expect(keyOf(link)).toBe(key);
    const draw = await page(link);
    expect(draw.statusCode).toBe(200);
    const action = /action="([^"]+)"/.exec(draw.body)?.[1] ?? '';
    const before = balanceOf('demo');
    const placed = await gateway.request({
      method: 'POST',
      url: action,
      merchant: null,
      headers: FORM,
      payload: `frame=${key}&merchant=${MERCHANT}&prize_mode=Elott&pick-5=on&pick-6=on&stake=1`,
    });
    expect(placed.statusCode).toBe(303);
    expect(keyOf(String(placed.headers.location))).toBe(key);
    expect(balanceOf('demo')).toBe(before - 100);
    expect((await page(String(placed.headers.location))).body).toContain('Bet placed.');

    // Never a session token: the member API answers it as no session, and no ticket either.
    for (const url of ['/wps/wallets/gcs', '/wps/member/info', '/wps/game/favourites?pageNo=1&pageSize=10']) {
      const refused = await gateway.request({ method: 'GET', url, headers: { authorization: key } });
      expect([url, refused.statusCode, envelope(refused).code]).toEqual([url, 401, 'login.not.session']);
    }
    expect((await askFrameTicket(key)).statusCode).toBe(401);
    logInAgain(await openWithTicket(key));
  });

  it('refuses a key whose account must now change its password, or is disabled', async () => {
    const { token } = await loginValue(gateway, 'agent', 'agent1234');
    const key = await frameKey(token);
    const open = () => page(`/lgw/lotto/${MERCHANT}/trad/games/lobby?frame=${key}`);
    expect((await open()).statusCode).toBe(200);
    const setAgent = (sql: string) => gateway.store.db.prepare(`UPDATE accounts SET ${sql} WHERE username = 'agent'`).run();
    setAgent('first_time_login = 1');
    logInAgain(await open());
    setAgent('first_time_login = 0');
    setAgent("status = 'disabled'");
    logInAgain(await open());
    setAgent("status = 'active'");
    expect((await open()).statusCode).toBe(200);
  });

  it('deletes expired tickets, keys of ended sessions and keys beyond the per-session cap', async () => {
    const frames = gateway.store.lotteryFrames;
    const { token } = await loginValue(gateway, 'demo', 'demo1234');
    const account = 100001;
    const now = Date.now();
    // Expired tickets go when the next one is stored.
    for (let index = 0; index < 3; index++) {
      frames.createTicket({
        ticket: `${index}`.repeat(64),
        sessionToken: token,
        accountId: account,
        merchantCode: MERCHANT,
        now: now - 120_000,
        expiresAt: now - 60_000,
      });
    }
    const live = rowCount(gateway, 'lottery_frame_tickets');
    await frameTicket(token);
    expect(rowCount(gateway, 'lottery_frame_tickets')).toBe(live - 3 + 1);
    expect(gateway.store.db.prepare('SELECT COUNT(*) AS n FROM lottery_frame_tickets WHERE expires_at <= ?').get(Date.now())?.n).toBe(0);

    // A session keeps its newest keys; the oldest stops working.
    const keys: string[] = [];
    for (let index = 0; index < MAX_FRAME_KEYS_PER_SESSION + 2; index++) keys.push(await frameKey(token));
    const sessionKeys = () =>
      gateway.store.db.prepare('SELECT COUNT(*) AS n FROM lottery_frame_keys WHERE session_hash = ?').get(hashToken(token))?.n;
    expect(sessionKeys()).toBe(MAX_FRAME_KEYS_PER_SESSION);
    logInAgain(await page(`/lgw/lotto/${MERCHANT}/trad/games/lobby?frame=${keys[0]}`));
    expect((await page(`/lgw/lotto/${MERCHANT}/trad/games/lobby?frame=${keys.at(-1)}`)).statusCode).toBe(200);

    // Logging out ends the keys; their rows go when the next frame opens.
    await gateway.request({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } });
    logInAgain(await page(`/lgw/lotto/${MERCHANT}/trad/games/lobby?frame=${keys.at(-1)}`));
    await frameKey(tokens.demo);
    expect(sessionKeys()).toBe(0);
    expect(frames.findLiveKey(demoFrame, Date.now())).toMatchObject({ accountId: account, merchantCode: MERCHANT });
  });
});

describe('frame tickets and keys of two merchants', () => {
  it('opens only frames of the merchant the ticket was asked for on', async () => {
    const own = await startTestGateway({ env: { MERCHANT_CODES: `${MERCHANT},other`, RATE_LIMITS: 'off' } });
    try {
      const { token } = await loginValue(own, 'demo', 'demo1234');
      const ticketOf = async () => envelope(await askFrameTicket(token, own)).value as { ticket: string };
      const open = (mui: string, query: string) =>
        own.request({ method: 'GET', url: `/lgw/lotto/${mui}/trad/games/lobby?${query}`, merchant: null });
      // The session is the nasa11f2 one: the other merchant's header refuses it.
      const crossed = await own.request({ method: 'POST', url: FRAME_TICKET_URL, headers: authHeaders(token), merchant: 'other' });
      expect(envelope(crossed).code).toBe('login.not.session');

      const { ticket } = await ticketOf();
      const elsewhere = await open('other', `ticket=${ticket}`);
      expect(elsewhere.statusCode).toBe(401);
      expect(elsewhere.body).toContain('Please log in again');
      // Spent all the same.
      expect((await open(MERCHANT, `ticket=${ticket}`)).statusCode).toBe(401);

      const opened = await open(MERCHANT, `ticket=${(await ticketOf()).ticket}`);
      const key = keyOf(String(opened.headers.location));
      expect((await open(MERCHANT, `frame=${key}`)).statusCode).toBe(200);
      expect((await open('other', `frame=${key}`)).statusCode).toBe(401);
      expect((await open(MERCHANT, `frame=${key}&merchant=other`)).statusCode).toBe(400);
    } finally {
      await own.close();
    }
  });
});

describe('frame ticket limit', () => {
  it(`stores at most ${MEMBER_LIMITS.lotteryFrames} frame tickets per member and minute, whatever the session`, async () => {
    const own = await startTestGateway();
    try {
      const first = (await loginValue(own, 'demo', 'demo1234')).token;
      const second = (await loginValue(own, 'demo', 'demo1234')).token;
      const agent = (await loginValue(own, 'agent', 'agent1234')).token;
      const before = rowCount(own, 'lottery_frame_tickets');
      const statuses: number[] = [];
      for (let i = 0; i < MEMBER_LIMITS.lotteryFrames + 10; i++)
        statuses.push((await askFrameTicket(i % 2 === 0 ? first : second, own)).statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(MEMBER_LIMITS.lotteryFrames);
      expect(statuses.slice(MEMBER_LIMITS.lotteryFrames).every((status) => status === 429)).toBe(true);
      expect(rowCount(own, 'lottery_frame_tickets')).toBe(before + MEMBER_LIMITS.lotteryFrames);
      const limited = await askFrameTicket(first, own);
      expect(envelope(limited)).toMatchObject({ success: false, code: 'rate.limited' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another member is not affected.
      expect((await askFrameTicket(agent, own)).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

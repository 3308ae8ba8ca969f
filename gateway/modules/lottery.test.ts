import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, FRAME_CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import { authHeaders, loginValue, rowCount } from '../test-support/flows.ts';
import { envelope, MERCHANT, startTestGateway, type TestGateway } from '../test-support/harness.ts';
import { drawIntervalSeconds, nextDrawAt, POPULAR_LOTTERY_LIMIT, type LotteryGame } from './lottery.ts';

let gateway: TestGateway;
let demoToken = '';
let trialToken = '';

beforeAll(async () => {
  gateway = await startTestGateway();
  demoToken = (await loginValue(gateway, 'demo', 'demo1234')).token;
  trialToken = (await loginValue(gateway, 'trial01', 'trial1234')).token;
});
afterAll(() => gateway.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const lotteries = async (query: string) => {
  const response = await gateway.request({ method: 'GET', url: `/lgw/games/mobile?${query}` });
  expect(response.statusCode).toBe(200);
  return (envelope(response).value as { list: LotteryGame[] }).list;
};
const draws = (category: string) =>
  gateway.store.catalog.games().filter((game) => game.category === category && game.lottoGameCode);
const balanceOf = (username: string) =>
  Number(gateway.store.db.prepare('SELECT balance_cents AS b FROM accounts WHERE username = ?').get(username)?.b);

describe('lottery catalogue', () => {
  it('lists lottery draws by prize mode (lobby nodes left out), with ETags', async () => {
    const lott = await lotteries('prizeMode=Lott&language=EN');
    expect(lott.map((game) => game.gameId)).toEqual(draws('LOTT').map((game) => game.id).sort((a, b) => a - b));
    expect(lott.every((game) => game.gameCategory === 'LOTT' && game.prizeMode === 'Lott')).toBe(true);
    const elott = await lotteries('prizeMode=Elott');
    expect(elott.map((game) => game.gameId)).toEqual(draws('ELOTT').map((game) => game.id).sort((a, b) => a - b));
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
      iconUrl: `/cdn/games/${keno?.gameId}.svg`,
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
      const response = await launch(demoToken, `${BASE}&lottoPrizeMode=Elott&lottoGameCode=${code}&lottoView=lobby&backUrl=%2Fm%2Flottery`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(envelope(response).value).toEqual({
        gameUrl: `/m/lotto-h5/${MERCHANT}/trad/games/lobby?mui=${MERCHANT}&playType=trad&gameId=lobby&prize_mode=Elott&pageBack=%2Fm%2Flottery`,
      });
    }
    const mienBac = gateway.store.catalog.games().find((game) => game.lottoGameCode === 'MIENBAC');
    const response = await launch(trialToken, `${BASE}&lottoPrizeMode=Lott&lottoGameCode=MIENBAC&lottoView=betting`);
    expect(envelope(response).value).toEqual({
      gameUrl: `/m/lotto-h5/${MERCHANT}/trad/games/${mienBac?.id}?mui=${MERCHANT}&playType=trad&gameId=${mienBac?.id}&prize_mode=Lott&pageBack=%2Fm%2Fhome`,
    });
  });

  it('refuses unknown codes, bad parameters and visitors', async () => {
    const unknown = await launch(demoToken, `${BASE}&lottoPrizeMode=Lott&lottoGameCode=NOPE`);
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
      const response = await launch(demoToken, query);
      expect(response.statusCode, query).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
    expect((await launch(undefined, `${BASE}&lottoPrizeMode=Lott`)).statusCode).toBe(401);
  });
});

describe('the lottery frame pages', () => {
  const game = () => {
    const found = gateway.store.catalog.games().find((candidate) => candidate.lottoGameCode === 'KENO5MIN');
    if (!found) throw new Error('no KENO5MIN');
    return found;
  };
  const frame = (path: string, query: string) => gateway.request({ method: 'GET', url: `/lgw/lotto/${MERCHANT}/trad/games/${path}?${query}`, merchant: null });
  const bet = (gameId: number | string, payload: string) =>
    gateway.request({ method: 'POST', url: `/lgw/lotto/${MERCHANT}/trad/games/${gameId}/bet`, merchant: null, headers: FORM, payload });

  it('may be framed by this origin only, while everything else stays unframeable', async () => {
    for (const response of [
      await frame('lobby', `token=${demoToken}&merchant=${MERCHANT}&css=&prize_mode=Elott`),
      await frame('lobby', 'token=forged'),
      await frame(String(game().id), `token=${demoToken}&css=BAD!`),
    ]) {
      expect(response.headers['content-security-policy']).toBe(FRAME_CONTENT_SECURITY_POLICY);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    expect(FRAME_CONTENT_SECURITY_POLICY).toBe(CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    for (const url of ['/lgw/play/' + '0'.repeat(64), '/wps/system/status', '/lgw/games/mobile', '/lgw/lotto/x']) {
      const response = await gateway.request({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('shows the lobby of a prize mode with links that keep the query', async () => {
    const response = await frame('lobby', `token=${demoToken}&merchant=${MERCHANT}&css=dark&prize_mode=Elott`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<body class="theme-dark">');
    expect(html).not.toMatch(/<script/i);
    for (const draw of draws('ELOTT')) {
      expect(html).toContain(
        `href="/lgw/lotto/${MERCHANT}/trad/games/${draw.id}?token=${demoToken}&#38;merchant=${MERCHANT}&#38;css=dark&#38;prize_mode=Elott"`,
      );
    }
    for (const draw of draws('LOTT')) expect(html).not.toContain(`/games/${draw.id}?`);
  });

  it('shows a draw: interval, next draw, balance, a number pick and the bet form', async () => {
    const keno = game();
    const response = await frame(String(keno.id), `token=${demoToken}&merchant=${MERCHANT}&css=&prize_mode=Elott`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<h1>Keno 5 Min</h1>');
    expect(html).toContain('Draws every 5 minutes.');
    const next = /<time datetime="([^"]+)">/.exec(html)?.[1] ?? '';
    expect(Date.parse(next) % 300_000).toBe(0);
    expect(Date.parse(next)).toBeGreaterThan(Date.now() - 1000);
    expect(html).toContain('₱15,250.75');
    expect(html).toContain(`action="/lgw/lotto/${MERCHANT}/trad/games/${keno.id}/bet"`);
    expect(html).toContain(`<input type="hidden" name="token" value="${demoToken}">`);
    for (const field of ['n1', 'n2', 'n3']) expect(html).toContain(`<select name="${field}">`);
    expect(html).toContain('name="stake" value="100"');
  });

  it('speaks the app language: Tagalog for TY, carried through links and the bet form', async () => {
    const keno = game();
    const lobby = await frame('lobby', `token=${demoToken}&prize_mode=Elott&language=TY`);
    expect(lobby.body).toContain('<html lang="tl">');
    expect(lobby.body).toContain('<h1>E-Loterya</h1>');
    expect(lobby.body).toContain('Pumili ng bola para tumaya.');
    expect(lobby.body).not.toContain('Choose a draw');
    expect(lobby.body).toContain(`/games/${keno.id}?token=${demoToken}&#38;prize_mode=Elott&#38;language=TY"`);
    const draw = await frame(String(keno.id), `token=${demoToken}&prize_mode=Elott&language=TY`);
    expect(draw.body).toContain('May bola tuwing 5 minuto.');
    expect(draw.body).toContain('<button type="submit">Tumaya</button>');
    expect(draw.body).toContain('<input type="hidden" name="language" value="TY">');
    const placed = await bet(keno.id, `token=${demoToken}&prize_mode=Elott&language=TY&n1=1&n2=2&n3=3&stake=1`);
    expect(String(placed.headers.location)).toContain('language=TY');
    // Any other language, or none, reads English.
    expect((await frame('lobby', `token=${demoToken}&language=VI`)).body).toContain('<html lang="en">');
    expect((await frame('lobby', `token=${demoToken}&language=T1`)).statusCode).toBe(400);
  });

  it('places a bet: debits the balance and stores the bet in one go, then shows it', async () => {
    const keno = game();
    const before = balanceOf('demo');
    const response = await bet(keno.id, `token=${demoToken}&merchant=${MERCHANT}&prize_mode=Elott&n1=3&n2=0&n3=7&stake=10`);
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(new RegExp(`^/lgw/lotto/${MERCHANT}/trad/games/${keno.id}\\?token=${demoToken}&merchant=${MERCHANT}&prize_mode=Elott&placed=\\d+$`));
    expect(balanceOf('demo')).toBe(before - 1000);
    const stored = gateway.store.db.prepare('SELECT * FROM lottery_bets ORDER BY id DESC LIMIT 1').get();
    expect(stored).toMatchObject({ account_id: 100001, game_id: keno.id, numbers: '3-0-7', stake_cents: 1000, balance_after_cents: before - 1000 });
    expect(Number(stored?.draw_at) % 300_000).toBe(0);
    const shown = await gateway.request({ method: 'GET', url: location, merchant: null });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Bet placed.');
    expect(shown.body).toContain('Numbers 3-0-7, stake ₱10.00');
    expect(shown.body).toContain('<td>3-0-7</td>');
    // The wallet follows.
    const wallet = await gateway.request({ method: 'GET', url: '/wps/wallets/gcs', headers: { authorization: demoToken } });
    expect((envelope(wallet).value as { sumBalance: number }).sumBalance).toBe((before - 1000) / 100);
  });

  it('refuses a stake above the balance with a 400 page and writes nothing', async () => {
    const keno = game();
    gateway.store.db.prepare('UPDATE accounts SET balance_cents = 400 WHERE username = ?').run('trial01');
    const bets = rowCount(gateway, 'lottery_bets');
    const response = await bet(keno.id, `token=${trialToken}&n1=1&n2=2&n3=3&stake=5`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Insufficient balance for a stake of ₱5.00');
    expect(response.body).toContain('<option selected>2</option>');
    expect(balanceOf('trial01')).toBe(400);
    expect(rowCount(gateway, 'lottery_bets')).toBe(bets);
    // Trial accounts may bet within their play money.
    expect((await bet(keno.id, `token=${trialToken}&n1=1&n2=2&n3=3&stake=1`)).statusCode).toBe(303);
    expect(balanceOf('trial01')).toBe(300);
  });

  it('answers a 401 page for a missing, forged or ended token, and 404 for what is not a lottery', async () => {
    const keno = game();
    const bets = rowCount(gateway, 'lottery_bets');
    const { token } = await loginValue(gateway, 'agent', 'agent1234');
    await gateway.request({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } });
    for (const response of [
      await frame('lobby', ''),
      await frame('lobby', `token=${'a'.repeat(64)}`),
      await frame(String(keno.id), `token=${token}`),
      await bet(keno.id, `token=${token}&n1=1&n2=2&n3=3&stake=1`),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Please log in again');
    }
    expect(rowCount(gateway, 'lottery_bets')).toBe(bets);
    const slot = gateway.store.catalog.games().find((candidate) => candidate.gameType === 'RNG');
    for (const response of [
      await frame(String(slot?.id), `token=${demoToken}`),
      await frame('999999', `token=${demoToken}`),
      await bet('lobby', `token=${demoToken}&n1=1&n2=2&n3=3&stake=1`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('This lottery does not exist.');
    }
  });

  it('validates the path, query and form', async () => {
    const keno = game();
    const bets = rowCount(gateway, 'lottery_bets');
    for (const [path, query] of [
      [String(keno.id), `token=${demoToken}&css=Dark`],
      [String(keno.id), `token=${demoToken}&css=${'a'.repeat(21)}`],
      [String(keno.id), `token=${demoToken}&css=%22%3E%3Cscript%3E`],
      [String(keno.id), `token=${demoToken}&prize_mode=ZZ`],
      ['abc', `token=${demoToken}`],
    ] as const) {
      const response = await frame(path, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.body).not.toContain('<script>');
    }
    const otherMerchant = await frame(String(keno.id), `token=${demoToken}&merchant=other`);
    expect(otherMerchant.statusCode).toBe(400);
    const otherPlayType = await gateway.request({ method: 'GET', url: `/lgw/lotto/${MERCHANT}/ent/games/lobby?token=${demoToken}`, merchant: null });
    expect(otherPlayType.statusCode).toBe(400);
    const unknownMui = await gateway.request({ method: 'GET', url: `/lgw/lotto/unknown/trad/games/lobby?token=${demoToken}`, merchant: null });
    expect(unknownMui.statusCode).toBe(400);
    for (const payload of [
      `token=${demoToken}&n1=10&n2=2&n3=3&stake=1`,
      `token=${demoToken}&n1=1&n2=2&stake=1`,
      `token=${demoToken}&n1=1&n2=2&n3=3&stake=2`,
      `token=${demoToken}&n1=1&n2=2&n3=3&stake=1&extra=x`,
      `token=${demoToken}&token=${demoToken}&n1=1&n2=2&n3=3&stake=1`,
    ]) {
      expect((await bet(keno.id, payload)).statusCode, payload).toBe(400);
    }
    expect(rowCount(gateway, 'lottery_bets')).toBe(bets);
  });
});

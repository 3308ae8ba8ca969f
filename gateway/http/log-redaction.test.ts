import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { authHeaders, captcha, loginValue } from '../test-support/flows.ts';
import { ADMIN_TOKEN, envelope, MERCHANT, startTestGateway, type TestGateway } from '../test-support/harness.ts';
import { gamePage, openGame, openLaunchedPage, spinOn } from '../test-support/launched-pages.ts';
import { REDACTED, redactUrl } from './log-redaction.ts';

const TICKET = 'a'.repeat(64);

describe('redactUrl', () => {
  it('replaces token-shaped path segments and credential query values, and keeps the rest', () => {
    expect(redactUrl(`/lgw/play/${TICKET}?language=EN`)).toBe(`/lgw/play/${REDACTED}?language=EN`);
    expect(redactUrl(`/lgw/chat/${TICKET}/send`)).toBe(`/lgw/chat/${REDACTED}/send`);
    expect(redactUrl(`/lgw/lotto/nasa11f2/trad/games/lobby?ticket=${TICKET}&merchant=nasa11f2`)).toBe(
      `/lgw/lotto/nasa11f2/trad/games/lobby?ticket=${REDACTED}&merchant=nasa11f2`,
    );
    // The credential keys whatever their value holds; any other value of a token's shape.
    expect(redactUrl('/x?frame=short&token=abc&css=dark')).toBe(`/x?frame=${REDACTED}&token=${REDACTED}&css=dark`);
    expect(redactUrl(`/x?other=${TICKET.toUpperCase()}&${TICKET}`)).toBe(`/x?other=${REDACTED}&${REDACTED}`);
    // Escaped, or with a malformed escape beside it.
    expect(redactUrl(`/lgw/play/%61${TICKET.slice(1)}?fr%61me=1&bad=%E0%A4%A`)).toBe(
      `/lgw/play/${REDACTED}?fr%61me=${REDACTED}&bad=%E0%A4%A`,
    );
    expect(redactUrl(`/lgw/play/${TICKET}#x`)).toBe(`/lgw/play/${REDACTED}`);
    for (const kept of ['/wps/system/status', '/cdn/games/1001.webp?language=TY', '/m/home', `/lgw/play/${'a'.repeat(63)}`, '/%zz']) {
      expect(redactUrl(kept)).toBe(kept);
    }
  });
});

describe('the log at LOG_LEVEL=info', () => {
  let gateway: TestGateway;
  const lines: string[] = [];

  beforeAll(async () => {
    gateway = await startTestGateway({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => gateway.close());

  it('writes every request, and no ticket, key, token, cookie or admin token', async () => {
    const secrets: string[] = [ADMIN_TOKEN];
    const { token } = await loginValue(gateway, 'demo', 'demo1234');
    secrets.push(token);
    const member = authHeaders(token);

    // A game: the launch answers the ticket, its first request trades it for the page's key in a
    // cookie, the page and its spin carry the key.
    const game = gateway.store.catalog.games().find((candidate) => candidate.gameType === 'RNG' && candidate.supportPlay === 1)!;
    const played = await openGame(gateway, token, game.id);
    secrets.push(played.ticket, played.key);
    expect((await gamePage(gateway, played)).statusCode).toBe(200);
    expect((await spinOn(gateway, played, { bet: 1 }, { query: played.query })).statusCode).toBe(200);

    // The chat: the same trade.
    const chat = await gateway.request({ method: 'GET', url: '/wps/chat/launch?b2c=1&language=EN', headers: member });
    const chatPage = await openLaunchedPage(gateway, (envelope(chat).value as { chatUrl: string }).chatUrl);
    secrets.push(chatPage.ticket, chatPage.key);
    expect(
      (await gateway.request({ method: 'GET', url: chatPage.path, merchant: null, headers: { cookie: chatPage.cookie } })).statusCode,
    ).toBe(200);

    // The lottery frame: its ticket, then its key, in the query.
    const asked = await gateway.request({ method: 'POST', url: '/wps/game/lottery/frame-ticket', headers: member });
    const { ticket: frameTicket } = envelope(asked).value as { ticket: string };
    secrets.push(frameTicket);
    const opened = await gateway.request({
      method: 'GET',
      url: `/lgw/lotto/${MERCHANT}/trad/games/lobby?ticket=${frameTicket}&merchant=${MERCHANT}`,
      merchant: null,
    });
    expect(opened.statusCode).toBe(303);
    const frameKey = new URL(String(opened.headers.location), 'http://gateway.test').searchParams.get('frame') ?? '';
    secrets.push(frameKey);
    expect((await gateway.request({ method: 'GET', url: String(opened.headers.location), merchant: null })).statusCode).toBe(200);

    // A captcha cookie, an admin call, and unknown addresses with a token in them.
    const { cookie } = await captcha(gateway);
    secrets.push(cookie.split('=')[1] ?? '');
    await gateway.request({ method: 'GET', url: '/wps/member/info', headers: { ...member, cookie } });
    await gateway.request({ method: 'GET', url: '/admin/settings', merchant: null, headers: { 'admin-token': ADMIN_TOKEN } });
    const stray = 'b'.repeat(64);
    secrets.push(stray);
    expect((await gateway.request({ method: 'GET', url: `/lgw/play/${stray}/nothing?token=${stray}`, merchant: null })).statusCode).toBe(
      404,
    );
    expect((await gateway.request({ method: 'GET', url: `/lgw/play/${stray}`, merchant: null })).statusCode).toBe(404);

    const log = lines.join('');
    expect(secrets.every((secret) => secret.length >= 32)).toBe(true);
    for (const secret of secrets) expect(log).not.toContain(secret);
    // The lines are there, with the addresses redacted.
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter((url) => url !== undefined);
    expect(urls).toContain(`/lgw/play/${REDACTED}?language=EN`);
    expect(urls).toContain(`${played.path}/spin?language=EN`);
    expect(urls).toContain(`/lgw/chat/${REDACTED}?language=EN`);
    expect(urls).toContain(chatPage.path);
    expect(urls).toContain(`/lgw/lotto/${MERCHANT}/trad/games/lobby?ticket=${REDACTED}&merchant=${MERCHANT}`);
    expect(urls).toContain(`/lgw/lotto/${MERCHANT}/trad/games/lobby?frame=${REDACTED}&merchant=${MERCHANT}`);
    expect(urls).toContain('/wps/member/info');
    expect(log).toContain(`No route for GET /lgw/play/${REDACTED}/nothing`);
    expect(log).not.toMatch(/authorization|admin-token|"cookie"/i);
  });
});

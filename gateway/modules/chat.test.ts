import { afterEach, describe, expect, it } from 'vitest';

import { PAGE_KEY_TTL_MS, PAGE_TICKET_TTL_MS } from '../http/page-tickets.ts';
import { MEMBER_LIMITS } from '../http/rate-limits.ts';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import { hashToken } from '../lib/tokens.ts';
import { authHeaders, loginValue, rowCount, setSwitches } from '../test-support/flows.ts';
import { envelope, startTestGateway } from '../test-support/harness.ts';
import { withPageStyle } from '../test-support/html-pages.ts';
import { type OpenedPage, openLaunchedPage } from '../test-support/launched-pages.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import { CHAT_MESSAGE_MAX } from './chat.ts';
import type { UnreadCount } from './messages.ts';

const { gateway, tokens } = useSeededGateway();
afterEach(() => setSwitches(gateway, { CBS3: true, COMM3: true }));

const launch = (token: string | undefined, query = 'b2c=1&language=EN&backUrl=%2Fm%2Fmessage&headerColor=%23aa3300&title=Support') =>
  gateway.request({ method: 'GET', url: `/wps/chat/launch?${query}`, headers: authHeaders(token) });
const unread = (token: string | undefined) => gateway.request({ method: 'GET', url: '/wps/chat/unread', headers: authHeaders(token) });
/** The page a chat launch opened (its ticket spent), with its key; `cookie: null` leaves the key out. */
const page = (opened: OpenedPage, cookie: string | null = opened.cookie) =>
  gateway.request({ method: 'GET', url: `${opened.path}${opened.query}`, merchant: null, headers: cookie === null ? {} : { cookie } });
const send = (opened: OpenedPage, body: string, cookie: string | null = opened.cookie) =>
  gateway.request({
    method: 'POST',
    url: `${opened.path}/send${opened.query}`,
    merchant: null,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie === null ? {} : { cookie }) },
    payload: body,
  });

async function chatUrl(token: string, query?: string): Promise<string> {
  const response = await launch(token, query);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return (envelope(response).value as { chatUrl: string }).chatUrl;
}

/** Launches the chat and opens its page as the browser does. */
const openChat = async (token: string, query?: string) => openLaunchedPage(gateway, await chatUrl(token, query));

async function unreadCount(token: string): Promise<number> {
  const response = await unread(token);
  expect(response.statusCode).toBe(200);
  return (envelope(response).value as UnreadCount).unReadCount;
}

describe('chat launch and page', () => {
  it('answers a same-origin chat URL whose page shows the history, the header and the back link', async () => {
    const url = await chatUrl(tokens.demo);
    expect(url).toMatch(/^\/lgw\/chat\/[0-9a-f]{64}\?language=EN$/);
    const opened = await openLaunchedPage(gateway, url);
    expect(opened.path).toMatch(/^\/lgw\/chat\/page\/[0-9a-f]{32}$/);
    expect(opened.query).toBe('?language=EN');
    const response = await page(opened);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<h1>Support</h1>');
    expect(response.body).toContain('background:#aa3300');
    expect(response.body).toContain('href="/m/message"');
    expect(response.body).toContain('How can we help you today?');
    expect(response.body).toContain(`action="${opened.path}/send?language=EN"`);
    expect(response.body).not.toContain(opened.ticket);
    expect(response.body).not.toContain(opened.key);
    // The bar's colour is a rule of the page's one <style>, which its policy allows by hash.
    expect(response.body).toContain('.chat-bar{background:#aa3300}');
    expect(response.headers['content-security-policy']).toBe(withPageStyle(CONTENT_SECURITY_POLICY, response.body));
    // Whatever the row holds, only a plain colour becomes CSS.
    gateway.store.db
      .prepare('UPDATE chat_tickets SET header_color = ? WHERE page_id = ?')
      .run('red}</style><script>x()</script>', opened.pageId);
    const tampered = (await page(opened)).body;
    expect(tampered).toContain('.chat-bar{background:#1f2a44}');
    expect(tampered).not.toContain('<script>');
  });

  it('trades a one-minute, single-use ticket for a key in a cookie sent only to the page, which a reload keeps', async () => {
    const url = await chatUrl(tokens.demo);
    const ticket = url.slice('/lgw/chat/'.length, '/lgw/chat/'.length + 64);
    const row = gateway.store.db.prepare('SELECT * FROM chat_tickets WHERE ticket_hash = ?').get(hashToken(ticket));
    expect(Number(row?.expires_at) - Number(row?.created_at)).toBe(PAGE_TICKET_TTL_MS);
    const opened = await openLaunchedPage(gateway, url);
    expect(opened.setCookie).toBe(
      `chatKey=${opened.key}; Path=${opened.path}; Max-Age=${PAGE_KEY_TTL_MS / 1000}; HttpOnly; SameSite=Strict`,
    );
    // Spent: the address opens nothing more; the page opens again with its key only.
    const again = await gateway.request({ method: 'GET', url, merchant: null });
    expect(again.statusCode).toBe(404);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.body).toContain('This chat link has expired or was already used.');
    expect((await page(opened)).statusCode).toBe(200);
    expect((await page(opened)).statusCode).toBe(200);
    for (const cookie of [null, `chatKey=${'f'.repeat(64)}`, `playKey=${opened.key}`]) {
      expect((await page(opened, cookie)).statusCode, String(cookie)).toBe(404);
      expect((await send(opened, 'message=hi', cookie)).statusCode, String(cookie)).toBe(404);
    }
    // A HEAD spends nothing; an expired ticket opens nothing.
    const unspent = await chatUrl(tokens.demo);
    expect((await gateway.request({ method: 'HEAD', url: unspent, merchant: null })).statusCode).toBe(404);
    expect((await gateway.request({ method: 'GET', url: unspent, merchant: null })).statusCode).toBe(303);
    const late = await chatUrl(tokens.demo);
    gateway.store.db
      .prepare('UPDATE chat_tickets SET expires_at = ? WHERE ticket_hash = ?')
      .run(Date.now() - 1, hashToken(late.slice(10, 74)));
    expect((await gateway.request({ method: 'GET', url: late, merchant: null })).statusCode).toBe(404);
    // The key ends after its two hours.
    gateway.store.db.prepare('UPDATE chat_tickets SET expires_at = ? WHERE page_id = ?').run(Date.now() - 1, opened.pageId);
    expect((await page(opened)).statusCode).toBe(404);
  });

  it('counts unseen service lines until the page shows them', async () => {
    const token = (await loginValue(gateway, 'demo', 'demo1234')).token;
    gateway.store.db.prepare("UPDATE chat_messages SET seen_at = NULL WHERE author = 'service'").run();
    expect(await unreadCount(token)).toBeGreaterThan(0);
    await page(await openChat(token));
    expect(await unreadCount(token)).toBe(0);
  });

  it('stores a sent line with the automatic reply, shows both after the redirect, in the page language', async () => {
    const opened = await openChat(tokens.demo, 'b2c=1&language=TY');
    const before = rowCount(gateway, 'chat_messages');
    const response = await send(opened, 'message=Hello+%3Cb%3Ethere%3C%2Fb%3E');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${opened.path}?language=TY#message`);
    expect(rowCount(gateway, 'chat_messages')).toBe(before + 2);
    const shown = await page(opened);
    expect(shown.body).toContain('Hello &#60;b&#62;there&#60;/b&#62;');
    expect(shown.body).toContain('Salamat sa iyong mensahe');
    expect(shown.body).toContain('lang="tl"');
    // The reply is unseen until a page shows it: the redirect's page did.
    expect(await unreadCount(tokens.demo)).toBe(0);
  });

  it('refuses an empty or too long line with the text kept, storing nothing', async () => {
    const opened = await openChat(tokens.demo);
    const before = rowCount(gateway, 'chat_messages');
    for (const text of ['   ', 'x'.repeat(CHAT_MESSAGE_MAX + 1)]) {
      const response = await send(opened, `message=${encodeURIComponent(text)}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('role="alert"');
    }
    expect((await send(opened, `message=${'y'.repeat(CHAT_MESSAGE_MAX + 1)}`)).body).toContain('y'.repeat(CHAT_MESSAGE_MAX + 1));
    expect((await send(opened, 'other=1')).statusCode).toBe(400);
    expect(rowCount(gateway, 'chat_messages')).toBe(before);
  });

  it('keeps each member to their own conversation', async () => {
    const agentPage = await page(await openChat(tokens.agent));
    expect(agentPage.body).not.toContain('How can we help you today?');
    expect(agentPage.body).toContain('No messages yet');
  });

  it('refuses unknown tickets and pages of an ended session', async () => {
    expect((await gateway.request({ method: 'GET', url: `/lgw/chat/${'a'.repeat(64)}`, merchant: null })).statusCode).toBe(404);
    expect((await gateway.request({ method: 'GET', url: '/lgw/chat/not-a-ticket', merchant: null })).statusCode).toBe(404);
    const token = (await loginValue(gateway, 'demo', 'demo1234')).token;
    const opened = await openChat(token);
    await gateway.request({ method: 'DELETE', url: '/wps/session/logout', headers: authHeaders(token) });
    expect((await page(opened)).statusCode).toBe(404);
    expect((await send(opened, 'message=hi')).statusCode).toBe(404);
  });

  it('refuses off-site back links and odd header colours', async () => {
    for (const query of [
      'backUrl=%2F%2Fevil.example',
      'backUrl=https%3A%2F%2Fevil.example',
      'headerColor=red',
      'headerColor=%23aa3300%3Bx',
      'b2c=2',
      'title=' + 'x'.repeat(41),
    ]) {
      const response = await launch(tokens.demo, query);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
  });

  it('refuses visitors with 401 and trial accounts with member.trial', async () => {
    for (const response of [await launch(undefined), await unread(undefined)]) {
      expect(response.statusCode).toBe(401);
    }
    const trial = await launch(tokens.trial);
    expect(trial.statusCode).toBe(403);
    expect(envelope(trial).code).toBe('member.trial');
    // A trial account has no conversation: nothing unread.
    expect(await unreadCount(tokens.trial)).toBe(0);
  });

  it('is closed while CBS3 is off: launch, unread and the page', async () => {
    const url = await chatUrl(tokens.demo);
    const opened = await openChat(tokens.demo);
    const before = rowCount(gateway, 'chat_tickets');
    setSwitches(gateway, { CBS3: false });
    for (const response of [await launch(tokens.demo), await unread(tokens.demo)]) {
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe('function.not.available');
    }
    expect((await gateway.request({ method: 'GET', url, merchant: null })).statusCode).toBe(400);
    expect((await page(opened)).statusCode).toBe(400);
    expect((await send(opened, 'message=hi')).statusCode).toBe(400);
    expect(rowCount(gateway, 'chat_tickets')).toBe(before);
    // CBS3 sits under COMM3: turning the parent off closes the chat too.
    setSwitches(gateway, { CBS3: true, COMM3: false });
    expect(envelope(await launch(tokens.demo)).code).toBe('function.not.available');
  });
});

describe('launch limit', () => {
  it(`stores at most ${MEMBER_LIMITS.chatLaunches} chat tickets per member and minute, whatever the session`, async () => {
    const own = await startTestGateway();
    try {
      const first = (await loginValue(own, 'demo', 'demo1234')).token;
      const second = (await loginValue(own, 'demo', 'demo1234')).token;
      const agent = (await loginValue(own, 'agent', 'agent1234')).token;
      const ownLaunch = (token: string) => own.request({ method: 'GET', url: '/wps/chat/launch?b2c=1', headers: authHeaders(token) });
      const before = rowCount(own, 'chat_tickets');
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await ownLaunch(i % 2 === 0 ? first : second)).statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(MEMBER_LIMITS.chatLaunches);
      expect(statuses.slice(MEMBER_LIMITS.chatLaunches).every((status) => status === 429)).toBe(true);
      expect(rowCount(own, 'chat_tickets')).toBe(before + MEMBER_LIMITS.chatLaunches);
      const limited = await ownLaunch(first);
      expect(envelope(limited)).toMatchObject({ success: false, code: 'rate.limited' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // HEAD runs the same handler: it is counted too and stores nothing more.
      expect((await own.request({ method: 'HEAD', url: '/wps/chat/launch?b2c=1', headers: authHeaders(first) })).statusCode).toBe(429);
      expect(rowCount(own, 'chat_tickets')).toBe(before + MEMBER_LIMITS.chatLaunches);
      // Another member is not affected.
      expect((await ownLaunch(agent)).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

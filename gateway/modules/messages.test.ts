import { describe, expect, it } from 'vitest';

import type { WirePage } from '../../src/contract/page.ts';
import { authHeaders, rowCount } from '../test-support/flows.ts';
import { ADMIN_TOKEN, envelope } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import type { InboxMessageView, UnreadCount } from './messages.ts';

const { gateway, tokens } = useSeededGateway();

const inbox = (token: string | undefined, query = '') =>
  gateway.request({ method: 'GET', url: `/wps/messages/inbox${query}`, headers: authHeaders(token) });
const unread = (token: string | undefined) =>
  gateway.request({ method: 'GET', url: '/wps/messages/inbox/unread', headers: authHeaders(token) });
const markRead = (token: string | undefined, payload: unknown) =>
  gateway.request({
    method: 'POST',
    url: '/wps/messages/inbox/read',
    headers: authHeaders(token),
    payload: payload as Record<string, unknown>,
  });
const adminSend = (payload: unknown, token = ADMIN_TOKEN) =>
  gateway.request({
    method: 'POST',
    url: '/admin/messages',
    merchant: null,
    headers: { 'admin-token': token },
    payload: payload as Record<string, unknown>,
  });

async function unreadCount(token: string): Promise<number> {
  const response = await unread(token);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return (envelope(response).value as UnreadCount).unReadCount;
}

async function page(token: string, query = ''): Promise<WirePage<InboxMessageView>> {
  const response = await inbox(token, query);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return envelope(response).value as WirePage<InboxMessageView>;
}

describe('inbox', () => {
  it('lists the seeded messages newest first with their read flags, per member', async () => {
    const demo = await page(tokens.demo);
    expect(demo).toMatchObject({ pageNum: 1, pageSize: 10, totalPages: 1, total: 3 });
    expect(demo.list.map((message) => message.title)).toEqual(['Security reminder', 'Your weekly rebate', 'Welcome to Lobby']);
    expect(demo.list.map((message) => message.read)).toEqual([false, false, true]);
    expect(await unreadCount(tokens.demo)).toBe(2);
    const agent = await page(tokens.agent);
    expect(agent.list.map((message) => message.title)).toEqual(['Agent programme update']);
  });

  it('answers in Tagalog when asked by query or by the Language header', async () => {
    const titles = ['Paalala sa seguridad', 'Ang iyong lingguhang rebate', 'Maligayang pagdating sa Lobby'];
    expect((await page(tokens.demo, '?language=TY')).list.map((message) => message.title)).toEqual(titles);
    const byHeader = await gateway.request({
      method: 'GET',
      url: '/wps/messages/inbox',
      headers: { ...authHeaders(tokens.demo), language: 'TY' },
    });
    expect((envelope(byHeader).value as WirePage<InboxMessageView>).list.map((message) => message.title)).toEqual(titles);
    expect(envelope(await inbox(tokens.demo, '?language=TAGALOG')).code).toBe('request.invalid');
  });

  it('pages, and a page past the end is empty with the true page count', async () => {
    const second = await page(tokens.demo, '?pageNo=2&pageSize=2');
    expect(second).toMatchObject({ pageNum: 2, pageSize: 2, totalPages: 2, total: 3 });
    expect(second.list.map((message) => message.title)).toEqual(['Welcome to Lobby']);
    expect((await page(tokens.demo, '?pageNo=9&pageSize=2')).list).toEqual([]);
  });

  it('marks one read, idempotently, and the count follows', async () => {
    const target = (await page(tokens.demo)).list.find((message) => !message.read)!;
    const before = await unreadCount(tokens.demo);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await markRead(tokens.demo, { id: target.id });
      expect(response.statusCode).toBe(200);
      expect(envelope(response)).toEqual({ success: true, value: true });
    }
    expect(await unreadCount(tokens.demo)).toBe(before - 1);
    expect((await page(tokens.demo)).list.find((message) => message.id === target.id)?.read).toBe(true);
  });

  it("answers message.not.found for an unknown id or another member's message, changing nothing", async () => {
    const agentMessage = (await page(tokens.agent)).list[0]!;
    for (const id of [999_999, agentMessage.id]) {
      const response = await markRead(tokens.demo, { id });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).code).toBe('message.not.found');
    }
    expect((await page(tokens.agent)).list[0]?.read).toBe(false);
  });

  it('refuses bad input with request.invalid', async () => {
    for (const payload of [{}, { id: 0 }, { id: 'x' }, { id: 1, extra: true }]) {
      const response = await markRead(tokens.demo, payload);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
    for (const query of ['?pageNo=0', '?pageSize=101', '?pageNo=x']) {
      expect(envelope(await inbox(tokens.demo, query)).code).toBe('request.invalid');
    }
  });

  it('refuses visitors with 401 and trial accounts with member.trial', async () => {
    for (const response of [await inbox(undefined), await unread(undefined), await markRead(undefined, { id: 1 })]) {
      expect(response.statusCode).toBe(401);
      expect(envelope(response).code).toBe('login.not.session');
    }
    for (const response of [await inbox(tokens.trial), await unread(tokens.trial), await markRead(tokens.trial, { id: 1 })]) {
      expect(response.statusCode).toBe(403);
      expect(envelope(response).code).toBe('member.trial');
    }
  });
});

describe('admin message', () => {
  it('delivers to the named member, unread and first in the list', async () => {
    const before = await unreadCount(tokens.agent);
    const response = await adminSend({ username: 'AGENT', title: 'Maintenance tonight', content: 'Games pause from 02:00 to 03:00.' });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).value).toMatchObject({ title: 'Maintenance tonight', read: false });
    expect(await unreadCount(tokens.agent)).toBe(before + 1);
    expect((await page(tokens.agent)).list[0]).toMatchObject({
      title: 'Maintenance tonight',
      content: 'Games pause from 02:00 to 03:00.',
      read: false,
    });
  });

  it('stores the texts in other languages; the inbox answers in the language asked, else English', async () => {
    const response = await adminSend({
      username: 'agent',
      title: 'Rebate paid',
      content: 'Your rebate is in your wallet.',
      texts: { TY: { title: 'Naibigay na ang rebate', content: 'Nasa wallet mo na ang iyong rebate.' } },
    });
    expect(response.statusCode).toBe(200);
    expect((await page(tokens.agent, '?language=TY')).list[0]).toMatchObject({
      title: 'Naibigay na ang rebate',
      content: 'Nasa wallet mo na ang iyong rebate.',
    });
    expect((await page(tokens.agent, '?language=EN')).list[0]).toMatchObject({ title: 'Rebate paid' });
    expect((await page(tokens.agent, '?language=VI')).list[0]).toMatchObject({ title: 'Rebate paid' });
  });

  it('refuses an unknown member, bad bodies and a wrong token, storing nothing', async () => {
    const before = rowCount(gateway, 'inbox_messages');
    expect((await adminSend({ username: 'nobody-here', title: 't', content: 'c' })).statusCode).toBe(404);
    for (const payload of [
      { username: 'demo', title: '', content: 'c' },
      { username: 'demo', title: 't' },
      { username: 'demo', title: 't', content: 'x'.repeat(2001) },
      { username: 'demo', title: 't', content: 'c', texts: { ty: { title: 't', content: 'c' } } },
      { username: 'demo', title: 't', content: 'c', texts: { TY: { title: 't' } } },
      { username: 'demo', title: 't', content: 'c', texts: { TY: 'text' } },
    ]) {
      expect((await adminSend(payload)).statusCode).toBe(400);
    }
    expect((await adminSend({ username: 'demo', title: 't', content: 'c' }, 'wrong')).statusCode).toBe(401);
    expect(rowCount(gateway, 'inbox_messages')).toBe(before);
  });
});

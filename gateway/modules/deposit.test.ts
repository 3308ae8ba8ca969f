import { describe, expect, it } from 'vitest';
import { MEMBER_LIMITS } from '../http/rate-limits.ts';
import { authHeaders, loginValue } from '../test-support/flows.ts';
import { ADMIN_TOKEN, envelope, startTestGateway } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import { DEPOSIT_CHANNEL_SEED } from '../store/seed-data/promotions.ts';
import type { DepositChannel, DepositOrder } from '../../src/contract/deposit.ts';
import { amountInCents } from './deposit.ts';

const { gateway, tokens } = useSeededGateway();

const DEMO_ID = 100001;
const AGENT_ID = 100003;

const get = (url: string, token?: string) => gateway.request({ method: 'GET', url, headers: authHeaders(token) });
const order = (payload: unknown, token?: string) =>
  gateway.request({ method: 'POST', url: '/wps/deposit/orders', payload: payload as Record<string, unknown>, headers: authHeaders(token) });

function balanceCents(accountId: number): number {
  return Number(gateway.store.db.prepare('SELECT balance_cents FROM accounts WHERE id = ?').get(accountId)?.balance_cents);
}

function depositRows(accountId: number): { amount_cents: number; balance_after_cents: number; reference: string }[] {
  return gateway.store.db
    .prepare("SELECT amount_cents, balance_after_cents, reference FROM wallet_ledger WHERE account_id = ? AND kind = 'deposit' ORDER BY id")
    .all(accountId) as never;
}

function orderCount(): number {
  return Number(gateway.store.db.prepare('SELECT COUNT(*) AS n FROM deposit_orders').get()?.n);
}

/** Lets the demo reviewer decide every pending order on the next read. */
function makeDue(): void {
  gateway.store.db.prepare("UPDATE deposit_orders SET review_at = ? WHERE status = 'pending'").run(Date.now() - 1);
}

describe('amounts', () => {
  it('keeps at most two decimals, read through float noise', () => {
    expect(amountInCents(19.99)).toBe(1999);
    expect(amountInCents(100)).toBe(10_000);
    expect(amountInCents(0.1 + 0.2)).toBe(30);
    expect(amountInCents(10.001)).toBeUndefined();
    expect(amountInCents(0.001)).toBeUndefined();
  });
});

describe('channels', () => {
  it('lists the enabled channels with limits and preset amounts in the site currency', async () => {
    const response = await get('/wps/deposit/channels', tokens.demo);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const value = envelope(response).value as { list: DepositChannel[]; currency: string; currencySymbol: string };
    expect(value).toMatchObject({ currency: 'PHP', currencySymbol: '₱' });
    expect(value.list.map((channel) => channel.code)).toEqual(['GCASH', 'MAYA', 'QRPH', 'BANK', 'CARD']);
    expect(value.list[0]).toMatchObject({ name: 'GCash', kind: 'ewallet', min: 100, max: 50_000, presets: [100, 300, 500, 1000, 3000, 5000] });
    gateway.store.deposits.setChannelEnabled('CARD', false);
    try {
      const without = envelope(await get('/wps/deposit/channels', tokens.demo)).value as { list: DepositChannel[] };
      expect(without.list.map((channel) => channel.code)).not.toContain('CARD');
      expect(envelope(await order({ channel: 'CARD', amount: 1000 }, tokens.demo)).code).toBe('deposit.channel.invalid');
    } finally {
      gateway.store.deposits.setChannelEnabled('CARD', true);
    }
  });
});

describe('orders', () => {
  it('stores a pending order, approves it on a later read, and moves the balance with one ledger row', async () => {
    const before = balanceCents(DEMO_ID);
    const placed = await order({ channel: 'GCASH', amount: 500.5 }, tokens.demo);
    expect(placed.statusCode).toBe(200);
    expect(placed.headers['cache-control']).toBe('no-store');
    const created = envelope(placed).value as DepositOrder;
    expect(created).toMatchObject({ channel: 'GCASH', channelName: 'GCash', amount: 500.5, status: 'pending' });
    expect(created.orderNo).toMatch(/^DP\d{8}\d{6}$/);
    expect(balanceCents(DEMO_ID)).toBe(before);

    // Before the review time the order stays pending.
    const early = envelope(await get('/wps/deposit/orders', tokens.demo)).value as { list: DepositOrder[] };
    expect(early.list[0]).toMatchObject({ orderNo: created.orderNo, status: 'pending' });

    makeDue();
    const page = envelope(await get('/wps/deposit/orders', tokens.demo)).value as { list: DepositOrder[]; total: number; totalPages: number; pageNum: number };
    expect(page).toMatchObject({ total: 1, totalPages: 1, pageNum: 1 });
    expect(page.list[0]).toMatchObject({ orderNo: created.orderNo, status: 'approved' });
    expect(balanceCents(DEMO_ID)).toBe(before + 50_050);
    expect(depositRows(DEMO_ID)).toEqual([{ amount_cents: 50_050, balance_after_cents: before + 50_050, reference: `deposit:${created.orderNo}` }]);
    // Reading again approves nothing twice.
    await get('/wps/deposit/orders', tokens.demo);
    expect(balanceCents(DEMO_ID)).toBe(before + 50_050);
    expect(depositRows(DEMO_ID)).toHaveLength(1);
    const wallet = envelope(await get('/wps/wallets/gcs', tokens.demo)).value as { sumBalance: number };
    expect(wallet.sumBalance * 100).toBeCloseTo(before + 50_050);
  });

  it('refuses amounts outside the channel limits with the limits, writing nothing', async () => {
    const before = orderCount();
    for (const amount of [99.99, 50_000.01]) {
      const response = await order({ channel: 'GCASH', amount }, tokens.demo);
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({ code: 'deposit.amount.invalid', value: { min: 100, max: 50_000 } });
    }
    expect(envelope(await order({ channel: 'BANK', amount: 499 }, tokens.demo)).value).toEqual({ min: 500, max: 100_000 });
    expect(orderCount()).toBe(before);
  });

  it('refuses bad bodies: more than two decimals, strings, zero, unknown channels and keys', async () => {
    const before = orderCount();
    for (const payload of [
      { channel: 'GCASH', amount: 100.001 },
      { channel: 'GCASH', amount: '100' },
      { channel: 'GCASH', amount: 0 },
      { channel: 'GCASH', amount: -5 },
      { channel: 'gcash', amount: 100 },
      { channel: 'GCASH' },
      { channel: 'GCASH', amount: 100, note: 'x' },
    ]) {
      const response = await order(payload, tokens.demo);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
    expect(envelope(await order({ channel: 'NOPE', amount: 100 }, tokens.demo)).code).toBe('deposit.channel.invalid');
    expect(envelope(await get('/wps/deposit/orders?pageSize=0', tokens.demo)).code).toBe('request.invalid');
    expect(orderCount()).toBe(before);
  });

  it('pages newest first and keeps each member to their own orders', async () => {
    for (const amount of [100, 200, 300]) expect((await order({ channel: 'MAYA', amount }, tokens.agent)).statusCode).toBe(200);
    const first = envelope(await get('/wps/deposit/orders?pageNo=1&pageSize=2', tokens.agent)).value as { list: DepositOrder[]; totalPages: number; total: number };
    expect(first).toMatchObject({ total: 3, totalPages: 2 });
    expect(first.list.map((entry) => entry.amount)).toEqual([300, 200]);
    const second = envelope(await get('/wps/deposit/orders?pageNo=2&pageSize=2', tokens.agent)).value as { list: DepositOrder[] };
    expect(second.list.map((entry) => entry.amount)).toEqual([100]);
    const demoOrders = envelope(await get('/wps/deposit/orders', tokens.demo)).value as { list: DepositOrder[] };
    expect(demoOrders.list.every((entry) => entry.channel === 'GCASH')).toBe(true);
  });

  it('lets an operator reject a pending order (no money moves) and refuses deciding it again', async () => {
    const before = balanceCents(AGENT_ID);
    const created = envelope(await order({ channel: 'QRPH', amount: 75 }, tokens.agent)).value as DepositOrder;
    const admin = (orderNo: string, status: string) =>
      gateway.request({ method: 'PUT', url: `/admin/deposits/${orderNo}`, merchant: null, headers: { 'admin-token': ADMIN_TOKEN }, payload: { status } });
    const rejected = await admin(created.orderNo, 'rejected');
    expect(envelope(rejected).value).toMatchObject({ status: 'rejected' });
    makeDue();
    const page = envelope(await get('/wps/deposit/orders', tokens.agent)).value as { list: DepositOrder[] };
    expect(page.list.find((entry) => entry.orderNo === created.orderNo)?.status).toBe('rejected');
    expect(balanceCents(AGENT_ID)).toBe(before + 60_000);
    expect(envelope(await admin(created.orderNo, 'approved')).code).toBe('request.invalid');
    expect(envelope(await admin('DP20250101999999', 'approved')).code).toBe('deposit.not.found');
  });

  it('refuses visitors (401) and trial accounts (403 member.trial)', async () => {
    const before = orderCount();
    for (const call of [() => get('/wps/deposit/channels'), () => get('/wps/deposit/orders'), () => order({ channel: 'GCASH', amount: 100 })]) {
      const response = await call();
      expect(response.statusCode).toBe(401);
      expect(envelope(response).code).toBe('login.not.session');
    }
    for (const call of [
      () => get('/wps/deposit/channels', tokens.trial),
      () => get('/wps/deposit/orders', tokens.trial),
      () => order({ channel: 'GCASH', amount: 100 }, tokens.trial),
    ]) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(envelope(response)).toMatchObject({ code: 'member.trial', message: 'Please login an actual account to use this function' });
    }
    expect(orderCount()).toBe(before);
  });
});

describe('languages', () => {
  const TAGALOG = DEPOSIT_CHANNEL_SEED.map(({ code, name, tagalog }) => ({ code, name: tagalog.name ?? name, instructions: tagalog.instructions }));
  const ENGLISH = DEPOSIT_CHANNEL_SEED.map(({ code, name, instructions }) => ({ code, name, instructions }));

  async function channelsIn(query: string, headers: Record<string, string> = {}) {
    const response = await gateway.request({ method: 'GET', url: `/wps/deposit/channels${query}`, headers: { authorization: tokens.demo, ...headers } });
    expect(response.statusCode).toBe(200);
    return (envelope(response).value as { list: DepositChannel[] }).list.map(({ code, name, instructions }) => ({ code, name, instructions }));
  }

  it('answers the channels in Tagalog for language=TY in the query or the Language header', async () => {
    expect(await channelsIn('?language=TY')).toEqual(TAGALOG);
    expect(await channelsIn('', { language: 'TY' })).toEqual(TAGALOG);
    expect((await channelsIn('?language=TY'))[0]).toEqual({
      code: 'GCASH',
      name: 'GCash',
      instructions: 'Magbayad gamit ang iyong GCash app; papasok ang halaga kapag nakumpirma na ang bayad.',
    });
  });

  it('answers English without a language, for EN, for languages without texts, and where a text is missing', async () => {
    expect(await channelsIn('')).toEqual(ENGLISH);
    expect(await channelsIn('?language=EN', { language: 'TY' })).toEqual(ENGLISH);
    expect(await channelsIn('?language=JA')).toEqual(ENGLISH);
    expect(envelope(await get('/wps/deposit/channels?lang=TY', tokens.demo)).code).toBe('request.invalid');
    gateway.store.db.prepare("DELETE FROM deposit_channel_texts WHERE channel_code = 'QRPH' AND language = 'TY'").run();
    expect(await channelsIn('?language=TY')).toEqual(TAGALOG.map((text, index) => (text.code === 'QRPH' ? ENGLISH[index] : text)));
  });

  it('names the channel of each order in the language asked, English when it has no name of its own', async () => {
    gateway.store.db.prepare("UPDATE deposit_channel_texts SET name = 'Maya e-wallet' WHERE channel_code = 'MAYA' AND language = 'TY'").run();
    const orders = async (query: string, headers: Record<string, string> = {}) =>
      (envelope(await gateway.request({ method: 'GET', url: `/wps/deposit/orders${query}`, headers: { authorization: tokens.agent, ...headers } })).value as { list: DepositOrder[] }).list;
    const names = (list: DepositOrder[]) => new Set(list.map((entry) => `${entry.channel}:${entry.channelName}`));
    expect(names(await orders('?language=TY'))).toEqual(new Set(['MAYA:Maya e-wallet', 'QRPH:QR Ph']));
    expect(names(await orders('', { language: 'TY' }))).toEqual(new Set(['MAYA:Maya e-wallet', 'QRPH:QR Ph']));
    expect(names(await orders(''))).toEqual(new Set(['MAYA:Maya', 'QRPH:QR Ph']));
    const placed = await gateway.request({ method: 'POST', url: '/wps/deposit/orders', payload: { channel: 'MAYA', amount: 100 }, headers: { authorization: tokens.agent, language: 'TY' } });
    expect(envelope(placed).value).toMatchObject({ channel: 'MAYA', channelName: 'Maya e-wallet' });
  });
});

describe('order limit', () => {
  it(`stores at most ${MEMBER_LIMITS.depositOrders} orders per member and minute, across sessions; refusals cost nothing`, async () => {
    const own = await startTestGateway();
    try {
      const first = (await loginValue(own, 'demo', 'demo1234')).token;
      const second = (await loginValue(own, 'demo', 'demo1234')).token;
      const agent = (await loginValue(own, 'agent', 'agent1234')).token;
      const place = (token: string, amount = 100) =>
        own.request({ method: 'POST', url: '/wps/deposit/orders', payload: { channel: 'GCASH', amount }, headers: authHeaders(token) });
      const rows = () => Number(own.store.db.prepare('SELECT COUNT(*) AS n FROM deposit_orders').get()?.n);
      const before = rows();
      // Amounts outside the channel's limits are refused before the count.
      for (let i = 0; i < 10; i++) expect(envelope(await place(first, 1)).code).toBe('deposit.amount.invalid');
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) statuses.push((await place(i % 2 === 0 ? first : second)).statusCode);
      expect(statuses.slice(0, MEMBER_LIMITS.depositOrders).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(MEMBER_LIMITS.depositOrders).every((status) => status === 429)).toBe(true);
      expect(rows()).toBe(before + MEMBER_LIMITS.depositOrders);
      const limited = await place(first);
      expect(envelope(limited)).toMatchObject({ success: false, code: 'rate.limited', value: null });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await place(agent)).statusCode).toBe(200);
      expect(rows()).toBe(before + MEMBER_LIMITS.depositOrders + 1);
    } finally {
      await own.close();
    }
  });
});

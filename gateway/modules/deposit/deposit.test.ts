import { describe, expect, it } from 'vitest';

import type { DepositChannel, DepositChannels, DepositOrder } from '../../../src/contract/deposit.ts';
import { serviceHoursState } from '../../../src/contract/deposit-hours.ts';
import { MEMBER_LIMITS } from '../../http/rate-limits.ts';
import { DEPOSIT_CHANNEL_SEED } from '../../store/seed-data/promotions.ts';
import { authHeaders, loginValue } from '../../test-support/flows.ts';
import { ADMIN_TOKEN, envelope, startTestGateway } from '../../test-support/harness.ts';
import { useSeededGateway } from '../../test-support/seeded-gateway.ts';
import { amountInCents, bonusCents, RECEIPT_MAX_BYTES, receiptMime } from './rules.ts';

// The per-member order limit has its own test below, on a gateway of its own.
const { gateway, tokens } = useSeededGateway({ env: { RATE_LIMITS: 'off' } });

const DEMO_ID = 100001;
const AGENT_ID = 100003;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0d9d50000000049454e44ae426082',
  'hex',
);

const get = (url: string, token?: string) => gateway.request({ method: 'GET', url, headers: authHeaders(token) });
const post = (url: string, payload: unknown, token?: string) =>
  gateway.request({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: authHeaders(token) });
const order = (payload: unknown, token?: string) => post('/wps/deposit/orders', payload, token);
const admin = (method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  gateway.request({ method, url, merchant: null, headers: { 'admin-token': ADMIN_TOKEN }, ...(payload ? { payload } : {}) });
/** The demo provider's page: no session and no Merchant header, the token in the address. */
const payPage = (path: string, action?: 'confirm' | 'fail') =>
  action
    ? gateway.request({
        method: 'POST',
        url: `${path}/${action}`,
        merchant: null,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      })
    : gateway.request({ method: 'GET', url: path, merchant: null });

async function placed(payload: Record<string, unknown>, token: string): Promise<DepositOrder> {
  const response = await order(payload, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(response).value as DepositOrder;
}

async function current(orderNo: string, token: string): Promise<DepositOrder> {
  return envelope(await get(`/wps/deposit/orders/${orderNo}`, token)).value as DepositOrder;
}

function balanceCents(accountId: number): number {
  return Number(gateway.store.db.prepare('SELECT balance_cents FROM accounts WHERE id = ?').get(accountId)?.balance_cents);
}

function ledgerRows(accountId: number, reference: string): { kind: string; amount_cents: number }[] {
  return gateway.store.db
    .prepare('SELECT kind, amount_cents FROM wallet_ledger WHERE account_id = ? AND reference LIKE ? ORDER BY id')
    .all(accountId, `%${reference}`) as never;
}

function orderCount(): number {
  return Number(gateway.store.db.prepare('SELECT COUNT(*) AS n FROM deposit_orders').get()?.n);
}

function payToken(orderNo: string): string {
  return String(gateway.store.db.prepare('SELECT pay_token FROM deposit_orders WHERE order_no = ?').get(orderNo)?.pay_token);
}

describe('amounts and bonuses', () => {
  it('keeps at most two decimals, read through float noise', () => {
    expect(amountInCents(19.99)).toBe(1999);
    expect(amountInCents(100)).toBe(10_000);
    expect(amountInCents(0.1 + 0.2)).toBe(30);
    expect(amountInCents(10.001)).toBeUndefined();
    expect(amountInCents(0.001)).toBeUndefined();
  });

  it('pays whole cents of the percentage, rounded down, at most the cap', () => {
    expect(bonusCents(10_001, { percent: 10, capCents: 20_000 })).toBe(1000);
    expect(bonusCents(99_999, { percent: 20, capCents: 30_000 })).toBe(19_999);
    expect(bonusCents(1_000_000, { percent: 20, capCents: 30_000 })).toBe(30_000);
  });

  it('knows a PNG and a JPEG by their bytes, nothing else', () => {
    expect(receiptMime(PNG)).toBe('image/png');
    expect(receiptMime(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(receiptMime(new TextEncoder().encode('GIF89a...'))).toBeUndefined();
    expect(receiptMime(new Uint8Array([]))).toBeUndefined();
  });
});

describe('channels', () => {
  it('lists the enabled channels with method, limits, hours and presets, and the listed bonuses', async () => {
    const response = await get('/wps/deposit/channels', tokens.demo);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const value = envelope(response).value as DepositChannels;
    expect(value).toMatchObject({ currency: 'PHP', currencySymbol: '₱' });
    expect(value.list.map((channel) => `${channel.code}:${channel.method}`)).toEqual([
      'GCASH:launchUrl',
      'MAYA:launchUrl',
      'QRPH:qrImage',
      'BANK:manualTransfer',
      'CARD:launchUrl',
      'USDT:virtualWallet',
    ]);
    expect(value.list[0]).toMatchObject({ name: 'GCash', min: 100, max: 50_000, presets: [100, 300, 500, 1000, 3000, 5000], hours: null });
    expect(value.list.find((channel) => channel.code === 'CARD')?.hours).toEqual({ open: '08:00', close: '22:00', utcOffsetMinutes: 480 });
    // The promo-code bonus is not listed: it applies only to an order that names it.
    expect(value.bonuses.map((bonus) => bonus.code)).toEqual(['FIRST100', 'RELOAD20']);
    expect(value.bonuses[0]).toMatchObject({
      title: 'Welcome Bonus 100%',
      percent: 100,
      cap: 888,
      minDeposit: 100,
      firstDepositOnly: true,
    });
    gateway.store.deposits.setChannelEnabled('CARD', false);
    try {
      const without = envelope(await get('/wps/deposit/channels', tokens.demo)).value as { list: DepositChannel[] };
      expect(without.list.map((channel) => channel.code)).not.toContain('CARD');
      expect(envelope(await order({ channel: 'CARD', amount: 1000 }, tokens.demo)).code).toBe('deposit.channel.invalid');
    } finally {
      gateway.store.deposits.setChannelEnabled('CARD', true);
    }
  });

  it('refuses an order outside the service hours, saying when the channel opens; the operator sets the hours', async () => {
    // A one-hour window starting two hours from now on the operator's clock (GMT+8).
    const local = new Date(Date.now() + 480 * 60_000);
    const clock = (hour: number) => `${String((local.getUTCHours() + hour) % 24).padStart(2, '0')}:00`;
    const hours = { open: clock(2), close: clock(3) };
    const set = await admin('PUT', '/admin/deposits/channels/MAYA', { hours });
    expect(envelope(set).value).toMatchObject({ code: 'MAYA', hours: { ...hours, utcOffsetMinutes: 480 } });
    try {
      const before = orderCount();
      const refused = await order({ channel: 'MAYA', amount: 100 }, tokens.demo);
      expect(refused.statusCode).toBe(400);
      const { code, value } = envelope(refused) as { code: string; value: { opensAt: number } };
      expect(code).toBe('deposit.channel.closed');
      const expected = serviceHoursState({ ...hours, utcOffsetMinutes: 480 }, Date.now());
      expect(expected.open).toBe(false);
      expect(Math.abs(value.opensAt - (expected.open ? 0 : expected.opensAt))).toBeLessThan(60_000);
      expect(orderCount()).toBe(before);
      expect(envelope(await admin('PUT', '/admin/deposits/channels/MAYA', { hours: { open: '25:00', close: '10:00' } })).code).toBe(
        'request.invalid',
      );
      expect(envelope(await admin('PUT', '/admin/deposits/channels/NOPE', { enabled: true })).code).toBe('deposit.channel.invalid');
    } finally {
      await admin('PUT', '/admin/deposits/channels/MAYA', { hours: null });
    }
    expect((await order({ channel: 'MAYA', amount: 100 }, tokens.demo)).statusCode).toBe(200);
  });
});

describe('bonuses', () => {
  // First, while the agent has no approved deposit yet.
  it('applies a chosen bonus on confirmation: a first-deposit bonus once, a promo code once, with their own ledger rows', async () => {
    const before = balanceCents(AGENT_ID);
    const first = await placed({ channel: 'GCASH', amount: 200, bonus: 'FIRST100' }, tokens.agent);
    expect(first).toMatchObject({ bonusCode: 'FIRST100', bonus: 0, status: 'pending' });
    expect(balanceCents(AGENT_ID)).toBe(before);
    await payPage(first.payment.launchUrl!, 'confirm');
    expect(await current(first.orderNo, tokens.agent)).toMatchObject({ status: 'approved', bonus: 200 });
    expect(balanceCents(AGENT_ID)).toBe(before + 40_000);
    expect(ledgerRows(AGENT_ID, first.orderNo)).toEqual([
      { kind: 'deposit', amount_cents: 20_000 },
      { kind: 'bonus', amount_cents: 20_000 },
    ]);

    // A first-deposit bonus after the first deposit, or below a bonus's minimum: refused, nothing stored.
    const count = orderCount();
    expect(envelope(await order({ channel: 'GCASH', amount: 200, bonus: 'FIRST100' }, tokens.agent))).toMatchObject({
      code: 'deposit.bonus.invalid',
    });
    expect(envelope(await order({ channel: 'GCASH', amount: 100, bonus: 'RELOAD20' }, tokens.agent))).toMatchObject({
      code: 'deposit.bonus.invalid',
      value: { minDeposit: 500 },
    });
    expect(envelope(await order({ channel: 'GCASH', amount: 1000, bonus: 'LUCKY10' }, tokens.agent)).code).toBe('deposit.bonus.invalid');
    expect(envelope(await order({ channel: 'GCASH', amount: 1000, promoCode: 'NOSUCH' }, tokens.agent)).code).toBe('deposit.promo.invalid');
    expect(envelope(await order({ channel: 'GCASH', amount: 1000, promoCode: 'RELOAD20' }, tokens.agent)).code).toBe(
      'deposit.promo.invalid',
    );
    expect(envelope(await order({ channel: 'GCASH', amount: 1000, bonus: 'RELOAD20', promoCode: 'LUCKY10' }, tokens.agent)).code).toBe(
      'request.invalid',
    );
    expect(orderCount()).toBe(count);

    // A promo code, typed in any case: 10% of ₱1,000.55 is ₱100.05 (whole cents, rounded down).
    const promo = await placed({ channel: 'GCASH', amount: 1000.55, promoCode: ' lucky10 ' }, tokens.agent);
    expect(promo.bonusCode).toBe('LUCKY10');
    const middle = balanceCents(AGENT_ID);
    await payPage(promo.payment.launchUrl!, 'confirm');
    expect(balanceCents(AGENT_ID)).toBe(middle + 100_055 + 10_005);
    expect(envelope(await order({ channel: 'GCASH', amount: 1000, promoCode: 'LUCKY10' }, tokens.agent)).code).toBe(
      'deposit.bonus.invalid',
    );
  });

  it('pays no bonus when it stopped applying before the confirmation; the deposit is still credited', async () => {
    const one = await placed({ channel: 'GCASH', amount: 300, bonus: 'FIRST100' }, tokens.demo);
    const two = await placed({ channel: 'MAYA', amount: 400, bonus: 'FIRST100' }, tokens.demo);
    const before = balanceCents(DEMO_ID);
    await payPage(one.payment.launchUrl!, 'confirm');
    await payPage(two.payment.launchUrl!, 'confirm');
    expect(await current(two.orderNo, tokens.demo)).toMatchObject({ status: 'approved', bonus: 0 });
    expect(balanceCents(DEMO_ID)).toBe(before + 60_000 + 40_000);
  });
});

describe('each kind of channel', () => {
  it('launch URL: the provider page confirms, credits once and sends the browser back to the order', async () => {
    const before = balanceCents(DEMO_ID);
    const created = await placed({ channel: 'GCASH', amount: 500.5 }, tokens.demo);
    expect(created).toMatchObject({
      channel: 'GCASH',
      channelName: 'GCash',
      method: 'launchUrl',
      amount: 500.5,
      status: 'pending',
      bonusCode: null,
    });
    expect(created.orderNo).toMatch(/^DP\d{8}\d{6}$/);
    expect(created.expiresAt - created.createdAt).toBe(30 * 60_000);
    expect(created.payment).toMatchObject({ qrPayload: null, bankName: null, reference: null, address: null });
    expect(created.payment.launchUrl).toMatch(/^\/lgw\/pay\/[0-9a-f]{32}$/);

    const page = await payPage(created.payment.launchUrl!);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.body).toContain('₱500.50');
    expect(page.body).toContain('Confirm payment');
    expect(page.body).toContain(`action="${created.payment.launchUrl}/confirm"`);

    const confirmed = await payPage(created.payment.launchUrl!, 'confirm');
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/m/voucherCenter?order=${created.orderNo}`);
    const after = await current(created.orderNo, tokens.demo);
    expect(after).toMatchObject({ status: 'approved', bonus: 0 });
    expect(after.payment.launchUrl).toBeNull();
    expect(balanceCents(DEMO_ID)).toBe(before + 50_050);
    // A second confirmation (a reload, a retried callback) changes nothing.
    expect((await payPage(created.payment.launchUrl!, 'confirm')).statusCode).toBe(303);
    expect(balanceCents(DEMO_ID)).toBe(before + 50_050);
    expect(ledgerRows(DEMO_ID, created.orderNo)).toEqual([{ kind: 'deposit', amount_cents: 50_050 }]);
    const done = await payPage(created.payment.launchUrl!);
    expect(done.body).toContain('Paid');
    expect(done.body).not.toContain('Confirm payment');
  });

  it('launch URL: Fail declines the order; no money moves', async () => {
    const before = balanceCents(DEMO_ID);
    const created = await placed({ channel: 'MAYA', amount: 150 }, tokens.demo);
    expect((await payPage(created.payment.launchUrl!, 'fail')).headers.location).toBe(`/m/voucherCenter?order=${created.orderNo}`);
    expect((await current(created.orderNo, tokens.demo)).status).toBe('failed');
    await payPage(created.payment.launchUrl!, 'confirm');
    expect((await current(created.orderNo, tokens.demo)).status).toBe('failed');
    expect(balanceCents(DEMO_ID)).toBe(before);
  });

  it('QR image: the payload is the absolute address of the payment page, which confirms it', async () => {
    const before = balanceCents(DEMO_ID);
    const created = await placed({ channel: 'QRPH', amount: 75 }, tokens.demo);
    expect(created.method).toBe('qrImage');
    expect(created.payment.launchUrl).toBeNull();
    const payload = created.payment.qrPayload!;
    expect(payload).toMatch(/^http:\/\/[^/]+\/lgw\/pay\/[0-9a-f]{32}$/);
    const path = new URL(payload).pathname;
    expect((await payPage(path)).body).toContain('₱75.00');
    await payPage(path, 'confirm');
    expect((await current(created.orderNo, tokens.demo)).status).toBe('approved');
    expect(balanceCents(DEMO_ID)).toBe(before + 7_500);
  });

  it('manual transfer: bank details and a reference, a receipt, then the operator confirms once', async () => {
    const before = balanceCents(DEMO_ID);
    const created = await placed({ channel: 'BANK', amount: 600 }, tokens.demo);
    expect(created.method).toBe('manualTransfer');
    expect(created.payment).toMatchObject({
      bankName: 'BDO Unibank',
      accountName: 'Lobby Gaming Corp.',
      accountNo: '0012 3456 7890',
      launchUrl: null,
      qrPayload: null,
      receiptUploaded: false,
    });
    expect(created.payment.reference).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // The provider page is not for manual transfers: only the operator confirms them.
    expect((await payPage(`/lgw/pay/${payToken(created.orderNo)}`, 'confirm')).statusCode).toBe(404);

    const receipt = (image: string) => post(`/wps/deposit/orders/${created.orderNo}/receipt`, { image }, tokens.demo);
    const uploaded = await receipt(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(uploaded.statusCode).toBe(200);
    expect((envelope(uploaded).value as DepositOrder).payment.receiptUploaded).toBe(true);
    const stored = await admin('GET', `/admin/deposits/${created.orderNo}/receipt`);
    expect(stored.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(stored.rawPayload, PNG)).toBe(0);

    const listed = envelope(await admin('GET', '/admin/deposits?status=pending&pageSize=100')).value as {
      list: (DepositOrder & { account: string })[];
    };
    expect(listed.list.find((entry) => entry.orderNo === created.orderNo)).toMatchObject({ account: 'demo', status: 'pending' });

    const approved = await admin('PUT', `/admin/deposits/${created.orderNo}`, { status: 'approved' });
    expect(envelope(approved).value).toMatchObject({ status: 'approved' });
    expect(balanceCents(DEMO_ID)).toBe(before + 60_000);
    const again = await admin('PUT', `/admin/deposits/${created.orderNo}`, { status: 'failed' });
    expect(again.statusCode).toBe(409);
    expect(envelope(again)).toMatchObject({ code: 'deposit.status.invalid', value: { status: 'approved' } });
    expect(envelope(await receipt(PNG.toString('base64'))).code).toBe('deposit.status.invalid');
    expect(balanceCents(DEMO_ID)).toBe(before + 60_000);
    expect(envelope(await admin('PUT', '/admin/deposits/DP20250101999999', { status: 'approved' })).code).toBe('deposit.not.found');
    expect(envelope(await admin('PUT', `/admin/deposits/${created.orderNo}`, { status: 'rejected' })).code).toBe('request.invalid');
  });

  it('manual transfer: the operator can refuse it; a wrong receipt is refused with its reason', async () => {
    const before = balanceCents(DEMO_ID);
    const created = await placed({ channel: 'BANK', amount: 500 }, tokens.demo);
    const receipt = (image: string) => post(`/wps/deposit/orders/${created.orderNo}/receipt`, { image }, tokens.demo);
    const gif = await receipt(Buffer.from('GIF89a-not-a-receipt').toString('base64'));
    expect(gif.statusCode).toBe(400);
    expect(envelope(gif).code).toBe('deposit.receipt.invalid');
    expect(envelope(await receipt('not base64!')).code).toBe('deposit.receipt.invalid');
    const large = await receipt('A'.repeat(Math.ceil((RECEIPT_MAX_BYTES + 3) / 3) * 4));
    expect(large.statusCode).toBe(413);
    expect(envelope(large).code).toBe('deposit.receipt.too.large');
    expect((await current(created.orderNo, tokens.demo)).payment.receiptUploaded).toBe(false);
    expect(envelope(await admin('PUT', `/admin/deposits/${created.orderNo}`, { status: 'failed' })).value).toMatchObject({
      status: 'failed',
    });
    expect(balanceCents(DEMO_ID)).toBe(before);
    // A receipt belongs to a manual transfer only.
    const online = await placed({ channel: 'GCASH', amount: 100 }, tokens.demo);
    expect(envelope(await post(`/wps/deposit/orders/${online.orderNo}/receipt`, { image: PNG.toString('base64') }, tokens.demo)).code).toBe(
      'deposit.receipt.invalid',
    );
  });

  it('virtual wallet: the address, network and reference; the operator confirms', async () => {
    const created = await placed({ channel: 'USDT', amount: 1000 }, tokens.demo);
    expect(created.method).toBe('virtualWallet');
    expect(created.payment).toMatchObject({
      network: 'TRC20',
      address: 'TQ7d5kGxT4pJY2bW9nqD1HvZr8cLmE3sXa',
      launchUrl: null,
      bankName: null,
    });
    expect(created.payment.reference).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(envelope(await admin('PUT', `/admin/deposits/${created.orderNo}`, { status: 'approved' })).value).toMatchObject({
      status: 'approved',
    });
  });
});

describe('cancel, expiry and races', () => {
  it('cancels a pending order once; a confirmation after it moves nothing, and another member cannot cancel it', async () => {
    const before = balanceCents(DEMO_ID);
    const created = await placed({ channel: 'GCASH', amount: 100 }, tokens.demo);
    const cancel = (token: string) => post(`/wps/deposit/orders/${created.orderNo}/cancel`, undefined, token);
    const other = await cancel(tokens.agent);
    expect(other.statusCode).toBe(404);
    expect(envelope(other).code).toBe('deposit.not.found');
    expect(envelope(await cancel(tokens.demo)).value).toMatchObject({ status: 'cancelled' });
    const twice = await cancel(tokens.demo);
    expect(twice.statusCode).toBe(409);
    expect(envelope(twice)).toMatchObject({ code: 'deposit.status.invalid', value: { status: 'cancelled' } });
    await payPage(created.payment.launchUrl!, 'confirm');
    expect(envelope(await admin('PUT', `/admin/deposits/${created.orderNo}`, { status: 'approved' })).code).toBe('deposit.status.invalid');
    expect((await current(created.orderNo, tokens.demo)).status).toBe('cancelled');
    expect(balanceCents(DEMO_ID)).toBe(before);
  });

  it('expires an order not paid in time; it can then be neither confirmed nor cancelled', async () => {
    const before = balanceCents(DEMO_ID);
    const created = await placed({ channel: 'QRPH', amount: 100 }, tokens.demo);
    gateway.store.db.prepare('UPDATE deposit_orders SET expires_at = ? WHERE order_no = ?').run(Date.now() - 1, created.orderNo);
    await payPage(new URL(created.payment.qrPayload!).pathname, 'confirm');
    const after = await current(created.orderNo, tokens.demo);
    expect(after.status).toBe('expired');
    expect(after.payment.qrPayload).toBeNull();
    expect((await post(`/wps/deposit/orders/${created.orderNo}/cancel`, undefined, tokens.demo)).statusCode).toBe(409);
    expect(balanceCents(DEMO_ID)).toBe(before);
  });

  it('credits once however many confirmations arrive together, from the provider and the operator', async () => {
    const before = balanceCents(DEMO_ID);
    const created = await placed({ channel: 'GCASH', amount: 250.25 }, tokens.demo);
    const calls = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? payPage(created.payment.launchUrl!, 'confirm')
        : admin('PUT', `/admin/deposits/${created.orderNo}`, { status: 'approved' }),
    );
    const answers = await Promise.all(calls);
    const adminOks = answers.filter((answer, index) => index % 2 === 1 && answer.statusCode === 200).length;
    expect(adminOks).toBeLessThanOrEqual(1);
    expect(balanceCents(DEMO_ID)).toBe(before + 25_025);
    expect(ledgerRows(DEMO_ID, created.orderNo)).toEqual([{ kind: 'deposit', amount_cents: 25_025 }]);
  });

  it('ends a cancel racing a confirmation in exactly one of the two', async () => {
    for (let round = 0; round < 5; round++) {
      const before = balanceCents(DEMO_ID);
      const created = await placed({ channel: 'GCASH', amount: 100 }, tokens.demo);
      await Promise.all([
        payPage(created.payment.launchUrl!, 'confirm'),
        post(`/wps/deposit/orders/${created.orderNo}/cancel`, undefined, tokens.demo),
      ]);
      const { status } = await current(created.orderNo, tokens.demo);
      expect(['approved', 'cancelled']).toContain(status);
      expect(balanceCents(DEMO_ID)).toBe(before + (status === 'approved' ? 10_000 : 0));
    }
  });
});

describe('bad input', () => {
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
      { channel: 'GCASH', amount: 100, bonus: 'first100' },
      { channel: 'GCASH', amount: 100, promoCode: '' },
    ]) {
      const response = await order(payload, tokens.demo);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
    expect(envelope(await order({ channel: 'NOPE', amount: 100 }, tokens.demo)).code).toBe('deposit.channel.invalid');
    expect(envelope(await get('/wps/deposit/orders?pageSize=0', tokens.demo)).code).toBe('request.invalid');
    expect(orderCount()).toBe(before);
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

  it('answers malformed order numbers, tokens and receipt bodies with 4xx envelopes', async () => {
    for (const [response, code] of [
      [await get('/wps/deposit/orders/12345', tokens.demo), 'request.invalid'],
      [await get('/wps/deposit/orders/DP20250101999999', tokens.demo), 'deposit.not.found'],
      [await post('/wps/deposit/orders/DP20250101999999/cancel', undefined, tokens.demo), 'deposit.not.found'],
      [await post('/wps/deposit/orders/DP20250101999999/receipt', {}, tokens.demo), 'request.invalid'],
      [
        await post('/wps/deposit/orders/DP20250101999999/receipt', { image: PNG.toString('base64'), name: 'x' }, tokens.demo),
        'request.invalid',
      ],
      [await admin('GET', '/admin/deposits?status=rejected'), 'request.invalid'],
    ] as const) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(envelope(response).code).toBe(code);
    }
    expect((await payPage('/lgw/pay/zzzz')).statusCode).toBe(400);
    expect((await payPage(`/lgw/pay/${'0'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('pages newest first and keeps each member to their own orders', async () => {
    const first = envelope(await get('/wps/deposit/orders?pageNo=1&pageSize=2', tokens.agent)).value as {
      list: DepositOrder[];
      totalPages: number;
      total: number;
    };
    expect(first.list).toHaveLength(2);
    expect(first.list[0]!.orderNo > first.list[1]!.orderNo).toBe(true);
    const mine = new Set(
      (envelope(await get('/wps/deposit/orders?pageSize=100', tokens.demo)).value as { list: DepositOrder[] }).list.map(
        (entry) => entry.orderNo,
      ),
    );
    expect(first.list.some((entry) => mine.has(entry.orderNo))).toBe(false);
  });

  it('refuses visitors (401) and trial accounts (403 member.trial)', async () => {
    const before = orderCount();
    for (const call of [
      () => get('/wps/deposit/channels'),
      () => get('/wps/deposit/orders'),
      () => order({ channel: 'GCASH', amount: 100 }),
    ]) {
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
  const TAGALOG = DEPOSIT_CHANNEL_SEED.map(({ code, name, tagalog }) => ({
    code,
    name: tagalog.name ?? name,
    instructions: tagalog.instructions,
  }));
  const ENGLISH = DEPOSIT_CHANNEL_SEED.map(({ code, name, instructions }) => ({ code, name, instructions }));

  async function channelsIn(query: string, headers: Record<string, string> = {}) {
    const response = await gateway.request({
      method: 'GET',
      url: `/wps/deposit/channels${query}`,
      headers: { authorization: tokens.demo, ...headers },
    });
    expect(response.statusCode).toBe(200);
    return (envelope(response).value as { list: DepositChannel[] }).list.map(({ code, name, instructions }) => ({
      code,
      name,
      instructions,
    }));
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
    gateway.store.db
      .prepare("UPDATE deposit_channel_texts SET name = 'Maya e-wallet' WHERE channel_code = 'MAYA' AND language = 'TY'")
      .run();
    await placed({ channel: 'MAYA', amount: 100 }, tokens.agent);
    await placed({ channel: 'QRPH', amount: 75 }, tokens.agent);
    const orders = async (query: string, headers: Record<string, string> = {}) =>
      (
        envelope(
          await gateway.request({
            method: 'GET',
            url: `/wps/deposit/orders?pageSize=2${query.replace('?', '&')}`,
            headers: { authorization: tokens.agent, ...headers },
          }),
        ).value as { list: DepositOrder[] }
      ).list;
    const names = (list: DepositOrder[]) => new Set(list.map((entry) => `${entry.channel}:${entry.channelName}`));
    expect(names(await orders('?language=TY'))).toEqual(new Set(['MAYA:Maya e-wallet', 'QRPH:QR Ph']));
    expect(names(await orders('', { language: 'TY' }))).toEqual(new Set(['MAYA:Maya e-wallet', 'QRPH:QR Ph']));
    expect(names(await orders(''))).toEqual(new Set(['MAYA:Maya', 'QRPH:QR Ph']));
    const inTagalog = await gateway.request({
      method: 'POST',
      url: '/wps/deposit/orders',
      payload: { channel: 'MAYA', amount: 100 },
      headers: { authorization: tokens.agent, language: 'TY' },
    });
    expect(envelope(inTagalog).value).toMatchObject({ channel: 'MAYA', channelName: 'Maya e-wallet' });
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

  it(`takes at most ${MEMBER_LIMITS.receiptUploads} receipts per member and minute, refused pictures counted; another member is not held`, async () => {
    const own = await startTestGateway();
    try {
      const demo = (await loginValue(own, 'demo', 'demo1234')).token;
      const agent = (await loginValue(own, 'agent', 'agent1234')).token;
      const manualOrder = async (token: string) => {
        const placed = await own.request({
          method: 'POST',
          url: '/wps/deposit/orders',
          payload: { channel: 'BANK', amount: 600 },
          headers: authHeaders(token),
        });
        return (envelope(placed).value as DepositOrder).orderNo;
      };
      const upload = (token: string, orderNo: string, image: string) =>
        own.request({ method: 'POST', url: `/wps/deposit/orders/${orderNo}/receipt`, payload: { image }, headers: authHeaders(token) });
      const png = `data:image/png;base64,${PNG.toString('base64')}`;
      const orderNo = await manualOrder(demo);
      const receiptAt = () => own.store.db.prepare('SELECT uploaded_at AS at FROM deposit_receipts').all();
      // Half of them not pictures at all: decoding them costs the same, so they count the same.
      const codes: string[] = [];
      for (let i = 0; i < MEMBER_LIMITS.receiptUploads; i++) {
        const answer = envelope(await upload(demo, orderNo, i % 2 === 0 ? png : Buffer.from('GIF89a').toString('base64')));
        codes.push(answer.success ? 'stored' : answer.code!);
      }
      expect(new Set(codes)).toEqual(new Set(['stored', 'deposit.receipt.invalid']));
      const stored = receiptAt();
      const limited = await upload(demo, orderNo, png);
      expect(limited.statusCode).toBe(429);
      expect(envelope(limited)).toMatchObject({ success: false, code: 'rate.limited', value: null });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(receiptAt()).toEqual(stored);
      expect(envelope(await upload(agent, await manualOrder(agent), png)).success).toBe(true);
    } finally {
      await own.close();
    }
  });
});

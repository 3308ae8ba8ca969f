import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import { afterEach, describe, expect, it } from 'vitest';

import type { WirePage } from '../../../src/contract/page.ts';
import type { PayoutCards, WithdrawInfo, WithdrawOrder, WithdrawOrderPage } from '../../../src/contract/withdraw.ts';
import { PROMOTION_SEED } from '../../store/seed-data/promotions.ts';
import { authHeaders, loginValue } from '../../test-support/flows.ts';
import { ADMIN_TOKEN, envelope, MERCHANT, startTestGateway, type TestGateway } from '../../test-support/harness.ts';
import { useSeededGateway } from '../../test-support/seeded-gateway.ts';

const { gateway, tokens } = useSeededGateway();

const DEMO_ID = 100001;
const PIN = '246810';

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown; token?: string; admin?: boolean };

async function call(target: TestGateway, { method, url, payload, token, admin }: Call) {
  return target.request({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { ...authHeaders(token), ...(admin ? { 'admin-token': ADMIN_TOKEN } : {}) },
  });
}

function balanceCents(target: TestGateway, accountId = DEMO_ID): number {
  return Number(target.store.db.prepare('SELECT balance_cents FROM accounts WHERE id = ?').get(accountId)?.balance_cents);
}

function setBalance(target: TestGateway, cents: number, accountId = DEMO_ID): void {
  target.store.db.prepare('UPDATE accounts SET balance_cents = ? WHERE id = ?').run(cents, accountId);
}

async function setPin(target: TestGateway, token: string, password = 'demo1234') {
  const response = await call(target, {
    method: 'POST',
    url: '/wps/member/paymentPassword',
    token,
    payload: { loginPassword: password, newPaymentPassword: PIN, confirmPaymentPassword: PIN },
  });
  expect(envelope(response)).toMatchObject({ success: true, value: { set: true } });
}

async function addCard(target: TestGateway, token: string, body: Record<string, unknown> = {}) {
  return call(target, {
    method: 'POST',
    url: '/wps/withdraw/cards',
    token,
    payload: { method: 'GCASH', accountNo: '0917 123 4567', holderName: 'Juan Dela Cruz', paymentPassword: PIN, ...body },
  });
}

function withdraw(target: TestGateway, token: string, cardId: number, amount: number, paymentPassword = PIN) {
  return call(target, { method: 'POST', url: '/wps/withdraw/orders', token, payload: { cardId, amount, paymentPassword } });
}

describe('payment password, cards and orders', () => {
  let cardId = 0;

  it('refuses trial accounts and cards before a payment password exists', async () => {
    const trial = await call(gateway, { method: 'GET', url: '/wps/withdraw/info', token: tokens.trial });
    expect(trial.statusCode).toBe(403);
    expect(envelope(trial)).toMatchObject({ success: false, code: 'member.trial' });
    const early = await addCard(gateway, tokens.demo);
    expect(envelope(early)).toMatchObject({ success: false, code: 'payment.password.unset' });
    const cards = envelope(await call(gateway, { method: 'GET', url: '/wps/withdraw/cards', token: tokens.demo })).value as PayoutCards;
    expect(cards).toMatchObject({ list: [], payeeName: null, paymentPasswordSet: false, maxCards: 5 });
    expect(cards.methods.map((method) => method.code)).toEqual(['GCASH', 'MAYA', 'BDO', 'BPI', 'UNIONBANK']);
  });

  it('sets the first payment password with the login password, then changes it with the old one', async () => {
    const wrongLogin = await call(gateway, {
      method: 'POST',
      url: '/wps/member/paymentPassword',
      token: tokens.demo,
      payload: { loginPassword: 'nope', newPaymentPassword: PIN, confirmPaymentPassword: PIN },
    });
    expect(envelope(wrongLogin)).toMatchObject({ success: false, code: 'password.old.invalid' });
    const badFormat = await call(gateway, {
      method: 'POST',
      url: '/wps/member/paymentPassword',
      token: tokens.demo,
      payload: { loginPassword: 'demo1234', newPaymentPassword: '12ab', confirmPaymentPassword: '12ab' },
    });
    expect(envelope(badFormat)).toMatchObject({ success: false, code: 'payment.password.format' });
    await setPin(gateway, tokens.demo);
    const hash = gateway.store.withdrawals.paymentPasswordHash(DEMO_ID);
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain(PIN);
    const change = (old: string, next: string) =>
      call(gateway, {
        method: 'POST',
        url: '/wps/member/paymentPassword',
        token: tokens.demo,
        payload: { oldPaymentPassword: old, newPaymentPassword: next, confirmPaymentPassword: next },
      });
    expect(envelope(await change('000000', '135790'))).toMatchObject({ success: false, code: 'payment.password.invalid' });
    expect(envelope(await change(PIN, PIN))).toMatchObject({ success: false, code: 'password.same' });
    expect(envelope(await change(PIN, '135790'))).toMatchObject({ success: true });
    expect(envelope(await change('135790', PIN))).toMatchObject({ success: true });
  });

  it("adds a card in the payee name with a number of the method's shape, and removes one", async () => {
    expect(envelope(await addCard(gateway, tokens.demo, { accountNo: '12345' }))).toMatchObject({
      success: false,
      code: 'card.number.invalid',
    });
    expect(envelope(await addCard(gateway, tokens.demo, { method: 'NOPE' }))).toMatchObject({
      success: false,
      code: 'card.method.invalid',
    });
    expect(envelope(await addCard(gateway, tokens.demo, { paymentPassword: '111111' }))).toMatchObject({
      success: false,
      code: 'payment.password.invalid',
    });
    const first = envelope(await addCard(gateway, tokens.demo)).value as PayoutCards;
    expect(first.payeeName).toBe('Juan Dela Cruz');
    expect(first.list).toEqual([expect.objectContaining({ method: 'GCASH', maskedNo: '•••• 4567', holderName: 'Juan Dela Cruz' })]);
    cardId = first.list[0]!.id;
    expect(envelope(await addCard(gateway, tokens.demo))).toMatchObject({ success: false, code: 'card.exists' });
    const otherName = await addCard(gateway, tokens.demo, { method: 'BPI', accountNo: '1234567890', holderName: 'Maria Clara' });
    expect(envelope(otherName)).toMatchObject({ success: false, code: 'card.holder.mismatch' });
    const bank = envelope(await addCard(gateway, tokens.demo, { method: 'BPI', accountNo: '1234567890', holderName: 'JUAN dela cruz' }))
      .value as PayoutCards;
    expect(bank.list).toHaveLength(2);
    const bankId = bank.list[1]!.id;
    const wrongPin = await call(gateway, {
      method: 'POST',
      url: '/wps/withdraw/cards/remove',
      token: tokens.demo,
      payload: { id: bankId, paymentPassword: '000000' },
    });
    expect(envelope(wrongPin)).toMatchObject({ success: false, code: 'payment.password.invalid' });
    const removed = envelope(
      await call(gateway, {
        method: 'POST',
        url: '/wps/withdraw/cards/remove',
        token: tokens.demo,
        payload: { id: bankId, paymentPassword: PIN },
      }),
    ).value as PayoutCards;
    expect(removed.list.map((card) => card.id)).toEqual([cardId]);
  });

  it('reserves the amount at request, pays it out through the admin API, returns it on rejection', async () => {
    setBalance(gateway, 1_000_000);
    const info = envelope(await call(gateway, { method: 'GET', url: '/wps/withdraw/info', token: tokens.demo })).value as WithdrawInfo;
    expect(info).toMatchObject({ currencySymbol: '₱', min: 100, max: 50_000, feePercent: 1, feeMin: 10, paymentPasswordSet: true });
    expect(envelope(await withdraw(gateway, tokens.demo, cardId, 50))).toMatchObject({
      success: false,
      code: 'withdraw.amount.invalid',
      value: { min: 100, max: 50_000 },
    });
    expect(envelope(await withdraw(gateway, tokens.demo, cardId, 100.005))).toMatchObject({ success: false, code: 'request.invalid' });
    expect(envelope(await withdraw(gateway, tokens.demo, 999_999, 500))).toMatchObject({ success: false, code: 'card.not.found' });
    expect(envelope(await withdraw(gateway, tokens.demo, cardId, 500, '000000'))).toMatchObject({
      success: false,
      code: 'payment.password.invalid',
    });
    expect(balanceCents(gateway)).toBe(1_000_000);

    const placed = envelope(await withdraw(gateway, tokens.demo, cardId, 2000)).value as WithdrawOrder;
    expect(placed).toMatchObject({ amount: 2000, fee: 20, payout: 1980, status: 'pending', reason: null, maskedNo: '•••• 4567' });
    expect(balanceCents(gateway)).toBe(800_000);
    const admin = (orderNo: string, body: unknown) =>
      call(gateway, { method: 'PUT', url: `/admin/withdrawals/${orderNo}`, admin: true, payload: body });
    expect(envelope(await admin(placed.orderNo, { status: 'paid' }))).toMatchObject({ success: false, code: 'withdraw.status.invalid' });
    expect(envelope(await admin(placed.orderNo, { status: 'approved' }))).toMatchObject({ success: true, value: { status: 'approved' } });
    expect(envelope(await admin(placed.orderNo, { status: 'paid' }))).toMatchObject({ success: true, value: { status: 'paid' } });
    expect(envelope(await admin(placed.orderNo, { status: 'rejected', reason: 'late' }))).toMatchObject({
      success: false,
      code: 'withdraw.status.invalid',
    });
    expect(balanceCents(gateway)).toBe(800_000);

    const second = envelope(await withdraw(gateway, tokens.demo, cardId, 300)).value as WithdrawOrder;
    expect(balanceCents(gateway)).toBe(770_000);
    expect(envelope(await admin(second.orderNo, { status: 'rejected' }))).toMatchObject({ success: false, code: 'request.invalid' });
    expect(envelope(await admin(second.orderNo, { status: 'rejected', reason: 'Name on the account differs' }))).toMatchObject({
      success: true,
      value: { status: 'rejected', reason: 'Name on the account differs' },
    });
    expect(balanceCents(gateway)).toBe(800_000);
    expect(
      (await call(gateway, { method: 'PUT', url: `/admin/withdrawals/${second.orderNo}`, payload: { status: 'paid' } })).statusCode,
    ).toBe(401);

    // The operator's list: every member's orders, one state or all, with whose they are.
    const listed = async (query: string) =>
      envelope(await call(gateway, { method: 'GET', url: `/admin/withdrawals${query}`, admin: true })).value as WirePage<
        WithdrawOrder & { account: string }
      >;
    expect((await listed('')).list.map((order) => [order.orderNo, order.status, order.account])).toEqual([
      [second.orderNo, 'rejected', 'demo'],
      [placed.orderNo, 'paid', 'demo'],
    ]);
    expect((await listed('?status=paid')).list.map((order) => order.orderNo)).toEqual([placed.orderNo]);
    expect((await listed('?status=pending')).total).toBe(0);
    expect(envelope(await call(gateway, { method: 'GET', url: '/admin/withdrawals?status=lost', admin: true }))).toMatchObject({
      success: false,
      code: 'request.invalid',
    });
    expect((await call(gateway, { method: 'GET', url: '/admin/withdrawals' })).statusCode).toBe(401);

    const page = envelope(await call(gateway, { method: 'GET', url: '/wps/withdraw/orders', token: tokens.demo }))
      .value as WithdrawOrderPage;
    expect(page.list.map((order) => [order.orderNo, order.status])).toEqual([
      [second.orderNo, 'rejected'],
      [placed.orderNo, 'paid'],
    ]);
    const rows = gateway.store.db
      .prepare(
        "SELECT amount_cents, balance_after_cents, reference FROM wallet_ledger WHERE account_id = ? AND kind = 'withdrawal' ORDER BY id",
      )
      .all(DEMO_ID);
    expect(rows).toEqual([
      { amount_cents: -200_000, balance_after_cents: 800_000, reference: `withdrawal:${placed.orderNo}` },
      { amount_cents: -30_000, balance_after_cents: 770_000, reference: `withdrawal:${second.orderNo}` },
      { amount_cents: 30_000, balance_after_cents: 800_000, reference: `withdrawal-returned:${second.orderNo}` },
    ]);
  });

  it('holds back a bonus until its turnover is met', async () => {
    const db = gateway.store.db;
    const promotion = db.prepare("SELECT id FROM promotions WHERE code = 'RELOAD'").get() as { id: number };
    const now = Date.now();
    db.prepare('DELETE FROM promotion_applications WHERE account_id = ? AND promotion_id = ?').run(DEMO_ID, promotion.id);
    db.prepare(
      "INSERT INTO promotion_applications (account_id, promotion_id, state, bonus_cents, applied_at, updated_at, credited_at) VALUES (?, ?, 'issued', 50000, ?, ?, ?)",
    ).run(DEMO_ID, promotion.id, now, now, now);
    setBalance(gateway, 60_000);
    const info = envelope(await call(gateway, { method: 'GET', url: '/wps/withdraw/info', token: tokens.demo })).value as WithdrawInfo;
    expect(info).toMatchObject({ balance: 600, locked: 500, available: 100 });
    expect(info.turnover).toEqual([expect.objectContaining({ promotionId: promotion.id, bonus: 500, required: 2500, done: 0 })]);
    expect(envelope(await withdraw(gateway, tokens.demo, cardId, 200))).toMatchObject({
      success: false,
      code: 'withdraw.turnover.unmet',
      value: { available: 100 },
    });
    expect(envelope(await withdraw(gateway, tokens.demo, cardId, 700))).toMatchObject({ success: false, code: 'balance.insufficient' });
    expect(balanceCents(gateway)).toBe(60_000);
    db.prepare('DELETE FROM promotion_applications WHERE account_id = ? AND promotion_id = ?').run(DEMO_ID, promotion.id);
  });

  it('names each held-back bonus in the language asked for, as the promotion list does', async () => {
    const db = gateway.store.db;
    const now = Date.now();
    const seeded = PROMOTION_SEED.filter((promotion) => promotion.code === 'FIRST_DEPOSIT' || promotion.code === 'DAILY_CHECKIN');
    const ids = seeded.map(
      (promotion) => (db.prepare('SELECT id FROM promotions WHERE code = ?').get(promotion.code) as { id: number }).id,
    );
    for (const id of ids) {
      db.prepare('DELETE FROM promotion_applications WHERE account_id = ? AND promotion_id = ?').run(DEMO_ID, id);
      db.prepare(
        "INSERT INTO promotion_applications (account_id, promotion_id, state, bonus_cents, applied_at, updated_at, credited_at) VALUES (?, ?, 'issued', 2000, ?, ?, ?)",
      ).run(DEMO_ID, id, now, now, now);
    }
    const titles = async (url: string, headers?: Record<string, string>) => {
      const response = headers
        ? await gateway.request({ method: 'GET', url, headers: { ...authHeaders(tokens.demo), ...headers } })
        : await call(gateway, { method: 'GET', url, token: tokens.demo });
      const info = envelope(response).value as WithdrawInfo;
      return ids.map((id) => info.turnover.find((entry) => entry.promotionId === id)?.title);
    };
    try {
      expect(await titles('/wps/withdraw/info?language=TY')).toEqual(seeded.map((promotion) => promotion.tagalog.title));
      expect(await titles('/wps/withdraw/info', { language: 'TY' })).toEqual(['Welcome Bonus na 100%', 'Bonus sa Pag-check in']);
      expect(await titles('/wps/withdraw/info?language=EN')).toEqual(seeded.map((promotion) => promotion.title));
      // A language without texts falls back to English, as the promotion list does.
      expect(await titles('/wps/withdraw/info?language=KO')).toEqual(['Welcome Bonus 100%', 'Check-in Bonus']);
    } finally {
      for (const id of ids) db.prepare('DELETE FROM promotion_applications WHERE account_id = ? AND promotion_id = ?').run(DEMO_ID, id);
    }
  });

  it('never overdraws with parallel requests', async () => {
    setBalance(gateway, 100_000);
    const answers = await Promise.all(Array.from({ length: 12 }, () => withdraw(gateway, tokens.demo, cardId, 300)));
    const codes = answers.map((answer) => envelope(answer).code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code !== 'ok').every((code) => code === 'balance.insufficient')).toBe(true);
    expect(balanceCents(gateway)).toBe(10_000);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The real gateway process on a data directory, as `npm start` runs it. */
async function spawnGateway(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'gateway/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_TOKEN, LOG_LEVEL: 'warn', SERVE_APP: 'off' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const url = `http://127.0.0.1:${port}`;
  // A start takes a second or two; a machine busy with other work can take ten times that.
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The gateway exited: ${errors}`);
    try {
      if ((await fetch(`${url}/wps/system/status`, { headers: { Merchant: MERCHANT } })).ok) return { url, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The gateway did not start: ${errors}`);
}

describe('a gateway killed with SIGKILL mid-run', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  it('keeps the balance equal to the ledger and every order to its ledger row', { timeout: 120_000 }, async () => {
    // Prepared in process (a session, a payment password, a card), then run as a real process.
    const prepared = await startTestGateway();
    const { token } = await loginValue(prepared, 'demo', 'demo1234');
    await setPin(prepared, token);
    const cardId = (envelope(await addCard(prepared, token)).value as PayoutCards).list[0]!.id;
    setBalance(prepared, 5_000_000);
    const dataDir = prepared.dataDir;
    const startLedgerId = Number(prepared.store.db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM wallet_ledger').get()?.id);
    await prepared.close(true);

    const first = await spawnGateway(dataDir);
    children.push(first.child);
    const send = () =>
      fetch(`${first.url}/wps/withdraw/orders`, {
        method: 'POST',
        headers: { Merchant: MERCHANT, Authorization: token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ cardId, amount: 150, paymentPassword: PIN }),
      }).then(
        (response) => response.status,
        () => 0,
      );
    // Waves of parallel orders; the process dies while one is in flight.
    const inFlight: Promise<number>[] = [];
    for (let wave = 0; wave < 8; wave += 1) inFlight.push(...Array.from({ length: 10 }, send));
    await Promise.race(inFlight);
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    const statuses = await Promise.all(inFlight);
    expect(statuses.every((status) => status === 200 || status === 0)).toBe(true);

    const second = await spawnGateway(dataDir);
    children.push(second.child);
    const after = await fetch(`${second.url}/wps/withdraw/info`, { headers: { Merchant: MERCHANT, Authorization: token } });
    const info = ((await after.json()) as { value: WithdrawInfo }).value;
    second.child.kill('SIGKILL');
    await once(second.child, 'exit');

    const db = new DatabaseSync(path.join(dataDir, 'gateway.sqlite'));
    try {
      expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
      const balance = Number(db.prepare('SELECT balance_cents FROM accounts WHERE id = ?').get(DEMO_ID)?.balance_cents);
      const moved = Number(
        db
          .prepare('SELECT COALESCE(SUM(amount_cents), 0) AS s FROM wallet_ledger WHERE account_id = ? AND id > ?')
          .get(DEMO_ID, startLedgerId)?.s,
      );
      const last = db.prepare('SELECT balance_after_cents FROM wallet_ledger WHERE account_id = ? ORDER BY id DESC LIMIT 1').get(DEMO_ID);
      const orders = db.prepare('SELECT order_no, amount_cents FROM withdrawal_orders WHERE account_id = ? ORDER BY id').all(DEMO_ID) as {
        order_no: string;
        amount_cents: number;
      }[];
      const rows = db
        .prepare("SELECT reference, amount_cents FROM wallet_ledger WHERE account_id = ? AND kind = 'withdrawal' ORDER BY id")
        .all(DEMO_ID) as { reference: string; amount_cents: number }[];
      expect(balance).toBe(5_000_000 + moved);
      expect(Number(last?.balance_after_cents)).toBe(balance);
      expect(rows).toEqual(orders.map((order) => ({ reference: `withdrawal:${order.order_no}`, amount_cents: -order.amount_cents })));
      // Killed mid-run: some orders answered, some never did; every answered one is stored.
      expect(statuses).toContain(200);
      expect(statuses).toContain(0);
      expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(orders.length);
      expect(info.balance * 100).toBe(balance);
    } finally {
      db.close();
    }
  });
});

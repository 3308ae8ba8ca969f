import { afterEach, describe, expect, it } from 'vitest';

import { encryptV2 } from '../test-support/client-crypto.ts';
import { captcha, setSwitches } from '../test-support/flows.ts';
import { ADMIN_TOKEN, MERCHANT, startTestGateway, type TestGateway, testKeyring } from '../test-support/harness.ts';
import { BRAKES } from './rate-limits.ts';

/*
 * The brakes on guessing (gateway/README.md "Limits and timeouts") under bursts of truly parallel
 * requests over real sockets, the right secret sent last, and across a restart on the same data.
 */

const PIN = '246810';
const DEVICE = 'c0ffee00-1111-4222-8333-444455556666';

const started: TestGateway[] = [];
afterEach(async () => {
  for (const gateway of started.splice(0)) await gateway.close();
});

async function start(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<TestGateway> {
  const gateway = await startTestGateway({ ...options, listen: true });
  started.push(gateway);
  return gateway;
}

/** Closes the gateway and starts another on the same data folder. */
async function restart(gateway: TestGateway, env?: Record<string, string>): Promise<TestGateway> {
  started.splice(started.indexOf(gateway), 1);
  await gateway.close(true);
  return start({ dataDir: gateway.dataDir, env });
}

interface Answer {
  status: number;
  code: string;
}

async function send(gateway: TestGateway, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const response = await fetch(`${gateway.url}${path}`, {
    method,
    headers: { merchant: MERCHANT, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; code?: string };
  return { status: response.status, code: envelope.success ? 'ok' : (envelope.code ?? '') };
}

function login(gateway: TestGateway, payload: Record<string, unknown>, cookie?: string): Promise<Answer> {
  const encrypted = encryptV2(payload, testKeyring().rsaModulusHex);
  return send(gateway, 'POST', '/wps/session/login', { encryption: encrypted.header, ...(cookie ? { cookie } : {}) }, encrypted.body);
}

const tally = (answers: readonly Answer[]) =>
  answers.reduce<Record<string, number>>((counts, answer) => ({ ...counts, [answer.code]: (counts[answer.code] ?? 0) + 1 }), {});

async function memberWithPin(gateway: TestGateway): Promise<{ token: string; cardId: number }> {
  const encrypted = encryptV2({ username: 'demo', password: 'demo1234', loginDeviceId: DEVICE }, testKeyring().rsaModulusHex);
  const response = await fetch(`${gateway.url}/wps/session/login`, {
    method: 'POST',
    headers: { merchant: MERCHANT, 'content-type': 'application/json', encryption: encrypted.header },
    body: JSON.stringify(encrypted.body),
  });
  const token = ((await response.json()) as { value: { token: string } }).value.token;
  const auth = { authorization: token };
  expect(
    (
      await send(gateway, 'POST', '/wps/member/paymentPassword', auth, {
        loginPassword: 'demo1234',
        newPaymentPassword: PIN,
        confirmPaymentPassword: PIN,
      })
    ).code,
  ).toBe('ok');
  expect(
    (
      await send(gateway, 'POST', '/wps/withdraw/cards', auth, {
        method: 'GCASH',
        accountNo: '09171234567',
        holderName: 'Juan Dela Cruz',
        paymentPassword: PIN,
      })
    ).code,
  ).toBe('ok');
  const cards = await fetch(`${gateway.url}/wps/withdraw/cards`, { headers: { merchant: MERCHANT, ...auth } });
  const cardId = ((await cards.json()) as { value: { list: { id: number }[] } }).value.list[0]!.id;
  return { token, cardId };
}

const balanceCents = (gateway: TestGateway) =>
  Number(gateway.store.db.prepare("SELECT balance_cents FROM accounts WHERE username = 'demo'").get()?.balance_cents);
const orders = (gateway: TestGateway) => Number(gateway.store.db.prepare('SELECT COUNT(*) AS n FROM withdrawal_orders').get()?.n);
const sessionsOf = (gateway: TestGateway, username: string) =>
  Number(
    gateway.store.db
      .prepare('SELECT COUNT(*) AS n FROM sessions JOIN accounts ON accounts.id = sessions.account_id WHERE accounts.username = ?')
      .get(username)?.n,
  );

describe('the payment password brake', () => {
  it('checks at most 5 of 40 parallel guesses, refuses the right one sent last, and holds across a restart', async () => {
    const gateway = await start();
    const { token, cardId } = await memberWithPin(gateway);
    const before = balanceCents(gateway);
    const guesses = Array.from({ length: 39 }, (_, index) => String(100_000 + index * 7919).slice(0, 6)).filter((pin) => pin !== PIN);
    const answers = await Promise.all(
      [...guesses, PIN].map((paymentPassword) =>
        send(gateway, 'POST', '/wps/withdraw/orders', { authorization: token }, { cardId, amount: 500, paymentPassword }),
      ),
    );
    const counts = tally(answers);
    expect(counts['payment.password.invalid']).toBe(BRAKES.paymentPassword.limit);
    expect(counts['rate.limited']).toBe(answers.length - BRAKES.paymentPassword.limit);
    expect(answers.at(-1)).toEqual({ status: 429, code: 'rate.limited' });
    expect(orders(gateway)).toBe(0);
    expect(balanceCents(gateway)).toBe(before);

    // A restart hands out no fresh budget: the session survives it, and so does the brake.
    const again = await restart(gateway);
    expect(
      await send(again, 'POST', '/wps/withdraw/orders', { authorization: token }, { cardId, amount: 500, paymentPassword: PIN }),
    ).toEqual({ status: 429, code: 'rate.limited' });
    expect(orders(again)).toBe(0);
  });

  it('lets parallel orders with the right password through, one check at a time', async () => {
    const gateway = await start();
    const { token, cardId } = await memberWithPin(gateway);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        send(gateway, 'POST', '/wps/withdraw/orders', { authorization: token }, { cardId, amount: 500, paymentPassword: PIN }),
      ),
    );
    expect(tally(answers)).toEqual({ ok: 12 });
    // The right ones were given back: a wrong one now is the first of the window.
    expect(
      (await send(gateway, 'POST', '/wps/withdraw/orders', { authorization: token }, { cardId, amount: 500, paymentPassword: '000000' }))
        .code,
    ).toBe('payment.password.invalid');
    expect(gateway.store.attempts.counted('payment-password', '100001', BRAKES.paymentPassword, Date.now())).toBe(1);
  });
});

describe('the login brakes', () => {
  const wrong = (index: number) => ({ username: 'demo', password: `wrong-${index}` });

  it('checks one of 30 parallel logins: the rest need the captcha the first failure asked for, the right one sent last included', async () => {
    const gateway = await start();
    const answers = await Promise.all([
      ...Array.from({ length: 29 }, (_, index) => login(gateway, wrong(index))),
      login(gateway, { username: 'demo', password: 'demo1234' }),
    ]);
    expect(tally(answers)).toEqual({ 'login.failed': 1, 'captcha.required': 29 });
    expect(sessionsOf(gateway, 'demo')).toBe(0);
  });

  it('with the captcha off, checks at most the lockout number of 30 parallel logins and holds the lock across a restart', async () => {
    const gateway = await start();
    setSwitches(gateway, { CAPTCHA3: false });
    const answers = await Promise.all([
      ...Array.from({ length: 29 }, (_, index) => login(gateway, wrong(index))),
      login(gateway, { username: 'DEMO', password: 'demo1234' }),
    ]);
    expect(tally(answers)).toEqual({ 'login.failed': 10, 'login.locked': 20 });
    expect(sessionsOf(gateway, 'demo')).toBe(0);

    const again = await restart(gateway);
    expect(await login(again, { username: 'demo', password: 'demo1234' })).toEqual({ status: 429, code: 'login.locked' });
  });

  it('lifts the lock for the right password from a device the member logged in from before, and for no other', async () => {
    // Without the per-address limits, which this many logins from one address would reach first.
    const gateway = await start({ env: { RATE_LIMITS: 'off' } });
    setSwitches(gateway, { CAPTCHA3: false });
    const lock = async () => {
      for (let index = 0; index < 10; index += 1) expect((await login(gateway, wrong(index))).code).toBe('login.failed');
      expect((await login(gateway, { username: 'demo', password: 'demo1234' })).code).toBe('login.locked');
    };
    expect((await login(gateway, { username: 'demo', password: 'demo1234', loginDeviceId: DEVICE })).code).toBe('ok');
    await lock();
    expect(
      (await login(gateway, { username: 'demo', password: 'demo1234', loginDeviceId: 'f00dfeed-0000-4000-8000-000000000000' })).code,
    ).toBe('login.locked');

    // The member's own phone gets in, after a few slips of its own; that lifts the lock for all.
    const slips = await Promise.all(Array.from({ length: 4 }, (_, index) => login(gateway, { ...wrong(index), loginDeviceId: DEVICE })));
    expect(tally(slips)).toEqual({ 'login.failed': 4 });
    expect((await login(gateway, { username: 'demo', password: 'demo1234', loginDeviceId: DEVICE })).code).toBe('ok');
    expect((await login(gateway, { username: 'demo', password: 'demo1234' })).code).toBe('ok');

    // The device's own tries through a lock are braked too, in parallel as well.
    await lock();
    const tries = await Promise.all(Array.from({ length: 8 }, (_, index) => login(gateway, { ...wrong(index), loginDeviceId: DEVICE })));
    expect(tally(tries)).toEqual({ 'login.failed': BRAKES.loginDevice.limit, 'login.locked': 8 - BRAKES.loginDevice.limit });
    expect((await login(gateway, { username: 'demo', password: 'demo1234', loginDeviceId: DEVICE })).code).toBe('login.locked');
  });

  it('slows one address trying many usernames, doubling the pause, but not a member on a known device', async () => {
    const gateway = await start();
    setSwitches(gateway, { CAPTCHA3: false });
    expect((await login(gateway, { username: 'agent', password: 'agent1234', loginDeviceId: DEVICE })).code).toBe('ok');
    // 24 names at once (under the 30 logins a minute an address may send): 20 are checked.
    const sprayed = await Promise.all(
      Array.from({ length: 24 }, (_, index) => login(gateway, { username: `nobody${index}`, password: 'Password1' })),
    );
    expect(tally(sprayed)).toEqual({ 'login.failed': 20, 'rate.limited': 4 });
    const pause = gateway.store.attempts.waitMs('login-address', '127.0.0.1', BRAKES.loginAddress, Date.now());
    expect(pause).toBeGreaterThan(0);
    expect(pause).toBeLessThanOrEqual(1000);
    expect(await login(gateway, { username: 'agent', password: 'agent1234' })).toEqual({ status: 429, code: 'rate.limited' });
    expect((await login(gateway, { username: 'agent', password: 'agent1234', loginDeviceId: DEVICE })).code).toBe('ok');
  });

  it('needs a captcha for each try once one failed, each used once', async () => {
    const gateway = await start();
    expect((await login(gateway, wrong(0))).code).toBe('login.failed');
    const shown = await captcha(gateway);
    const answers = await Promise.all([
      login(gateway, { ...wrong(1), captcha: shown.answer }, shown.cookie),
      login(gateway, { username: 'demo', password: 'demo1234', captcha: shown.answer }, shown.cookie),
    ]);
    expect(tally(answers)).toEqual({ 'login.failed': 1, 'captcha.invalid': 1 });
  });
});

describe('the admin token brake', () => {
  it('refuses parallel wrong tokens past its limit, lets the right one through, and holds across a restart', async () => {
    const gateway = await start();
    const guesses = Array.from({ length: 60 }, (_, index) => `guess-${index}`.padEnd(40, 'x'));
    const answers = await Promise.all(
      [...guesses, ADMIN_TOKEN].map((token) => send(gateway, 'GET', '/admin/settings/switches', { 'admin-token': token })),
    );
    expect(tally(answers)).toEqual({
      'admin.not.authorized': BRAKES.adminToken.limit,
      'rate.limited': 60 - BRAKES.adminToken.limit,
      ok: 1,
    });
    expect(answers.at(-1)?.code).toBe('ok');

    const again = await restart(gateway);
    expect((await send(again, 'GET', '/admin/settings/switches', { 'admin-token': 'late-guess'.padEnd(40, 'x') })).code).toBe(
      'rate.limited',
    );
    expect((await send(again, 'GET', '/admin/settings/switches', { 'admin-token': ADMIN_TOKEN })).code).toBe('ok');
  });
});

import { describe, expect, it } from 'vitest';

import type { ExclusionDetail, MoneyLimit, ResponsibleGamingState, ResponsibleHelp } from '../../../src/contract/responsible-gaming.ts';
import { GatewayError } from '../../lib/errors.ts';
import { type FirebaseTokenVerifier, identityFromClaims } from '../../lib/firebase-identity.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import { authHeaders, captcha, encryptedCall, login, loginValue, setSwitches, smsCode } from '../../test-support/flows.ts';
import { ADMIN_TOKEN, envelope, TEST_SCRYPT_COST } from '../../test-support/harness.ts';
import { useSeededGateway } from '../../test-support/seeded-gateway.ts';

/** Stands in for firebase-admin as modules/firebase-login.test.ts does: `ok:` and the JSON of the claims. */
const fakeVerifier: FirebaseTokenVerifier = async (idToken) => {
  if (!idToken.startsWith('ok:')) throw new GatewayError('firebase.token.invalid');
  return identityFromClaims(JSON.parse(idToken.slice(3)) as Record<string, unknown>);
};

const { gateway, tokens } = useSeededGateway({ env: { RATE_LIMITS: 'off' }, firebaseVerifier: fakeVerifier });

const HOUR = 60 * 60 * 1000;
const PASSWORD = 'guard1234';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, options: { payload?: unknown; token?: string; admin?: boolean } = {}) {
  return gateway.request({
    method,
    url,
    payload: options.payload as Record<string, unknown> | undefined,
    headers: { ...authHeaders(options.token), ...(options.admin ? { 'admin-token': ADMIN_TOKEN } : {}) },
  });
}

let serial = 0;

/** A new member (type 0, or 2 for an agent who plays) with a balance, a mobile number and an e-mail. */
async function newMember(type = 0): Promise<{ id: number; username: string; mobileNum: string; email: string }> {
  serial += 1;
  const username = `guard${String(serial).padStart(3, '0')}`;
  const mobileNum = `91755${String(serial).padStart(5, '0')}`;
  const email = `${username}@example.com`;
  const account = gateway.store.accounts.create({
    username,
    passwordHash: await hashPassword(PASSWORD, TEST_SCRYPT_COST),
    type,
    currency: 'PHP',
    balanceCents: 1_000_000,
    createdAt: Date.now(),
    mobile: `+63 ${mobileNum}`,
  });
  gateway.store.accounts.setDetails(account.id, { email });
  return { id: account.id, username, mobileNum, email };
}

async function memberSession(type = 0) {
  const member = await newMember(type);
  const { token } = await loginValue(gateway, member.username, PASSWORD);
  return { ...member, token };
}

async function state(token: string): Promise<ResponsibleGamingState> {
  const response = await call('GET', '/wps/member/responsible', { token });
  expect(response.headers['cache-control']).toBe('no-store');
  expect(envelope(response)).toMatchObject({ success: true });
  return envelope(response).value as ResponsibleGamingState;
}

const limitOf = (value: ResponsibleGamingState, kind: MoneyLimit['kind'], period: MoneyLimit['period']) =>
  value.limits.find((limit) => limit.kind === kind && limit.period === period)!;

async function setLimit(token: string, kind: MoneyLimit['kind'], period: MoneyLimit['period'], amount: number | null) {
  const response = await call('PUT', '/wps/member/responsible/limits', { token, payload: { kind, period, amount } });
  expect(envelope(response)).toMatchObject({ success: true });
  return envelope(response).value as ResponsibleGamingState;
}

const deposit = (token: string, amount: number) => call('POST', '/wps/deposit/orders', { token, payload: { channel: 'MAYA', amount } });

/** Moves every pending change of the account's limits to the past, as if the cooling-off had passed. */
function passCoolingOff(accountId: number): void {
  gateway.store.db
    .prepare('UPDATE responsible_limits SET pending_at = ? WHERE account_id = ? AND has_pending = 1')
    .run(Date.now() - 1, accountId);
}

describe('who may use the tools, and what they accept', () => {
  it("gives everyone, visitors too, the operator's help links", async () => {
    const response = await call('GET', '/wps/responsible/help', {});
    expect(response.headers['cache-control']).toBe('no-store');
    const { helpLinks } = envelope(response).value as ResponsibleHelp;
    expect(helpLinks.map((link) => link.url)).toContain('https://www.pagcor.ph/responsible-gaming.php');
  });

  it('answers the defaults without caching, and refuses trial accounts', async () => {
    const value = await state(tokens.demo);
    expect(value.limits).toHaveLength(6);
    expect(value.limits.every((limit) => limit.amount === null && limit.pending === null && limit.remaining === null)).toBe(true);
    expect(value).toMatchObject({
      sessionTime: { minutes: null, pending: null },
      realityCheck: { chosenMinutes: null, intervalSeconds: 1800 },
      coolingOffHours: 24,
    });
    for (const [method, url] of [
      ['GET', '/wps/member/responsible'],
      ['GET', '/wps/member/responsible/session'],
    ] as const) {
      const trial = await call(method, url, { token: tokens.trial });
      expect(trial.statusCode).toBe(403);
      expect(envelope(trial).code).toBe('member.trial');
    }
    const trialChange = await call('PUT', '/wps/member/responsible/limits', {
      token: tokens.trial,
      payload: { kind: 'DEPOSIT', period: 'DAY', amount: 100 },
    });
    expect(envelope(trialChange).code).toBe('member.trial');
  });

  it('refuses bad input with a 4xx, never a 500', async () => {
    const bad: [string, unknown][] = [
      ['/wps/member/responsible/limits', { kind: 'DEPOSIT', period: 'DAY', amount: 0.99 }],
      ['/wps/member/responsible/limits', { kind: 'DEPOSIT', period: 'DAY', amount: 10_000_000.01 }],
      ['/wps/member/responsible/limits', { kind: 'DEPOSIT', period: 'DAY', amount: 10.001 }],
      ['/wps/member/responsible/limits', { kind: 'WIN', period: 'DAY', amount: 10 }],
      ['/wps/member/responsible/limits', { kind: 'LOSS', period: 'YEAR', amount: 10 }],
      ['/wps/member/responsible/limits', { kind: 'LOSS', period: 'DAY' }],
      ['/wps/member/responsible/session-time', { minutes: 14 }],
      ['/wps/member/responsible/session-time', { minutes: 1441 }],
      ['/wps/member/responsible/session-time', { minutes: 20.5 }],
      ['/wps/member/responsible/reality-check', { chosenMinutes: 45 }],
      ['/wps/member/responsible/reality-check', 'text'],
    ];
    for (const [url, payload] of bad) {
      const response = await call('PUT', url, { token: tokens.demo, payload });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(envelope(response).code).toMatch(/^request\./);
    }
    const period = await call('POST', '/wps/member/responsible/exclusion', {
      token: tokens.demo,
      payload: { kind: 'TIMEOUT', period: 'SIX_MONTHS', password: 'demo1234' },
    });
    expect(envelope(period).code).toBe('request.invalid');
    const lift = await call('DELETE', '/admin/members/demo/exclusion', { admin: true });
    expect(lift.statusCode).toBe(404);
    expect(envelope(lift).code).toBe('exclusion.not.found');
  });

  it('keeps the reality-check choice, else the operator default', async () => {
    const chosen = await call('PUT', '/wps/member/responsible/reality-check', { token: tokens.demo, payload: { chosenMinutes: 15 } });
    expect((envelope(chosen).value as ResponsibleGamingState).realityCheck).toEqual({ chosenMinutes: 15, intervalSeconds: 900 });
    await call('PUT', '/wps/member/responsible/reality-check', { token: tokens.demo, payload: { chosenMinutes: null } });
    const settings = gateway.store.settings.get('responsibleGaming');
    gateway.store.settings.set('responsibleGaming', { ...settings, realityCheckSeconds: 10 });
    expect((await state(tokens.demo)).realityCheck).toEqual({ chosenMinutes: null, intervalSeconds: 10 });
    gateway.store.settings.set('responsibleGaming', settings);
  });
});

describe('deposit limits', () => {
  it('accepts a deposit of exactly what remains and refuses one cent more, naming the remaining amount', async () => {
    const member = await memberSession();
    const value = await setLimit(member.token, 'DEPOSIT', 'DAY', 1000);
    expect(limitOf(value, 'DEPOSIT', 'DAY')).toEqual({
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: 1000,
      pending: null,
      used: 0,
      remaining: 1000,
    });
    await setLimit(member.token, 'DEPOSIT', 'WEEK', 5000);
    expect((await deposit(member.token, 600)).statusCode).toBe(200);
    const over = await deposit(member.token, 400.01);
    expect(over.statusCode).toBe(400);
    expect(envelope(over)).toMatchObject({ code: 'limit.deposit.exceeded', value: { remaining: 400, period: 'DAY' } });
    expect((await deposit(member.token, 400)).statusCode).toBe(200);
    expect(limitOf(await state(member.token), 'DEPOSIT', 'DAY')).toMatchObject({ used: 1000, remaining: 0 });
    // A cancelled order no longer counts.
    const orders = envelope(await call('GET', '/wps/deposit/orders', { token: member.token })).value as { list: { orderNo: string }[] };
    await call('POST', `/wps/deposit/orders/${orders.list[0]!.orderNo}/cancel`, { token: member.token });
    expect(limitOf(await state(member.token), 'DEPOSIT', 'DAY')).toMatchObject({ used: 600, remaining: 400 });
  });

  it('lowers at once, makes a raise or a removal wait the cooling-off, then applies it', async () => {
    const member = await memberSession();
    await setLimit(member.token, 'LOSS', 'WEEK', 800);
    expect(limitOf(await setLimit(member.token, 'LOSS', 'WEEK', 500), 'LOSS', 'WEEK')).toMatchObject({ amount: 500, pending: null });
    const before = Date.now();
    const raised = limitOf(await setLimit(member.token, 'LOSS', 'WEEK', 2000), 'LOSS', 'WEEK');
    expect(raised.amount).toBe(500);
    expect(raised.pending?.amount).toBe(2000);
    expect(raised.pending!.effectiveAt).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(raised.pending!.effectiveAt).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
    // Lowering again cancels the raise.
    expect(limitOf(await setLimit(member.token, 'LOSS', 'WEEK', 400), 'LOSS', 'WEEK')).toMatchObject({ amount: 400, pending: null });
    await setLimit(member.token, 'LOSS', 'WEEK', 2000);
    passCoolingOff(member.id);
    expect(limitOf(await state(member.token), 'LOSS', 'WEEK')).toMatchObject({ amount: 2000, pending: null, remaining: 2000 });
    const removal = limitOf(await setLimit(member.token, 'LOSS', 'WEEK', null), 'LOSS', 'WEEK');
    expect(removal).toMatchObject({ amount: 2000, pending: { amount: null } });
    passCoolingOff(member.id);
    expect(limitOf(await state(member.token), 'LOSS', 'WEEK')).toMatchObject({ amount: null, pending: null, remaining: null });
  });

  it('places only what fits when 40 orders arrive together', async () => {
    const member = await memberSession();
    await setLimit(member.token, 'DEPOSIT', 'MONTH', 1000);
    const answers = await Promise.all(Array.from({ length: 40 }, () => deposit(member.token, 100)));
    const placed = answers.filter((response) => response.statusCode === 200);
    expect(placed).toHaveLength(10);
    for (const refused of answers.filter((response) => response.statusCode !== 200)) {
      expect(envelope(refused)).toMatchObject({ code: 'limit.deposit.exceeded', value: { remaining: 0, period: 'MONTH' } });
    }
    expect(limitOf(await state(member.token), 'DEPOSIT', 'MONTH')).toMatchObject({ used: 1000, remaining: 0 });
  });
});

describe('loss limit and session time', () => {
  it('refuses real-money launches once the loss limit is used up, and shows the session result', async () => {
    const member = await memberSession();
    const gameId = Number(gateway.store.db.prepare("SELECT id FROM games WHERE game_type <> 'LOTT' ORDER BY id LIMIT 1").get()?.id);
    await setLimit(member.token, 'LOSS', 'DAY', 50);
    expect((await call('GET', `/wps/game/launchGame?gameId=${gameId}`, { token: member.token })).statusCode).toBe(200);
    gateway.store.ledger.record({
      accountId: member.id,
      kind: 'game',
      amountCents: -6000,
      balanceAfterCents: 994_000,
      reference: 'round:test',
      createdAt: Date.now(),
    });
    gateway.store.ledger.record({
      accountId: member.id,
      kind: 'game',
      amountCents: 1000,
      balanceAfterCents: 995_000,
      reference: 'round:test2',
      createdAt: Date.now(),
    });
    for (const [method, url] of [
      ['GET', `/wps/game/launchGame?gameId=${gameId}`],
      ['GET', '/wps/game/lottery/launch?lottoPrizeMode=Lott'],
      ['POST', '/wps/game/lottery/frame-ticket'],
    ] as const) {
      const refused = await call(method, url, { token: member.token });
      expect(refused.statusCode, url).toBe(403);
      expect(envelope(refused).code).toBe('limit.loss.reached');
    }
    const summary = envelope(await call('GET', '/wps/member/responsible/session', { token: member.token }));
    expect(summary.value).toMatchObject({ netResult: -50 });
    expect(limitOf(await state(member.token), 'LOSS', 'DAY')).toMatchObject({ used: 50, remaining: 0 });
  });

  it('ends a session older than the session-time limit with its own code', async () => {
    const member = await memberSession();
    const set = await call('PUT', '/wps/member/responsible/session-time', { token: member.token, payload: { minutes: 15 } });
    expect((envelope(set).value as ResponsibleGamingState).sessionTime).toEqual({ minutes: 15, pending: null });
    const raise = await call('PUT', '/wps/member/responsible/session-time', { token: member.token, payload: { minutes: 60 } });
    expect((envelope(raise).value as ResponsibleGamingState).sessionTime).toMatchObject({ minutes: 15, pending: { minutes: 60 } });
    gateway.store.db
      .prepare('UPDATE sessions SET created_at = ? WHERE token_hash = ?')
      .run(Date.now() - 16 * 60_000, hashToken(member.token));
    const ended = await call('GET', '/wps/member/responsible', { token: member.token });
    expect(ended.statusCode).toBe(401);
    expect(envelope(ended).code).toBe('session.time.limit');
    expect(envelope(await call('GET', '/wps/member/responsible', { token: member.token })).code).toBe('login.not.session');
    // A new login starts a new session.
    const { token } = await loginValue(gateway, member.username, PASSWORD);
    expect((await call('GET', '/wps/member/responsible', { token })).statusCode).toBe(200);
  });
});

/** A session written straight into the store, standing for one that was live when the exclusion began. */
function sessionOf(accountId: number): string {
  serial += 1;
  const token = serial.toString(16).padStart(64, 'a');
  const now = Date.now();
  gateway.store.sessions.create({
    token,
    accountId,
    merchantCode: 'nasa11f2',
    device: '',
    loginDeviceId: null,
    now,
    expiresAt: now + HOUR,
  });
  return token;
}

async function exclude(token: string, kind: string, period: string, password = PASSWORD) {
  return call('POST', '/wps/member/responsible/exclusion', { token, payload: { kind, period, password } });
}

describe('exclusion', () => {
  it('confirms with the password, ends every session, refuses every login, deposit and re-registration', async () => {
    const member = await memberSession();
    const second = (await loginValue(gateway, member.username, PASSWORD)).token;
    const pending = envelope(await deposit(member.token, 200)).value as { orderNo: string; payUrl?: string };

    const wrong = await exclude(member.token, 'TIMEOUT', 'WEEK', 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong).code).toBe('exclusion.password.invalid');

    const before = Date.now();
    const done = await exclude(member.token, 'TIMEOUT', 'WEEK');
    expect(done.headers['cache-control']).toBe('no-store');
    const detail = envelope(done).value as ExclusionDetail;
    expect(detail.kind).toBe('TIMEOUT');
    expect(detail.until).toBeGreaterThanOrEqual(before + 7 * 24 * HOUR);
    for (const token of [member.token, second]) {
      expect(envelope(await call('GET', '/wps/member/responsible', { token })).code).toBe('login.not.session');
    }

    const password = await login(gateway, { username: member.username, password: PASSWORD });
    expect(password.statusCode).toBe(403);
    expect(envelope(password)).toMatchObject({ code: 'account.excluded', value: detail });
    setSwitches(gateway, { MOBILEVERCODELOGIN3: true });
    const code = await smsCode(gateway, 'noLogin', member.mobileNum);
    const sms = await login(gateway, { type: 'sms', mobileNum: member.mobileNum, countryDialingCode: '+63', verificationCode: code });
    expect(envelope(sms)).toMatchObject({ code: 'account.excluded', value: detail });

    // No deposit by any path: a new order, the operator's approval, the provider's confirmation.
    const order = await deposit(sessionOf(member.id), 100);
    expect(envelope(order)).toMatchObject({ code: 'account.excluded', value: detail });
    const approval = await call('PUT', `/admin/deposits/${pending.orderNo}`, { admin: true, payload: { status: 'approved' } });
    expect(approval.statusCode).toBe(403);
    expect(envelope(approval).code).toBe('account.excluded');
    const payToken = String(
      gateway.store.db.prepare('SELECT pay_token FROM deposit_orders WHERE order_no = ?').get(pending.orderNo)?.pay_token,
    );
    const provider = await gateway.request({
      method: 'POST',
      url: `/lgw/pay/${payToken}/confirm`,
      merchant: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(provider.statusCode).toBe(403);
    expect((await gateway.request({ method: 'GET', url: `/lgw/pay/${payToken}`, merchant: null })).statusCode).toBe(403);
    expect(gateway.store.db.prepare('SELECT status FROM deposit_orders WHERE order_no = ?').get(pending.orderNo)?.status).toBe('pending');

    // Neither the number nor the e-mail opens a new account.
    for (const contact of [{ mobileNum: member.mobileNum }, { mobileNum: '9179990001', email: member.email.toUpperCase() }]) {
      const image = await captcha(gateway);
      const response = await encryptedCall(
        gateway,
        'PUT',
        '/wps/member/register',
        {
          captcha: image.answer,
          type: 0,
          username: `again${String(serial)}${contact.mobileNum.slice(-2)}`,
          password: 'secret123',
          confirmPassword: 'secret123',
          countryDialingCode: '+63',
          registerMethod: 'H5',
          ...contact,
        },
        { cookie: image.cookie },
      );
      expect(envelope(response).code).toBe('account.excluded.contact');
      expect(response.statusCode).toBe(403);
    }

    // The member cannot shorten it; the operator lifts a time-out, after which login works again.
    expect(envelope(await exclude(sessionOf(member.id), 'TIMEOUT', 'DAY')).code).toBe('exclusion.not.longer');
    const lifted = await call('DELETE', `/admin/members/${member.username}/exclusion`, { admin: true });
    expect(lifted.statusCode).toBe(200);
    expect((await login(gateway, { username: member.username, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a social login, and a social sign-up with the same e-mail, while still paying a withdrawal placed before', async () => {
    const member = await memberSession();
    const pin = '246810';
    const setPin = await call('POST', '/wps/member/paymentPassword', {
      token: member.token,
      payload: { loginPassword: PASSWORD, newPaymentPassword: pin, confirmPaymentPassword: pin },
    });
    expect(envelope(setPin)).toMatchObject({ success: true });
    const cards = await call('POST', '/wps/withdraw/cards', {
      token: member.token,
      payload: { method: 'GCASH', accountNo: '0917 123 4567', holderName: 'Juan Dela Cruz', paymentPassword: pin },
    });
    const cardId = (envelope(cards).value as { list: { id: number }[] }).list[0]!.id;
    const placed = await call('POST', '/wps/withdraw/orders', {
      token: member.token,
      payload: { cardId, amount: 500, paymentPassword: pin },
    });
    const { orderNo } = envelope(placed).value as { orderNo: string };
    expect((await exclude(member.token, 'SELF_EXCLUSION', 'ONE_YEAR')).statusCode).toBe(200);

    for (const status of ['approved', 'paid']) {
      const decision = await call('PUT', `/admin/withdrawals/${orderNo}`, { admin: true, payload: { status } });
      expect(envelope(decision)).toMatchObject({ success: true, value: { status } });
    }

    // A verified e-mail on both sides: Google's login links to the member (modules/firebase-login.ts).
    gateway.store.accounts.setDetails(member.id, { emailVerified: '1' });
    setSwitches(gateway, { GOOGLELOGIN3: true, REG3: true });
    const claims = (email: string, verified: boolean, uid: string) =>
      `ok:${JSON.stringify({ sub: uid, email, email_verified: verified, firebase: { sign_in_provider: 'google.com' } })}`;
    const social = (idToken: string) => login(gateway, { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: idToken });
    const linked = await social(claims(member.email, true, `uid-${member.username}`));
    expect(envelope(linked)).toMatchObject({ code: 'account.excluded', value: { kind: 'SELF_EXCLUSION' } });
    const fresh = await social(claims(member.email.toUpperCase(), false, `uid-new-${member.username}`));
    expect(fresh.statusCode).toBeGreaterThanOrEqual(400);
    expect(['account.excluded.contact', 'firebase.account.exists']).toContain(envelope(fresh).code);
  });

  it('refuses the agent side login of an excluded agent who plays', async () => {
    const agent = await memberSession(2);
    expect((await exclude(agent.token, 'TIMEOUT', 'DAY')).statusCode).toBe(200);
    const side = await login(gateway, { username: agent.username, password: PASSWORD, side: 'agent' });
    expect(envelope(side).code).toBe('account.excluded');
  });

  it('keeps a self-exclusion for its first 6 months even against the operator', async () => {
    const member = await memberSession();
    const done = envelope(await exclude(member.token, 'SELF_EXCLUSION', 'SIX_MONTHS')).value as ExclusionDetail;
    expect(done.kind).toBe('SELF_EXCLUSION');
    const refused = await call('DELETE', `/admin/members/${member.username}/exclusion`, { admin: true });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).code).toBe('exclusion.lift.refused');
    gateway.store.db
      .prepare('UPDATE responsible_exclusions SET started_at = started_at - ? WHERE account_id = ?')
      .run(190 * 24 * HOUR, member.id);
    expect((await call('DELETE', `/admin/members/${member.username}/exclusion`, { admin: true })).statusCode).toBe(200);
  });
});

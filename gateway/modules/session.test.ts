import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';

import { createKeyring } from '../lib/encryption.ts';
import { hashToken } from '../lib/tokens.ts';
import { type EncryptedRequest, encryptOaep, encryptV2 } from '../test-support/client-crypto.ts';
import { smsCode } from '../test-support/flows.ts';
import { envelope, startTestGateway, type TestGateway, testKeyring } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';

const { gateway } = useSeededGateway({ sessions: false });
const keyring = testKeyring();

interface LoginValue {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  expiresAt: number;
}

function login(payload: Record<string, unknown>, options: { scheme?: 'v2' | 'oaep'; cookie?: string } = {}) {
  return loginTo(gateway, payload, options);
}

async function loginTo(target: TestGateway, payload: Record<string, unknown>, options: { scheme?: 'v2' | 'oaep'; cookie?: string } = {}) {
  const encrypted = options.scheme === 'oaep' ? await encryptOaep(payload, keyring.oaepKey) : encryptV2(payload, keyring.rsaModulusHex);
  return target.request({
    method: 'POST',
    url: '/wps/session/login',
    headers: { encryption: encrypted.header, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: encrypted.body,
  });
}

function captcha(): Promise<{ cookie: string; answer: string; png: Buffer }> {
  return captchaOf(gateway);
}

/** Fetches a captcha like the app does and reads its answer from the database, as a test may. */
async function captchaOf(target: TestGateway): Promise<{ cookie: string; answer: string; png: Buffer }> {
  const response = await target.request({ method: 'GET', url: '/wps/captcha' });
  expect(response.statusCode).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  const id = /captchaId=([0-9a-f]{32})/.exec(setCookie)?.[1] ?? '';
  const row = target.store.db.prepare('SELECT answer FROM captchas WHERE id = ?').get(id);
  return { cookie: `captchaId=${id}`, answer: String(row?.answer), png: Buffer.from(envelope(response).value as string, 'base64') };
}

const sessionCount = () => gateway.store.sessions.count();

describe('keys', () => {
  it('serves the v2 modulus and the OAEP key, never cached', async () => {
    const rsa = await gateway.request({ method: 'GET', url: `/wps/session/key/rsa?t=${Date.now()}` });
    expect(rsa.statusCode).toBe(200);
    expect(rsa.headers['cache-control']).toBe('no-store');
    // As the platform's gateways answer it: the whole body is the hex modulus, no envelope.
    expect(rsa.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(rsa.body).toBe(keyring.rsaModulusHex);
    const before = Date.now();
    const oaep = await gateway.request({ method: 'GET', url: '/wps/session/key/oaep?t=1' });
    expect(oaep.headers['cache-control']).toBe('no-store');
    // With the gateway's clock, which the app stamps its body with.
    const { serverTime, ...key } = envelope(oaep).value as { serverTime: number };
    expect(key).toEqual(keyring.oaepKey);
    expect(serverTime).toBeGreaterThanOrEqual(before);
    expect(serverTime).toBeLessThanOrEqual(Date.now());
  });

  it("serves the v2 modulus to a request without a Merchant header, as the platform's client sends it", async () => {
    const bare = await gateway.request({
      method: 'GET',
      url: `/wps/session/key/rsa?t=${Date.now()}`,
      merchant: null,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(bare.body).toMatch(/^[0-9a-f]{256}$/);
    expect(bare.body).toBe(keyring.rsaModulusHex);
    // HEAD as well, with no body.
    const head = await gateway.request({ method: 'HEAD', url: '/wps/session/key/rsa', merchant: null });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('logs in with the v2 scheme from the key as served, read as bare hex, without Merchant on the key call', async () => {
    const key = await gateway.request({ method: 'GET', url: `/wps/session/key/rsa?t=${Date.now()}`, merchant: null });
    const encrypted = encryptV2({ username: 'demo', password: 'demo1234' }, key.body.trim());
    const response = await gateway.request({
      method: 'POST',
      url: '/wps/session/login',
      headers: { encryption: encrypted.header },
      payload: encrypted.body,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((envelope(response).value as LoginValue).userName).toBe('demo');
  });
});

describe('a captured login body sent again (gateway/README.md "Encryption")', () => {
  const demo = { username: 'demo', password: 'demo1234', type: 'username', loginDeviceId: 'device-replay' };

  function send(encrypted: EncryptedRequest, remoteAddress: string) {
    return gateway.request({
      method: 'POST',
      url: '/wps/session/login',
      headers: { encryption: encrypted.header },
      payload: encrypted.body,
      remoteAddress,
    });
  }

  it.each([
    ['v2', async () => encryptV2(demo, keyring.rsaModulusHex), '198.51.100.21'],
    ['modern', async () => encryptOaep(demo, keyring.oaepKey), '198.51.100.22'],
  ])(
    '%s: opens one session; each copy sent again is refused with encryption.replayed and stores nothing',
    async (_scheme, seal, address) => {
      const captured = await seal();
      const first = await send(captured, address);
      expect(first.statusCode, first.body).toBe(200);
      const sessions = sessionCount();
      for (let copy = 0; copy < 3; copy++) {
        const again = await send(captured, address);
        expect(again.statusCode).toBe(400);
        expect(again.headers['cache-control']).toBe('no-store');
        expect(envelope(again)).toMatchObject({
          success: false,
          value: null,
          code: 'encryption.replayed',
          message: expect.stringMatching(/already received/),
        });
      }
      expect(sessionCount()).toBe(sessions);
      // The player's own next login is sealed anew and goes through.
      expect((await send(await seal(), address)).statusCode).toBe(200);
    },
  );

  it('v2: a copy re-written (header in capitals, base64 unchanged) is the same body', async () => {
    const captured = encryptV2(demo, keyring.rsaModulusHex);
    expect((await send(captured, '198.51.100.23')).statusCode).toBe(200);
    const sessions = sessionCount();
    const recased = await send({ ...captured, header: captured.header.toUpperCase() }, '198.51.100.23');
    expect(envelope(recased).code).toBe('encryption.replayed');
    expect(sessionCount()).toBe(sessions);
  });

  it("modern: a body sealed more than 2 minutes from the gateway's time is refused and stores nothing", async () => {
    const sessions = sessionCount();
    for (const ts of [Date.now() - 3 * 60_000, Date.now() + 3 * 60_000]) {
      const stale = await send(await encryptOaep(demo, keyring.oaepKey, { ts }), '198.51.100.24');
      expect(stale.statusCode).toBe(400);
      expect(envelope(stale)).toMatchObject({ code: 'encryption.replayed', message: expect.stringMatching(/120 s allowed/) });
    }
    expect(sessionCount()).toBe(sessions);
  });

  it('modern: a full store of used bodies refuses new ones with 429 rate.limited and Retry-After, storing nothing', async () => {
    const small = createKeyring({ maxUsedBodies: 1 });
    const target = await startTestGateway({ keyring: small });
    try {
      const seal = () => encryptOaep(demo, small.oaepKey);
      const post = async (encrypted: EncryptedRequest) =>
        target.request({ method: 'POST', url: '/wps/session/login', headers: { encryption: encrypted.header }, payload: encrypted.body });
      expect((await post(await seal())).statusCode).toBe(200);
      const sessions = target.store.sessions.count();
      const refused = await post(await seal());
      expect(refused.statusCode).toBe(429);
      expect(envelope(refused).code).toBe('rate.limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(200);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(241);
      expect(target.store.sessions.count()).toBe(sessions);
    } finally {
      await target.close();
    }
  });

  it('modern: two copies sent at once open one session', async () => {
    const captured = await encryptOaep(demo, keyring.oaepKey);
    const sessions = sessionCount();
    const answers = await Promise.all([1, 2, 3].map(() => send(captured, '198.51.100.25')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    expect(sessionCount()).toBe(sessions + 1);
  });
});

describe('captcha', () => {
  it('answers a base64 PNG, sets an HttpOnly SameSite=Strict cookie and stores a 4-6 digit answer', async () => {
    const response = await gateway.request({ method: 'GET', url: '/wps/captcha' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^captchaId=[0-9a-f]{32}; Path=\/; Max-Age=300; HttpOnly; SameSite=Strict$/);
    const value = envelope(response).value as string;
    expect(value).not.toMatch(/^data:/);
    const image = PNG.sync.read(Buffer.from(value, 'base64'));
    expect(image.width).toBeGreaterThanOrEqual(100);
    expect(image.height).toBeGreaterThanOrEqual(40);
    const { answer } = await captcha();
    expect(answer).toMatch(/^[0-9]{4,6}$/);
    const row = gateway.store.db.prepare('SELECT expires_at FROM captchas ORDER BY expires_at DESC LIMIT 1').get();
    expect(Number(row?.expires_at) - Date.now()).toBeGreaterThan(4 * 60_000);
  });
});

describe('login', () => {
  it('logs in with the v2 scheme and stores a hashed, expiring session', async () => {
    const before = Date.now();
    const response = await login({ username: 'demo', password: 'demo1234', type: 'username', loginDeviceId: 'device-1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const value = envelope(response).value as LoginValue;
    expect(value).toMatchObject({ userName: 'demo', customerType: 0, firstTimeLogin: false, passwordExpired: false });
    expect(value.token).toMatch(/^[0-9a-f]{64}$/);
    const row = gateway.store.db.prepare('SELECT * FROM sessions WHERE token_hash = ?').get(hashToken(value.token));
    expect(row).toBeDefined();
    expect(row?.login_device_id).toBe('device-1');
    expect(row?.merchant_code).toBe('nasa11f2');
    expect(Number(row?.expires_at)).toBe(value.expiresAt);
    expect(value.expiresAt - before).toBeGreaterThanOrEqual(120 * 60_000 - 1000);
    expect(gateway.store.db.prepare('SELECT 1 FROM sessions WHERE token_hash = ?').get(value.token)).toBeUndefined();
  });

  it('logs in with the modern scheme and reports firstTimeLogin', async () => {
    const response = await login({ username: 'newbie', password: 'newbie1234' }, { scheme: 'oaep' });
    expect(envelope(response).value).toMatchObject({ userName: 'newbie', customerType: 0, firstTimeLogin: true });
  });

  it('session works for member info, and logout revokes it', async () => {
    const { token } = envelope(await login({ username: 'demo', password: 'demo1234' })).value as LoginValue;
    const info = await gateway.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    expect(envelope(info).value).toEqual({
      id: 100001,
      account: 'demo',
      nickname: 'Demo Player',
      type: 0,
      currency: 'PHP',
      currencySymbol: '₱',
      sumBalance: 15250.75,
      vipLevel: 3,
      vipName: 'Gold',
    });

    const logout = await gateway.request({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } });
    expect(envelope(logout)).toEqual({ success: true, value: true });
    const row = gateway.store.db.prepare('SELECT revoked_at FROM sessions WHERE token_hash = ?').get(hashToken(token));
    expect(row?.revoked_at).not.toBeNull();

    const after = await gateway.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });
    expect(after.statusCode).toBe(401);
    expect(envelope(after).code).toBe('login.not.session');
    const again = await gateway.request({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } });
    expect(envelope(again).code).toBe('login.not.session');
  });

  it('accepts a DELETE that declares JSON but sends no body', async () => {
    const { token } = envelope(await login({ username: 'demo', password: 'demo1234' })).value as LoginValue;
    const logout = await gateway.request({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: token, 'content-type': 'application/json' },
    });
    expect(envelope(logout)).toEqual({ success: true, value: true });
  });

  it('refuses a token issued for another merchant', async () => {
    const { token } = envelope(await login({ username: 'demo', password: 'demo1234' })).value as LoginValue;
    gateway.store.db.prepare("UPDATE sessions SET merchant_code = 'other' WHERE token_hash = ?").run(hashToken(token));
    const info = await gateway.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });
    expect(envelope(info).code).toBe('login.not.session');
  });

  it('wrong password: login.failed with the captcha flag, then the captcha is required', async () => {
    const username = 'agent';
    const failed = await login({ username, password: 'wrong-password' });
    expect(failed.statusCode).toBe(400);
    expect(envelope(failed)).toMatchObject({ success: false, code: 'login.failed', value: { captcha: true } });
    expect(gateway.store.loginFailures.failures(username)).toBe(1);

    // Right password but no captcha (a device that never showed one): asked for, never called
    // wrong, and no session written.
    const sessions = sessionCount();
    const missing = await login({ username, password: 'agent1234' });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing)).toMatchObject({ code: 'captcha.required', value: { captcha: true } });
    expect(gateway.store.loginFailures.failures(username)).toBe(1);

    const wrong = await captcha();
    const wrongAnswer = wrong.answer === '0000' ? '1111' : '0000';
    const wrongResponse = await login({ username, password: 'agent1234', captcha: wrongAnswer }, { cookie: wrong.cookie });
    expect(envelope(wrongResponse).code).toBe('captcha.invalid');
    // The wrong guess used that captcha up: its right answer no longer works either.
    const reused = await login({ username, password: 'agent1234', captcha: wrong.answer }, { cookie: wrong.cookie });
    expect(envelope(reused).code).toBe('captcha.invalid');
    expect(sessionCount()).toBe(sessions);

    const right = await captcha();
    const accepted = await login({ username, password: 'agent1234', captcha: right.answer }, { cookie: right.cookie });
    expect(accepted.statusCode).toBe(200);
    expect(envelope(accepted).value).toMatchObject({ userName: 'agent', customerType: 2 });
    expect(gateway.store.loginFailures.failures(username)).toBe(0);
    expect(sessionCount()).toBe(sessions + 1);

    // Single use: the same captcha cannot be replayed.
    expect(gateway.store.db.prepare('SELECT 1 FROM captchas WHERE id = ?').get(right.cookie.split('=')[1] ?? '')).toBeUndefined();
    await login({ username, password: 'nope-nope' });
    const replay = await login({ username, password: 'agent1234', captcha: right.answer }, { cookie: right.cookie });
    expect(envelope(replay).code).toBe('captcha.invalid');
  });

  it('refuses an expired captcha', async () => {
    const username = 'trial01';
    await login({ username, password: 'wrong-password' });
    const expired = await captcha();
    gateway.store.db.prepare('UPDATE captchas SET expires_at = ?').run(Date.now() - 1);
    const response = await login({ username, password: 'trial1234', captcha: expired.answer }, { cookie: expired.cookie });
    expect(envelope(response).code).toBe('captcha.invalid');
  });

  it('unknown usernames fail like wrong passwords and also need a captcha next time', async () => {
    const response = await login({ username: 'nobody-here', password: 'whatever1' });
    expect(envelope(response)).toMatchObject({ code: 'login.failed', value: { captcha: true } });
    const next = await login({ username: 'NOBODY-HERE', password: 'whatever1' });
    expect(envelope(next).code).toBe('captcha.required');
  });

  it('asks a new device for the captcha with the flag, then logs it in with one', async () => {
    const username = 'trial01';
    await login({ username, password: 'wrong-password' }, { cookie: (await captcha()).cookie });
    // A fresh browser: no captcha cookie, no captcha typed, the right password.
    const fresh = await login({ username, password: 'trial1234' });
    expect(envelope(fresh)).toMatchObject({ code: 'captcha.required', value: { captcha: true } });
    const shown = await captcha();
    const accepted = await login({ username, password: 'trial1234', captcha: shown.answer }, { cookie: shown.cookie });
    expect(envelope(accepted).value).toMatchObject({ userName: username });
  });

  it('refuses agent-only and disabled accounts without opening a session', async () => {
    const sessions = sessionCount();
    const agentOnly = await login({ username: 'agentonly', password: 'agent1234' });
    expect(agentOnly.statusCode).toBe(403);
    expect(envelope(agentOnly)).toMatchObject({ code: 'login.not.member', message: 'Non-member account unable to login' });
    const disabled = await login({ username: 'disabled1', password: 'demo1234' });
    expect(disabled.statusCode).toBe(403);
    expect(envelope(disabled).code).toBe('member.disabled');
    expect(sessionCount()).toBe(sessions);
  });

  it('answers firebase.not.configured for Firebase login without FIREBASE_PROJECT_ID', async () => {
    const response = await login({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'x' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).code).toBe('firebase.not.configured');
  });

  it('validates the decrypted payload and names the field', async () => {
    const sessions = sessionCount();
    const missing = await login({ username: 'demo' });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing)).toMatchObject({ code: 'request.invalid' });
    expect(envelope(missing).message).toContain('password');
    const wrongType = await login({ username: 'demo', password: 1234 });
    expect(envelope(wrongType).message).toContain('password');
    const badType = await login({ username: 'demo', password: 'demo1234', type: 'magic' });
    expect(envelope(badType).message).toContain('type');
    expect(sessionCount()).toBe(sessions);
  });

  it('treats an expired token as logged out', async () => {
    const { token } = envelope(await login({ username: 'demo', password: 'demo1234' })).value as LoginValue;
    gateway.store.db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?').run(Date.now() - 1, hashToken(token));
    const info = await gateway.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });
    expect(info.statusCode).toBe(401);
    expect(envelope(info)).toMatchObject({ success: false, code: 'login.not.session', value: null });
  });

  it('treats forged, malformed and missing tokens as logged out', async () => {
    for (const authorization of ['a'.repeat(64), 'not-a-token', `Bearer ${'b'.repeat(64)}`, '']) {
      const info = await gateway.request({ method: 'GET', url: '/wps/member/info', headers: { authorization } });
      expect(info.statusCode).toBe(401);
      expect(envelope(info).code).toBe('login.not.session');
    }
    const none = await gateway.request({ method: 'GET', url: '/wps/member/info' });
    expect(envelope(none).code).toBe('login.not.session');
  });
});

describe('free play', () => {
  it('creates a trial account (type 4) with a session when FREEPLAY3 is on', async () => {
    const accounts = gateway.store.accounts.count();
    const response = await gateway.request({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { moduleId: 'FREEPLAY3' },
    });
    expect(response.statusCode).toBe(200);
    const value = envelope(response).value as LoginValue;
    expect(value.userName).toMatch(/^TRY[0-9]{6}$/);
    expect(value.customerType).toBe(4);
    expect(gateway.store.accounts.count()).toBe(accounts + 1);
    const info = await gateway.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: value.token } });
    expect(envelope(info).value).toMatchObject({ account: value.userName, type: 4, sumBalance: 2000 });
    // A trial account has no password: it cannot be logged into directly.
    const direct = await login({ username: value.userName, password: 'anything1' });
    expect(envelope(direct).code).toBe('login.failed');
  });

  it('accepts a request without a body', async () => {
    const response = await gateway.request({ method: 'POST', url: '/wps/session/login/freeplay' });
    expect(envelope(response).success).toBe(true);
  });

  it('refuses another module id', async () => {
    const response = await gateway.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: { moduleId: 'CBS3' } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).code).toBe('request.invalid');
  });

  it('answers function.not.available and writes nothing when FREEPLAY3 is off', async () => {
    gateway.store.settings.set('switches', { ...gateway.store.settings.get('switches'), FREEPLAY3: false });
    try {
      const accounts = gateway.store.accounts.count();
      const sessions = sessionCount();
      const response = await gateway.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({ success: false, code: 'function.not.available', value: null });
      expect(gateway.store.accounts.count()).toBe(accounts);
      expect(sessionCount()).toBe(sessions);
    } finally {
      gateway.store.settings.set('switches', { ...gateway.store.settings.get('switches'), FREEPLAY3: true });
    }
  });
});

describe('POST /wps/member/trialuser', () => {
  const trialUser = (token?: string, payload: unknown = { moduleId: 'FREEPLAY3' }) =>
    gateway.request({
      method: 'POST',
      url: '/wps/member/trialuser',
      payload: payload as object,
      headers: token ? { authorization: token } : {},
    });

  it('opens a trial account as free play does for a visitor', async () => {
    const accounts = gateway.store.accounts.count();
    const response = await trialUser();
    expect(response.statusCode).toBe(200);
    const value = envelope(response).value as LoginValue;
    expect(value).toMatchObject({ userName: expect.stringMatching(/^TRY[0-9]{6}$/), customerType: 4 });
    expect(gateway.store.accounts.count()).toBe(accounts + 1);
    const info = await gateway.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: value.token } });
    expect(envelope(info).value).toMatchObject({ account: value.userName, type: 4, sumBalance: 2000 });
  });

  it("returns the caller's own trial account, with the same session, creating nothing", async () => {
    const opened = envelope(await gateway.request({ method: 'POST', url: '/wps/session/login/freeplay' })).value as LoginValue;
    const accounts = gateway.store.accounts.count();
    const sessions = sessionCount();
    const response = await trialUser(opened.token);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).value).toEqual({
      token: opened.token,
      userName: opened.userName,
      customerType: 4,
      expiresAt: opened.expiresAt,
    });
    expect(gateway.store.accounts.count()).toBe(accounts);
    expect(sessionCount()).toBe(sessions);
  });

  it('opens a new trial for a stale token rather than failing', async () => {
    const response = await trialUser('f'.repeat(64));
    expect(response.statusCode).toBe(200);
    expect((envelope(response).value as LoginValue).token).not.toBe('f'.repeat(64));
  });

  it('refuses another module id or a malformed body with request.invalid', async () => {
    for (const payload of [{ moduleId: 'CBS3' }, { moduleId: 7 }]) {
      const response = await trialUser(undefined, payload);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
  });

  it('answers function.not.available, for a visitor and a trial alike, while FREEPLAY3 is off', async () => {
    const opened = envelope(await gateway.request({ method: 'POST', url: '/wps/session/login/freeplay' })).value as LoginValue;
    gateway.store.settings.set('switches', { ...gateway.store.settings.get('switches'), FREEPLAY3: false });
    try {
      const accounts = gateway.store.accounts.count();
      for (const token of [undefined, opened.token]) {
        const response = await trialUser(token);
        expect(response.statusCode).toBe(400);
        expect(envelope(response)).toMatchObject({ success: false, code: 'function.not.available' });
      }
      expect(gateway.store.accounts.count()).toBe(accounts);
    } finally {
      gateway.store.settings.set('switches', { ...gateway.store.settings.get('switches'), FREEPLAY3: true });
    }
  });
});

// A gateway of their own without the per-address limits, which the attempts here would reach first.
const { gateway: quiet } = useSeededGateway({ env: { RATE_LIMITS: 'off' }, sessions: false });
const quietLogin = (payload: Record<string, unknown>, options: { cookie?: string } = {}) => loginTo(quiet, payload, options);
const quietCaptcha = () => captchaOf(quiet);

describe('per-account lockout', () => {
  /** A wrong password sent as the app would, with the captcha the gateway asks for read from the store. */
  async function wrongPassword(username: string) {
    const shown = await quietCaptcha();
    return quietLogin({ username, password: 'wrong-password', captcha: shown.answer }, { cookie: shown.cookie });
  }

  it('pauses password logins after 10 failures in 15 minutes, whatever the address, and keeps SMS login open', async () => {
    const username = 'demo';
    for (let attempt = 1; attempt <= 9; attempt++) expect(envelope(await wrongPassword(username)).code).toBe('login.failed');
    expect(quiet.store.loginFailures.lockedUntil(username, Date.now())).toBeNull();
    expect(envelope(await wrongPassword(username)).code).toBe('login.failed');

    // The right password, from another address: still paused.
    const shown = await quietCaptcha();
    const encrypted = encryptV2({ username: 'DEMO', password: 'demo1234', captcha: shown.answer }, keyring.rsaModulusHex);
    const locked = await quiet.request({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: '203.0.113.9',
      headers: { encryption: encrypted.header, cookie: shown.cookie },
      payload: encrypted.body,
    });
    expect(locked.statusCode).toBe(429);
    const lockedUntil = (envelope(locked).value as { lockedUntil: number }).lockedUntil;
    expect(lockedUntil - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(lockedUntil - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    // Guesses during the pause are not counted.
    const failures = quiet.store.loginFailures.failures(username);
    expect(envelope(await wrongPassword(username)).code).toBe('login.locked');
    expect(quiet.store.loginFailures.failures(username)).toBe(failures);

    // SMS login stays open, and lifts the brake.
    const mobile = '9171234567';
    const code = await smsCode(quiet, 'noLogin', mobile);
    const sms = await quietLogin({ type: 'sms', mobileNum: mobile, countryDialingCode: '+63', verificationCode: code });
    expect(envelope(sms).value).toMatchObject({ userName: 'demo' });
    expect(quiet.store.loginFailures.lockedUntil(username, Date.now())).toBeNull();
    expect(envelope(await quietLogin({ username, password: 'demo1234' })).value).toMatchObject({ userName: 'demo' });
  });

  it('opens again after 15 minutes, and counts a new window after the old one ended', () => {
    const failures = quiet.store.loginFailures;
    const start = 1_000_000_000_000;
    for (let minute = 0; minute < 9; minute++) failures.recordFailure('clock-user', start + minute * 60_000);
    // The tenth comes after the window that began with the first: a new window, no lock.
    failures.recordFailure('clock-user', start + 15 * 60_000);
    expect(failures.lockedUntil('clock-user', start + 15 * 60_000)).toBeNull();
    for (let index = 1; index < 10; index++) failures.recordFailure('clock-user', start + 15 * 60_000 + index * 1000);
    const at = start + 15 * 60_000 + 9000;
    expect(failures.lockedUntil('clock-user', at)).toBe(at + 15 * 60_000);
    expect(failures.lockedUntil('clock-user', at + 15 * 60_000)).toBeNull();
    failures.clear('clock-user');
    expect(failures.failures('clock-user')).toBe(0);
  });
});

describe('a session that must change its password', () => {
  it('may only change it, read member info and log out', async () => {
    const expired = envelope(await quietLogin({ username: 'expired', password: 'expired1234' })).value as LoginValue & {
      passwordExpired: boolean;
    };
    expect(expired.passwordExpired).toBe(true);
    const headers = { authorization: expired.token };
    for (const url of ['/wps/wallets/gcs', '/wps/deposit/channels', '/wps/messages/inbox/unread']) {
      const refused = await quiet.request({ method: 'GET', url, headers });
      expect([url, refused.statusCode, envelope(refused).code]).toEqual([url, 403, 'password.change.required']);
    }
    const info = await quiet.request({ method: 'GET', url: '/wps/member/info', headers });
    expect(envelope(info).value).toMatchObject({ account: 'expired' });
    const logout = await quiet.request({ method: 'DELETE', url: '/wps/session/logout', headers });
    expect(envelope(logout).value).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';

import { verifyPassword } from '../lib/passwords.ts';
import { hashToken } from '../lib/tokens.ts';
import { DEFAULT_REGISTER_RULES } from '../store/seed-data/register-rules.ts';
import { captcha, encryptedCall, login, type LoginValue, rowCount, setSwitches, smsCode, wrongCode } from '../test-support/flows.ts';
import { ADMIN_TOKEN, envelope } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';

const { gateway } = useSeededGateway({ env: { RATE_LIMITS: 'off' }, sessions: false });

let serial = 0;
/** A fresh username and mobile number per registration. */
function fresh(): { username: string; mobileNum: string } {
  serial += 1;
  return { username: `player${String(serial).padStart(3, '0')}`, mobileNum: `9178${String(serial).padStart(6, '0')}` };
}

/** What the app sends for a username sign-up with the default rules (mobile required). */
function usernamePayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { username, mobileNum } = fresh();
  return {
    type: 0,
    username,
    password: 'secret123',
    confirmPassword: 'secret123',
    mobileNum,
    countryDialingCode: '+63',
    registerMethod: 'H5',
    registerUrl: 'lobby.example',
    domain: 'lobby.example',
    ...overrides,
  };
}

type Method = 'username' | 'mobile';
const url = (method: Method) => (method === 'username' ? '/wps/member/register' : '/wps/member/register/mobile');

/** Registers with a fresh captcha unless `withCaptcha` is false. */
async function register(method: Method, payload: Record<string, unknown>, options: { withCaptcha?: boolean; scheme?: 'v2' | 'oaep' } = {}) {
  if (options.withCaptcha === false) return encryptedCall(gateway, 'PUT', url(method), payload, { scheme: options.scheme });
  const image = await captcha(gateway);
  return encryptedCall(
    gateway,
    'PUT',
    url(method),
    { captcha: image.answer, ...payload },
    { cookie: image.cookie, scheme: options.scheme },
  );
}

const WRITTEN_TABLES = ['accounts', 'sessions', 'account_details'];
const counts = () => WRITTEN_TABLES.map((table) => rowCount(gateway, table));

/** A refused registration: the code (and value) it expects, and nothing written. */
async function expectRefused(
  method: Method,
  payload: Record<string, unknown>,
  code: string,
  value?: unknown,
  options: { withCaptcha?: boolean } = {},
) {
  const before = counts();
  const response = await register(method, payload, options);
  // Every registration refusal is a 400 (validation or business rule).
  expect(response.statusCode, JSON.stringify(envelope(response))).toBe(400);
  expect(envelope(response)).toMatchObject({ success: false, code });
  if (value !== undefined) expect(envelope(response).value).toEqual(value);
  expect(counts()).toEqual(before);
  return envelope(response);
}

async function putRules(rules: Record<string, unknown>) {
  const response = await gateway.request({
    method: 'PUT',
    url: '/admin/settings/registerRules',
    merchant: null,
    headers: { 'admin-token': ADMIN_TOKEN },
    payload: { value: rules },
  });
  expect(response.statusCode).toBe(200);
}

const rule = (field: string, changes: Record<string, unknown>) => ({
  ...DEFAULT_REGISTER_RULES,
  [field]: { ...DEFAULT_REGISTER_RULES[field], ...changes },
});

describe('username sign-up', () => {
  it('creates a type 0 account with its mobile, affiliate, details and a session like login', async () => {
    const payload = usernamePayload({ affiliateCode: 'agent01', email: 'player@example.com', nickname: 'Lucky', qqNum: 'not-checked' });
    const before = Date.now();
    const response = await register('username', payload, { scheme: 'oaep' });
    expect(response.statusCode, JSON.stringify(envelope(response))).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const value = envelope(response).value as LoginValue;
    expect(Object.keys(value).sort()).toEqual(['customerType', 'expiresAt', 'firstTimeLogin', 'passwordExpired', 'token', 'userName']);
    expect(value).toMatchObject({ userName: payload.username, customerType: 0, firstTimeLogin: false, passwordExpired: false });

    const account = gateway.store.accounts.findByUsername(String(payload.username));
    expect(account).toMatchObject({
      type: 0,
      status: 'active',
      balanceCents: 0,
      currency: 'PHP',
      nickname: 'Lucky',
      mobile: `+63 ${String(payload.mobileNum)}`,
      affiliateId: 100003,
      recommenderId: null,
      firstTimeLogin: false,
    });
    expect(account!.passwordChangedAt).toBeGreaterThanOrEqual(before);
    expect(await verifyPassword('secret123', account!.passwordHash)).toBe(true);
    // qqNum is disabled in the default rules: ignored, not stored.
    expect(gateway.store.accounts.details(account!.id)).toEqual({
      signUp: 'username',
      email: 'player@example.com',
      registerMethod: 'H5',
      registerUrl: 'lobby.example',
      domain: 'lobby.example',
    });
    const session = gateway.store.db
      .prepare('SELECT account_id, expires_at FROM sessions WHERE token_hash = ?')
      .get(hashToken(value.token));
    expect(Number(session?.account_id)).toBe(account!.id);
    expect(Number(session?.expires_at)).toBe(value.expiresAt);

    const wallet = await gateway.request({ method: 'GET', url: '/wps/wallets/gcs', headers: { authorization: value.token } });
    expect(envelope(wallet).value).toMatchObject({ sumBalance: 0, currency: 'PHP' });
    const again = await login(gateway, { username: String(payload.username).toUpperCase(), password: 'secret123' });
    expect(envelope(again).value).toMatchObject({ userName: payload.username, customerType: 0 });
  });

  it('refuses a taken username (any case) or mobile number', async () => {
    await expectRefused('username', usernamePayload({ username: 'AGENTONLY' }), 'username.exists');
    await expectRefused('username', usernamePayload({ mobileNum: '9171234567' }), 'mobile.exists');
  });

  it('refuses unknown invitation codes and referrers', async () => {
    await expectRefused('username', usernamePayload({ affiliateCode: 'NOPE99' }), 'affiliate.invalid');
    gateway.store.db.prepare("UPDATE accounts SET status = 'disabled' WHERE username = 'agentonly'").run();
    try {
      await expectRefused('username', usernamePayload({ affiliateCode: 'AGENT40' }), 'affiliate.invalid');
    } finally {
      gateway.store.db.prepare("UPDATE accounts SET status = 'active' WHERE username = 'agentonly'").run();
    }
    // recommenderId is disabled by default (ignored); enabled, it must name a member id.
    await putRules(rule('recommenderId', { enabled: true, acceptedPattern: '^[0-9]{1,10}$', minLength: 1, maxLength: 10 }));
    try {
      await expectRefused('username', usernamePayload({ recommenderId: '999999' }), 'referrer.invalid');
      await expectRefused('username', usernamePayload({ recommenderId: '100004' }), 'referrer.invalid');
      const payload = usernamePayload({ recommenderId: '100001' });
      expect((await register('username', payload)).statusCode).toBe(200);
      expect(gateway.store.accounts.findByUsername(String(payload.username))?.recommenderId).toBe(100001);
    } finally {
      await putRules(DEFAULT_REGISTER_RULES);
    }
  });

  it('checks confirmPassword against password', async () => {
    await expectRefused('username', usernamePayload({ confirmPassword: 'secret124' }), 'register.field.invalid', {
      field: 'confirmPassword',
      patternId: 'in_confirmation_correct',
    });
  });

  it('validates fields against the stored rules, reporting the first failing field in rule order', async () => {
    await expectRefused('username', usernamePayload({ username: 'ab' }), 'register.field.invalid', {
      field: 'username',
      patternId: 'USERNAME',
    });
    await expectRefused('username', usernamePayload({ password: 'a b c d e', confirmPassword: 'a b c d e' }), 'register.field.invalid', {
      field: 'password',
      patternId: 'PASSWORD',
    });
    await expectRefused('username', usernamePayload({ username: '', password: '' }), 'register.field.invalid', {
      field: 'username',
      patternId: 'USERNAME',
    });
    await expectRefused('username', usernamePayload({ email: 'not-an-email', mobileNum: '12' }), 'register.field.invalid', {
      field: 'email',
      patternId: 'EMAIL',
    });
    await expectRefused('username', usernamePayload({ mobileNum: '12' }), 'register.field.invalid', {
      field: 'mobileNum',
      patternId: 'MOBILE',
    });
  });

  it('follows rule edits made through the admin API', async () => {
    await putRules(rule('email', { required: true }));
    try {
      const missing = await expectRefused('username', usernamePayload(), 'register.field.invalid', { field: 'email', patternId: 'EMAIL' });
      expect(missing.message).toBe(DEFAULT_REGISTER_RULES.email!.message);
      expect((await register('username', usernamePayload({ email: 'a@b.co' }))).statusCode).toBe(200);
    } finally {
      await putRules(DEFAULT_REGISTER_RULES);
    }
    // The mobile number is optional for username sign-up by default; required, it must be given.
    const noMobile = usernamePayload({ mobileNum: undefined, nickname: 'Shown' });
    expect((await register('username', noMobile)).statusCode).toBe(200);
    expect(gateway.store.accounts.findByUsername(String(noMobile.username))).toMatchObject({ mobile: null, nickname: 'Shown' });
    await putRules({
      ...rule('mobileNum', { required: true }),
      nickname: { ...DEFAULT_REGISTER_RULES.nickname, enabled: false },
    });
    try {
      await expectRefused('username', usernamePayload({ mobileNum: undefined }), 'register.field.invalid', {
        field: 'mobileNum',
        patternId: 'MOBILE',
      });
      // A disabled field is ignored: the nickname is not stored.
      const payload = usernamePayload({ nickname: 'x' });
      expect((await register('username', payload)).statusCode).toBe(200);
      expect(gateway.store.accounts.findByUsername(String(payload.username))).toMatchObject({ nickname: '' });
    } finally {
      await putRules(DEFAULT_REGISTER_RULES);
    }
  });

  it('needs the captcha while CAPTCHA3 is on and the captcha rule is enabled', async () => {
    await expectRefused('username', usernamePayload(), 'captcha.invalid', { captcha: true }, { withCaptcha: false });
    const image = await captcha(gateway);
    const before = counts();
    const wrong = await encryptedCall(gateway, 'PUT', url('username'), usernamePayload({ captcha: wrongCode(image.answer) }), {
      cookie: image.cookie,
    });
    expect(envelope(wrong)).toMatchObject({ code: 'captcha.invalid', value: { captcha: true } });
    expect(counts()).toEqual(before);
    setSwitches(gateway, { CAPTCHA3: false });
    try {
      expect((await register('username', usernamePayload(), { withCaptcha: false })).statusCode).toBe(200);
    } finally {
      setSwitches(gateway, { CAPTCHA3: true });
    }
    await putRules({ ...DEFAULT_REGISTER_RULES, captcha: { ...DEFAULT_REGISTER_RULES.captcha!, enabled: false } });
    try {
      expect((await register('username', usernamePayload(), { withCaptcha: false })).statusCode).toBe(200);
    } finally {
      await putRules(DEFAULT_REGISTER_RULES);
    }
  });

  it('refuses malformed payloads with request.invalid', async () => {
    for (const overrides of [
      { type: 1 },
      { type: '0' },
      { type: undefined },
      { registerMethod: 'IOS' },
      { nickname: 5 },
      { surprise: 'x' },
    ]) {
      await expectRefused('username', usernamePayload(overrides), 'request.invalid');
    }
    await expectRefused('username', usernamePayload({ countryDialingCode: '+999' }), 'request.invalid');
    await expectRefused('username', usernamePayload({ countryDialingCode: undefined }), 'request.invalid');
    const garbled = await gateway.request({
      method: 'PUT',
      url: '/wps/member/register',
      payload: { value: 'abc' },
      headers: { encryption: 'x' },
    });
    expect(envelope(garbled).code).toBe('encryption.invalid');
  });
});

describe('mobile sign-up', () => {
  it('with REGMOBVERF3 on, needs the register SMS code; the username defaults to m + digits', async () => {
    const { mobileNum } = fresh();
    const payload = { type: 0, mobileNum, countryDialingCode: '+63', password: 'secret123', confirmPassword: 'secret123' };
    await expectRefused('mobile', payload, 'register.field.invalid', { field: 'verificationCode', patternId: 'VERIFICATION_CODE' });
    const code = await smsCode(gateway, 'register', mobileNum);
    await expectRefused('mobile', { ...payload, verificationCode: wrongCode(code) }, 'verification.invalid');
    const attempts = gateway.store.db
      .prepare('SELECT attempts FROM sms_codes WHERE mobile_num = ? ORDER BY id DESC LIMIT 1')
      .get(mobileNum);
    expect(Number(attempts?.attempts)).toBe(1);

    const response = await register('mobile', { ...payload, verificationCode: code });
    expect(response.statusCode, JSON.stringify(envelope(response))).toBe(200);
    expect(envelope(response).value).toMatchObject({ userName: `m${mobileNum}`, customerType: 0, passwordExpired: false });
    const used = gateway.store.db.prepare('SELECT used_at FROM sms_codes WHERE mobile_num = ? ORDER BY id DESC LIMIT 1').get(mobileNum);
    expect(used?.used_at).not.toBeNull();
    expect(gateway.store.accounts.findByUsername(`m${mobileNum}`)?.mobile).toBe(`+63 ${mobileNum}`);
    expect(gateway.store.accounts.details(gateway.store.accounts.findByUsername(`m${mobileNum}`)!.id).signUp).toBe('mobile');
    // The number is taken now, and the code is used up.
    await expectRefused('mobile', { ...payload, verificationCode: code }, 'username.exists');
    await expectRefused('mobile', { ...payload, username: 'othername1', verificationCode: code }, 'mobile.exists');
  });

  it('does not accept a code sent to another number or for another purpose', async () => {
    const { mobileNum } = fresh();
    const other = fresh().mobileNum;
    const code = await smsCode(gateway, 'register', other);
    const payload = {
      type: 0,
      mobileNum,
      countryDialingCode: '+63',
      password: 'secret123',
      confirmPassword: 'secret123',
      verificationCode: code,
    };
    await expectRefused('mobile', payload, 'verification.invalid');
    const login = await smsCode(gateway, 'noLogin', '9171234567');
    await expectRefused('mobile', { ...payload, verificationCode: login }, 'verification.invalid');
  });

  it('with REGMOBVERF3 off, needs no code; a given username is used', async () => {
    setSwitches(gateway, { REGMOBVERF3: false });
    try {
      const { username, mobileNum } = fresh();
      const response = await register('mobile', {
        type: 0,
        username,
        mobileNum,
        countryDialingCode: '+63',
        password: 'secret123',
        confirmPassword: 'secret123',
      });
      expect(response.statusCode, JSON.stringify(envelope(response))).toBe(200);
      expect(envelope(response).value).toMatchObject({ userName: username });
    } finally {
      setSwitches(gateway, { REGMOBVERF3: true });
    }
  });

  it('with MOBILENUMPASSREG3 off, the password is optional and the account has no usable one', async () => {
    const { mobileNum } = fresh();
    const code = await smsCode(gateway, 'register', mobileNum);
    await expectRefused('mobile', { type: 0, mobileNum, countryDialingCode: '+63', verificationCode: code }, 'register.field.invalid', {
      field: 'password',
      patternId: 'PASSWORD',
    });
    setSwitches(gateway, { MOBILENUMPASSREG3: false });
    try {
      const response = await register('mobile', { type: 0, mobileNum, countryDialingCode: '+63', verificationCode: code });
      expect(response.statusCode, JSON.stringify(envelope(response))).toBe(200);
      const account = gateway.store.accounts.findByUsername(`m${mobileNum}`)!;
      expect(account.passwordHash).toMatch(/^none\$[0-9a-f]{32}$/);
      expect(envelope(await login(gateway, { username: `m${mobileNum}`, password: 'anything1' })).code).toBe('login.failed');
      // A password may still be given, and is then checked and kept.
      const second = fresh().mobileNum;
      const secondCode = await smsCode(gateway, 'register', second);
      await expectRefused(
        'mobile',
        { type: 0, mobileNum: second, countryDialingCode: '+63', verificationCode: secondCode, password: 'x' },
        'register.field.invalid',
        {
          field: 'password',
          patternId: 'PASSWORD',
        },
      );
    } finally {
      setSwitches(gateway, { MOBILENUMPASSREG3: true });
    }
  });

  it('needs the mobile number and a known dialing code', async () => {
    await expectRefused('mobile', { type: 0, password: 'secret123', confirmPassword: 'secret123' }, 'register.field.invalid', {
      field: 'mobileNum',
      patternId: 'MOBILE',
    });
    await expectRefused(
      'mobile',
      {
        type: 0,
        mobileNum: '9178123123',
        countryDialingCode: '+999',
        password: 'secret123',
        confirmPassword: 'secret123',
        verificationCode: '123456',
      },
      'request.invalid',
    );
  });
});

describe('registration switches', () => {
  it('REG3 off refuses both methods; each method has its own switch', async () => {
    const mobilePayload = () => ({
      type: 0,
      mobileNum: fresh().mobileNum,
      countryDialingCode: '+63',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    setSwitches(gateway, { REG3: false });
    try {
      await expectRefused('username', usernamePayload(), 'function.not.available');
      await expectRefused('mobile', mobilePayload(), 'function.not.available');
    } finally {
      setSwitches(gateway, { REG3: true });
    }
    setSwitches(gateway, { USERNAMEREG3: false, REGMOBVERF3: false });
    try {
      await expectRefused('username', usernamePayload(), 'function.not.available');
      expect((await register('mobile', mobilePayload())).statusCode).toBe(200);
    } finally {
      setSwitches(gateway, { USERNAMEREG3: true, REGMOBVERF3: true });
    }
    setSwitches(gateway, { MOBILENUMREG3: false });
    try {
      await expectRefused('mobile', mobilePayload(), 'function.not.available');
      expect((await register('username', usernamePayload())).statusCode).toBe(200);
    } finally {
      setSwitches(gateway, { MOBILENUMREG3: true });
    }
    // DIRECTREG3 only changes what the app shows.
    setSwitches(gateway, { DIRECTREG3: false });
    try {
      expect((await register('username', usernamePayload())).statusCode).toBe(200);
    } finally {
      setSwitches(gateway, { DIRECTREG3: true });
    }
  });
});

describe('username check', () => {
  const check = (username: string) =>
    gateway.request({ method: 'GET', url: `/wps/check/username?username=${encodeURIComponent(username)}` });

  it('answers a free name as available, without storing anything', async () => {
    const before = counts();
    const free = await check('brandnew1');
    expect(free.statusCode).toBe(200);
    expect(free.headers['cache-control']).toBe('no-store');
    expect(envelope(free)).toEqual({ success: true, value: { available: true } });
    expect(counts()).toEqual(before);
  });

  it('answers a seeded account as taken, whatever its letter case', async () => {
    for (const name of ['newbie', 'agentonly', 'AgentOnly', 'TRIAL01', 'disabled1']) {
      const taken = await check(name);
      expect(taken.statusCode, name).toBe(200);
      expect(envelope(taken).value, name).toEqual({ available: false });
    }
  });

  it('answers a name as taken once it has been registered', async () => {
    const payload = usernamePayload();
    const name = String(payload.username);
    expect(envelope(await check(name)).value).toEqual({ available: true });
    expect((await register('username', payload)).statusCode).toBe(200);
    expect(envelope(await check(name)).value).toEqual({ available: false });
    expect(envelope(await check(name.toUpperCase())).value).toEqual({ available: false });
  });

  it('refuses names the username rule refuses with register.field.invalid, never a lookup', async () => {
    // `demo` is an account, but shorter than the rule allows: the rule answers first.
    for (const name of ['ab', 'demo', 'has space1', 'x'.repeat(17), 'naïve123', '  padded1  ']) {
      const refused = await check(name);
      expect(refused.statusCode, name).toBe(400);
      expect(envelope(refused), name).toMatchObject({
        success: false,
        code: 'register.field.invalid',
        value: { field: 'username', patternId: 'USERNAME' },
      });
      expect(refused.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('follows the rule the operator sets', async () => {
    await putRules(rule('username', { acceptedPattern: '^[a-z]{3,8}$', minLength: 3, maxLength: 8 }));
    try {
      expect(envelope(await check('demo')).value).toEqual({ available: false });
      expect(envelope(await check('newname')).value).toEqual({ available: true });
      expect(envelope(await check('demo01')).code).toBe('register.field.invalid');
    } finally {
      await putRules(DEFAULT_REGISTER_RULES);
    }
  });

  it('refuses a malformed query with request.invalid (400), never a 500', async () => {
    for (const url of [
      '/wps/check/username',
      '/wps/check/username?username=',
      `/wps/check/username?username=${'a'.repeat(65)}`,
      '/wps/check/username?username=player1&username=player2',
      '/wps/check/username?username=player1&extra=1',
    ]) {
      const response = await gateway.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(envelope(response), url).toMatchObject({ success: false, code: 'request.invalid' });
    }
  });
});

describe('affiliate check', () => {
  const check = (query: string) => gateway.request({ method: 'GET', url: `/wps/affiliate/check?${query}` });

  it('accepts the codes of active agents (type 2 and 40-42), case-insensitively', async () => {
    const agent = await check('code=AGENT01&domain=lobby.example');
    expect(agent.statusCode).toBe(200);
    expect(envelope(agent)).toEqual({ success: true, value: { valid: true, code: 'AGENT01' } });
    expect(envelope(await check('code=agent40')).value).toEqual({ valid: true, code: 'AGENT40' });
  });

  it('refuses unknown codes and codes of disabled agents with affiliate.invalid', async () => {
    for (const query of ['code=NOPE01', 'code=%24%24%24']) {
      const response = await check(query);
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({ success: false, code: 'affiliate.invalid' });
    }
    gateway.store.db.prepare("UPDATE accounts SET status = 'disabled' WHERE username = 'agent'").run();
    try {
      expect(envelope(await check('code=AGENT01')).code).toBe('affiliate.invalid');
    } finally {
      gateway.store.db.prepare("UPDATE accounts SET status = 'active' WHERE username = 'agent'").run();
    }
    expect(envelope(await check('domain=x')).code).toBe('request.invalid');
  });
});

describe('logging in with the mobile number of a mobile sign-up', () => {
  async function signUpByMobile(): Promise<{ mobileNum: string; userName: string }> {
    const { mobileNum } = fresh();
    const code = await smsCode(gateway, 'register', mobileNum);
    const response = await register('mobile', {
      type: 0,
      mobileNum,
      countryDialingCode: '+63',
      password: 'secret123',
      confirmPassword: 'secret123',
      verificationCode: code,
    });
    expect(response.statusCode, JSON.stringify(envelope(response))).toBe(200);
    return { mobileNum, userName: (envelope(response).value as LoginValue).userName };
  }

  it('opens the session of the account with that number and the password chosen at sign-up', async () => {
    const { mobileNum, userName } = await signUpByMobile();
    expect(userName).toBe(`m${mobileNum}`);
    const response = await login(gateway, {
      type: 'mobile',
      mobileNum,
      countryDialingCode: '+63',
      password: 'secret123',
      loginDeviceId: 'device-1',
    });
    expect(response.statusCode, JSON.stringify(envelope(response))).toBe(200);
    expect(envelope(response).value).toMatchObject({ userName });
    // The generated username logs in with the same password.
    expect(envelope(await login(gateway, { username: userName, password: 'secret123' })).success).toBe(true);
  });

  it('answers a wrong password and an unregistered number alike', async () => {
    const { mobileNum } = await signUpByMobile();
    const wrong = await login(gateway, { type: 'mobile', mobileNum, countryDialingCode: '+63', password: 'wrong1234' });
    const nobody = await login(gateway, { type: 'mobile', mobileNum: '9999000111', countryDialingCode: '+63', password: 'wrong1234' });
    expect(wrong.statusCode).toBe(nobody.statusCode);
    expect(envelope(wrong).code).toBe('login.failed');
    expect(envelope(nobody).code).toBe('login.failed');
  });

  it('refuses bad input with a 4xx and no session', async () => {
    const before = rowCount(gateway, 'sessions');
    for (const payload of [
      { type: 'mobile', countryDialingCode: '+63', password: 'secret123' },
      { type: 'mobile', mobileNum: '9171234567', countryDialingCode: '+999', password: 'secret123' },
      { type: 'mobile', mobileNum: '9171234567', countryDialingCode: '+63' },
      { type: 'mobile', mobileNum: 42, countryDialingCode: '+63', password: 'secret123' },
    ]) {
      const response = await login(gateway, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(envelope(response).success).toBe(false);
    }
    expect(rowCount(gateway, 'sessions')).toBe(before);
  });

  it('is refused while mobile sign-ups choose no password', async () => {
    const { mobileNum } = await signUpByMobile();
    setSwitches(gateway, { MOBILENUMPASSREG3: false });
    try {
      const response = await login(gateway, { type: 'mobile', mobileNum, countryDialingCode: '+63', password: 'secret123' });
      expect(envelope(response).code).toBe('function.not.available');
    } finally {
      setSwitches(gateway, { MOBILENUMPASSREG3: true });
    }
  });
});

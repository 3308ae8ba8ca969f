import { describe, expect, it } from 'vitest';

import { hashToken } from '../lib/tokens.ts';
import { SMS_MAX_ATTEMPTS } from '../store/repositories/sms-codes.ts';
import {
  allowResend,
  lastSmsCode,
  login,
  type LoginValue,
  rowCount,
  sendSms,
  setSwitches,
  smsCode,
  wrongCode,
} from '../test-support/flows.ts';
import { ADMIN_TOKEN, envelope, startTestGateway } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';

// Per-IP limits are tested in http/rate-limits.test.ts; here they would only get in the way.
const { gateway } = useSeededGateway({ env: { RATE_LIMITS: 'off' }, sessions: false });

const DEMO_MOBILE = '9171234567';
const NEWBIE_MOBILE = '9170000001';

const smsLogin = (mobileNum: string, verificationCode: string, countryDialingCode = '+63') =>
  login(gateway, { type: 'sms', mobileNum, countryDialingCode, verificationCode });

function adminSms(mobile: string, countryDialingCode = '+63', token: string | null = ADMIN_TOKEN) {
  return gateway.request({
    method: 'GET',
    url: `/admin/sms?mobile=${mobile}&countryDialingCode=${encodeURIComponent(countryDialingCode)}`,
    merchant: null,
    headers: token === null ? {} : { 'admin-token': token },
  });
}

describe('sending SMS codes', () => {
  it('sends a 6-digit login code, prints it, stores it for 5 minutes and answers when to ask again', async () => {
    const before = Date.now();
    const response = await sendSms(gateway, 'noLogin', DEMO_MOBILE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { expirationTime } = envelope(response).value as { expirationTime: number };
    expect(expirationTime).toBeGreaterThanOrEqual(before + 60_000);
    expect(expirationTime).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(gateway.smsLines.at(-1)).toMatch(/^SMS code for \+63 9171234567 \(login\): [0-9]{6}$/);
    const row = gateway.store.db.prepare('SELECT * FROM sms_codes ORDER BY id DESC LIMIT 1').get();
    expect(row).toMatchObject({ dialing_code: '+63', mobile_num: DEMO_MOBILE, purpose: 'login', attempts: 0, used_at: null });
    expect(row?.code).toBe(lastSmsCode(gateway, DEMO_MOBILE, 'login'));
    expect(Number(row?.resend_at)).toBe(expirationTime);
    expect(Number(row?.expires_at) - Number(row?.created_at)).toBe(5 * 60_000);
  });

  it('refuses a resend before expirationTime with sms.too.frequent and the same expirationTime', async () => {
    allowResend(gateway, NEWBIE_MOBILE);
    const first = envelope(await sendSms(gateway, 'forget', NEWBIE_MOBILE)).value as { expirationTime: number };
    const rows = rowCount(gateway, 'sms_codes');
    const again = await sendSms(gateway, 'forget', NEWBIE_MOBILE);
    expect(again.statusCode).toBe(429);
    expect(envelope(again)).toMatchObject({ success: false, code: 'sms.too.frequent', value: { expirationTime: first.expirationTime } });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(rowCount(gateway, 'sms_codes')).toBe(rows);
    // Another purpose has its own button and its own wait.
    expect((await sendSms(gateway, 'noLogin', NEWBIE_MOBILE)).statusCode).toBe(200);
  });

  it('caps a number at 5 codes per hour (429 rate.limited), whatever the purpose', async () => {
    const mobile = '9175550001';
    for (let i = 0; i < 5; i++) {
      allowResend(gateway, mobile);
      expect((await sendSms(gateway, 'register', mobile)).statusCode).toBe(200);
    }
    allowResend(gateway, mobile);
    const rows = rowCount(gateway, 'sms_codes');
    const capped = await sendSms(gateway, 'register', mobile);
    expect(capped.statusCode).toBe(429);
    expect(envelope(capped)).toMatchObject({ success: false, code: 'rate.limited', value: null });
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3500);
    expect(rowCount(gateway, 'sms_codes')).toBe(rows);
    // An hour later the number may receive codes again.
    gateway.store.db.prepare('UPDATE sms_codes SET created_at = created_at - 3600000 WHERE mobile_num = ?').run(mobile);
    expect((await sendSms(gateway, 'register', mobile)).statusCode).toBe(200);
  });

  it('login and forget need a registered active member, register needs a new number', async () => {
    const unknown = await sendSms(gateway, 'noLogin', '9999999999');
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown)).toMatchObject({ code: 'mobile.not.registered', value: null });
    expect(envelope(await sendSms(gateway, 'forget', '9999999999')).code).toBe('mobile.not.registered');
    // Same national digits under another country code are another number.
    expect(envelope(await sendSms(gateway, 'noLogin', DEMO_MOBILE, '+84')).code).toBe('mobile.not.registered');
    const taken = await sendSms(gateway, 'register', DEMO_MOBILE);
    expect(taken.statusCode).toBe(400);
    expect(envelope(taken).code).toBe('mobile.exists');

    gateway.store.db.prepare("UPDATE accounts SET mobile = '+63 9175550100' WHERE username = 'disabled1'").run();
    gateway.store.db.prepare("UPDATE accounts SET mobile = '+63 9175550101' WHERE username = 'agentonly'").run();
    expect(envelope(await sendSms(gateway, 'noLogin', '9175550100')).code).toBe('mobile.not.registered');
    expect(envelope(await sendSms(gateway, 'noLogin', '9175550101')).code).toBe('mobile.not.registered');
    expect(envelope(await sendSms(gateway, 'register', '9175550100')).code).toBe('mobile.exists');
  });

  it('validates numbers and dialing codes (request.invalid) and writes nothing', async () => {
    const rows = rowCount(gateway, 'sms_codes');
    const cases: Record<string, unknown>[] = [
      { mobileNum: '917-123', countryDialingCode: '+63' },
      { mobileNum: '1234', countryDialingCode: '+63' },
      { mobileNum: '1'.repeat(21), countryDialingCode: '+63' },
      { mobileNum: DEMO_MOBILE, countryDialingCode: '63' },
      { mobileNum: DEMO_MOBILE, countryDialingCode: '+999' },
      { mobileNum: DEMO_MOBILE },
      { mobileNum: DEMO_MOBILE, countryDialingCode: '+63', extra: 1 },
      { mobileNum: 9171234567, countryDialingCode: '+63' },
    ];
    for (const payload of cases) {
      const response = await gateway.request({ method: 'POST', url: '/wps/verification/sms/noLogin', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(response).code, JSON.stringify(payload)).toBe('request.invalid');
    }
    // Registration names the field mobileNo.
    const wrongName = await gateway.request({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum: '9175550200', countryDialingCode: '+63' },
    });
    expect(envelope(wrongName).code).toBe('request.invalid');
    expect(rowCount(gateway, 'sms_codes')).toBe(rows);
  });

  it('accepts a geetest result without checking it', async () => {
    const response = await gateway.request({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '9175550300', countryDialingCode: '+63', geetest: { lot_number: 'x', captcha_output: 'y' } },
    });
    expect(response.statusCode).toBe(200);
  });

  it('follows the switches: no login codes without MOBILEVERCODELOGIN3, no sign-up codes without MOBILENUMREG3', async () => {
    setSwitches(gateway, { MOBILEVERCODELOGIN3: false, REG3: false });
    try {
      const rows = rowCount(gateway, 'sms_codes');
      allowResend(gateway, DEMO_MOBILE);
      expect(envelope(await sendSms(gateway, 'noLogin', DEMO_MOBILE)).code).toBe('function.not.available');
      expect(envelope(await sendSms(gateway, 'register', '9175550400')).code).toBe('function.not.available');
      expect(rowCount(gateway, 'sms_codes')).toBe(rows);
      // Password recovery has no switch.
      allowResend(gateway, DEMO_MOBILE);
      expect((await sendSms(gateway, 'forget', DEMO_MOBILE)).statusCode).toBe(200);
    } finally {
      setSwitches(gateway, { MOBILEVERCODELOGIN3: true, REG3: true });
    }
  });
});

describe('SMS login', () => {
  it('logs in with a login code, like a password login, and uses the code up', async () => {
    const code = await smsCode(gateway, 'noLogin', DEMO_MOBILE);
    const response = await smsLogin(DEMO_MOBILE, code);
    expect(response.statusCode).toBe(200);
    const value = envelope(response).value as LoginValue;
    expect(value).toMatchObject({ userName: 'demo', customerType: 0, firstTimeLogin: false, passwordExpired: false });
    expect(gateway.store.db.prepare('SELECT 1 FROM sessions WHERE token_hash = ?').get(hashToken(value.token))).toBeDefined();
    const info = await gateway.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: value.token } });
    expect(envelope(info).value).toMatchObject({ account: 'demo' });

    const sessions = rowCount(gateway, 'sessions');
    const reused = await smsLogin(DEMO_MOBILE, code);
    expect(reused.statusCode).toBe(400);
    expect(envelope(reused)).toMatchObject({ code: 'verification.invalid', value: null });
    expect(rowCount(gateway, 'sessions')).toBe(sessions);
  });

  it('reports firstTimeLogin as it is stored', async () => {
    const code = await smsCode(gateway, 'noLogin', NEWBIE_MOBILE);
    expect(envelope(await smsLogin(NEWBIE_MOBILE, code, '+63')).value).toMatchObject({ userName: 'newbie', firstTimeLogin: true });
  });

  it('refuses an expired code', async () => {
    const code = await smsCode(gateway, 'noLogin', DEMO_MOBILE);
    gateway.store.db.prepare('UPDATE sms_codes SET expires_at = ? WHERE mobile_num = ?').run(Date.now() - 1, DEMO_MOBILE);
    expect(envelope(await smsLogin(DEMO_MOBILE, code)).code).toBe('verification.invalid');
  });

  it('kills a code after 5 wrong tries, and a newer code replaces an older one', async () => {
    const older = await smsCode(gateway, 'noLogin', DEMO_MOBILE);
    const code = await smsCode(gateway, 'noLogin', DEMO_MOBILE);
    if (older !== code) expect(envelope(await smsLogin(DEMO_MOBILE, older)).code).toBe('verification.invalid');
    const row = () =>
      gateway.store.db.prepare('SELECT attempts, used_at FROM sms_codes WHERE mobile_num = ? ORDER BY id DESC LIMIT 1').get(DEMO_MOBILE);
    const triesSoFar = Number(row()?.attempts);
    for (let i = triesSoFar; i < SMS_MAX_ATTEMPTS; i++) {
      expect(envelope(await smsLogin(DEMO_MOBILE, wrongCode(code))).code).toBe('verification.invalid');
    }
    expect(row()).toMatchObject({ attempts: SMS_MAX_ATTEMPTS, used_at: null });
    const sessions = rowCount(gateway, 'sessions');
    expect(envelope(await smsLogin(DEMO_MOBILE, code)).code).toBe('verification.invalid');
    expect(rowCount(gateway, 'sessions')).toBe(sessions);
  });

  it('does not accept codes sent for another purpose or to another number', async () => {
    const forget = await smsCode(gateway, 'forget', DEMO_MOBILE);
    expect(envelope(await smsLogin(DEMO_MOBILE, forget)).code).toBe('verification.invalid');
    const newbie = await smsCode(gateway, 'noLogin', NEWBIE_MOBILE);
    expect(envelope(await smsLogin(DEMO_MOBILE, newbie)).code).toBe('verification.invalid');
  });

  it('refuses a member disabled after the code was sent', async () => {
    const code = await smsCode(gateway, 'noLogin', NEWBIE_MOBILE);
    gateway.store.db.prepare("UPDATE accounts SET status = 'disabled' WHERE username = 'newbie'").run();
    try {
      const response = await smsLogin(NEWBIE_MOBILE, code);
      expect(response.statusCode).toBe(403);
      expect(envelope(response).code).toBe('member.disabled');
    } finally {
      gateway.store.db.prepare("UPDATE accounts SET status = 'active' WHERE username = 'newbie'").run();
    }
  });

  it('validates the payload and is function.not.available while MOBILEVERCODELOGIN3 is off', async () => {
    expect(envelope(await login(gateway, { type: 'sms', mobileNum: DEMO_MOBILE, verificationCode: '123456' })).code).toBe(
      'request.invalid',
    );
    expect(envelope(await smsLogin('12ab', '123456')).code).toBe('request.invalid');
    expect(envelope(await smsLogin(DEMO_MOBILE, '123456', '+999')).code).toBe('request.invalid');
    const code = await smsCode(gateway, 'noLogin', DEMO_MOBILE);
    setSwitches(gateway, { MOBILEVERCODELOGIN3: false });
    try {
      expect(envelope(await smsLogin(DEMO_MOBILE, code)).code).toBe('function.not.available');
    } finally {
      setSwitches(gateway, { MOBILEVERCODELOGIN3: true });
    }
    // The refused attempt did not use the code.
    expect(envelope(await smsLogin(DEMO_MOBILE, code)).success).toBe(true);
  });
});

describe('password expiry', () => {
  it('flags the expired account (200 days) while PWDEXPFORCECHANGE3 is on and the age is over passwordMaxAgeDays', async () => {
    const expired = await login(gateway, { username: 'expired', password: 'expired1234' });
    expect(envelope(expired).value).toMatchObject({ userName: 'expired', customerType: 0, firstTimeLogin: false, passwordExpired: true });
    gateway.store.settings.set('passwordMaxAgeDays', 365);
    expect(envelope(await login(gateway, { username: 'expired', password: 'expired1234' })).value).toMatchObject({
      passwordExpired: false,
    });
    gateway.store.settings.set('passwordMaxAgeDays', 90);
    setSwitches(gateway, { PWDEXPFORCECHANGE3: false });
    try {
      expect(envelope(await login(gateway, { username: 'expired', password: 'expired1234' })).value).toMatchObject({
        passwordExpired: false,
      });
    } finally {
      setSwitches(gateway, { PWDEXPFORCECHANGE3: true });
    }
    expect(envelope(await login(gateway, { username: 'demo', password: 'demo1234' })).value).toMatchObject({ passwordExpired: false });
  });

  it('exposes the switch in the white-label tree and the setting through the admin API', async () => {
    const consolidated = await gateway.request({ method: 'GET', url: '/wps/system/settings/consolidated' });
    expect((envelope(consolidated).value as { switches: Record<string, boolean> }).switches.PWDEXPFORCECHANGE3).toBe(true);
    const setting = await gateway.request({
      method: 'GET',
      url: '/admin/settings/passwordMaxAgeDays',
      merchant: null,
      headers: { 'admin-token': ADMIN_TOKEN },
    });
    expect(envelope(setting).value).toBe(90);
    const bad = await gateway.request({
      method: 'PUT',
      url: '/admin/settings/passwordMaxAgeDays',
      merchant: null,
      headers: { 'admin-token': ADMIN_TOKEN },
      payload: { value: 0 },
    });
    expect(envelope(bad).code).toBe('request.invalid');
  });
});

describe('admin SMS listing', () => {
  it('lists the codes of a number newest first, for browser tests', async () => {
    const mobile = '9175550500';
    const first = await smsCode(gateway, 'register', mobile);
    const second = await smsCode(gateway, 'register', mobile);
    const response = await adminSms(mobile);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = envelope(response).value as { purpose: string; code: string; expirationTime: number; expiresAt: number; used: boolean }[];
    expect(list.map((entry) => entry.code)).toEqual([second, first]);
    expect(list[0]).toMatchObject({ purpose: 'register', used: false, attempts: 0 });
    expect(list[0]!.expiresAt - list[0]!.expirationTime).toBe(4 * 60_000);
    expect(envelope(await adminSms('9175550599')).value).toEqual([]);
  });

  it('shows used codes as used', async () => {
    const code = await smsCode(gateway, 'noLogin', DEMO_MOBILE);
    await smsLogin(DEMO_MOBILE, code);
    const list = envelope(await adminSms(DEMO_MOBILE)).value as { code: string; used: boolean }[];
    expect(list[0]).toMatchObject({ code, used: true });
  });

  it('needs the admin token and a valid number', async () => {
    expect((await adminSms(DEMO_MOBILE, '+63', 'wrong')).statusCode).toBe(401);
    expect(envelope(await adminSms('12ab')).code).toBe('request.invalid');
    const missing = await gateway.request({
      method: 'GET',
      url: '/admin/sms?mobile=9171234567',
      merchant: null,
      headers: { 'admin-token': ADMIN_TOKEN },
    });
    expect(envelope(missing).code).toBe('request.invalid');
  });
});

describe('SMS_MODE=off', () => {
  it('refuses every SMS-sending endpoint with function.not.available and sends nothing', async () => {
    const off = await startTestGateway({ env: { SMS_MODE: 'off' } });
    try {
      expect(off.config.smsMode).toBe('off');
      for (const route of ['noLogin', 'register', 'forget'] as const) {
        const response = await sendSms(off, route, route === 'register' ? '9175550600' : DEMO_MOBILE);
        expect(response.statusCode).toBe(400);
        expect(envelope(response)).toMatchObject({ success: false, code: 'function.not.available' });
      }
      expect(off.smsLines).toEqual([]);
      expect(rowCount(off, 'sms_codes')).toBe(0);
    } finally {
      await off.close();
    }
  });
});

import { describe, expect, it } from 'vitest';

import { verifyPassword } from '../lib/passwords.ts';
import { hashToken } from '../lib/tokens.ts';
import { SMS_MAX_ATTEMPTS } from '../store/repositories/sms-codes.ts';
import { encryptedCall, login, loginValue, smsCode, wrongCode } from '../test-support/flows.ts';
import { envelope } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';

const { gateway } = useSeededGateway({ env: { RATE_LIMITS: 'off' }, sessions: false });

const changePassword = (token: string, payload: Record<string, unknown>) =>
  encryptedCall(gateway, 'POST', '/wps/member/password', payload, { token });

const memberInfo = (token: string) => gateway.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });

const account = (username: string) => gateway.store.accounts.findByUsername(username)!;

describe('change password', () => {
  it('checks the old password, sameness, confirmation and the password rule, changing nothing on refusal', async () => {
    const { token } = await loginValue(gateway, 'newbie', 'newbie1234');
    const hash = account('newbie').passwordHash;
    const cases: [Record<string, unknown>, string, unknown][] = [
      [{ oldPassword: 'wrong-one', newPassword: 'fresh1234', confirmNewPassword: 'fresh1234' }, 'password.old.invalid', null],
      [{ oldPassword: 'newbie1234', newPassword: 'newbie1234', confirmNewPassword: 'newbie1234' }, 'password.same', null],
      [{ oldPassword: 'newbie1234', newPassword: 'fresh1234', confirmNewPassword: 'fresh12345' }, 'password.mismatch', null],
      [
        { oldPassword: 'newbie1234', newPassword: 'tiny', confirmNewPassword: 'tiny' },
        'register.field.invalid',
        { field: 'newPassword', patternId: 'PASSWORD' },
      ],
    ];
    for (const [payload, code, value] of cases) {
      const response = await changePassword(token, payload);
      expect(response.statusCode, code).toBe(400);
      expect(envelope(response)).toMatchObject({ success: false, code, value });
    }
    for (const payload of [
      { oldPassword: 'newbie1234', newPassword: 'fresh1234' },
      { oldPassword: 'newbie1234', newPassword: 'fresh1234', confirmNewPassword: 'fresh1234', extra: 1 },
    ]) {
      expect(envelope(await changePassword(token, payload)).code).toBe('request.invalid');
    }
    expect(account('newbie').passwordHash).toBe(hash);
    expect(account('newbie').firstTimeLogin).toBe(true);
  });

  it('needs a session', async () => {
    const response = await encryptedCall(gateway, 'POST', '/wps/member/password', {
      oldPassword: 'a',
      newPassword: 'b',
      confirmNewPassword: 'b',
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe('login.not.session');
  });

  it('changes the password, clears firstTimeLogin, keeps this session and ends the others', async () => {
    const other = await loginValue(gateway, 'newbie', 'newbie1234');
    const { token } = await loginValue(gateway, 'newbie', 'newbie1234');
    const before = Date.now();
    const response = await changePassword(token, { oldPassword: 'newbie1234', newPassword: 'fresh1234', confirmNewPassword: 'fresh1234' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(envelope(response)).toEqual({ success: true, value: true });

    const stored = account('newbie');
    expect(await verifyPassword('fresh1234', stored.passwordHash)).toBe(true);
    expect(stored.passwordChangedAt).toBeGreaterThanOrEqual(before);
    expect(stored.firstTimeLogin).toBe(false);
    expect((await memberInfo(token)).statusCode).toBe(200);
    expect((await memberInfo(other.token)).statusCode).toBe(401);

    expect(envelope(await login(gateway, { username: 'newbie', password: 'newbie1234' })).code).toBe('login.failed');
    // The failed attempt above asks for a captcha next time; clear it as a successful captcha would.
    gateway.store.loginFailures.clear('newbie');
    expect(envelope(await login(gateway, { username: 'newbie', password: 'fresh1234' })).value).toMatchObject({
      userName: 'newbie',
      firstTimeLogin: false,
    });
  });

  it('lifts passwordExpired', async () => {
    const first = await loginValue(gateway, 'expired', 'expired1234');
    expect(first.passwordExpired).toBe(true);
    await changePassword(first.token, { oldPassword: 'expired1234', newPassword: 'renewed1234', confirmNewPassword: 'renewed1234' });
    expect((await loginValue(gateway, 'expired', 'renewed1234')).passwordExpired).toBe(false);
  });
});

describe('forgot password', () => {
  const MOBILE = '9171234567';
  const verify = (verificationCode: string, mobileNum = MOBILE) =>
    gateway.request({
      method: 'POST',
      url: '/wps/member/password/forget/verify',
      payload: { mobileNum, countryDialingCode: '+63', verificationCode },
    });
  const reset = (payload: Record<string, unknown>) => encryptedCall(gateway, 'POST', '/wps/member/password/forget/reset', payload);

  async function resetToken(): Promise<{ resetToken: string; userName: string; expiresAt: number }> {
    const code = await smsCode(gateway, 'forget', MOBILE);
    const response = await verify(code);
    expect(response.statusCode).toBe(200);
    return envelope(response).value as { resetToken: string; userName: string; expiresAt: number };
  }

  it('trades a forget code for a 10-minute reset token stored hashed, once', async () => {
    const code = await smsCode(gateway, 'forget', MOBILE);
    const wrong = await verify(wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong)).toMatchObject({ code: 'verification.invalid' });
    const before = Date.now();
    const response = await verify(code);
    expect(response.headers['cache-control']).toBe('no-store');
    const value = envelope(response).value as { resetToken: string; userName: string; expiresAt: number };
    expect(value.userName).toBe('demo');
    expect(value.resetToken).toMatch(/^[0-9a-f]{64}$/);
    expect(value.expiresAt - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(value.expiresAt - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const row = gateway.store.db
      .prepare('SELECT account_id, expires_at, used_at FROM password_resets WHERE token_hash = ?')
      .get(hashToken(value.resetToken));
    expect(row).toMatchObject({ account_id: 100001, used_at: null });
    expect(gateway.store.db.prepare('SELECT 1 FROM password_resets WHERE token_hash = ?').get(value.resetToken)).toBeUndefined();
    expect(envelope(await verify(code)).code).toBe('verification.invalid');
  });

  it('kills a forget code after 5 wrong tries and refuses codes of other purposes', async () => {
    const code = await smsCode(gateway, 'forget', MOBILE);
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) expect(envelope(await verify(wrongCode(code))).code).toBe('verification.invalid');
    const resets = gateway.store.passwordResets.count();
    expect(envelope(await verify(code)).code).toBe('verification.invalid');
    const loginCode = await smsCode(gateway, 'noLogin', MOBILE);
    expect(envelope(await verify(loginCode)).code).toBe('verification.invalid');
    expect(gateway.store.passwordResets.count()).toBe(resets);
    expect(envelope(await verify('123456', '9999999999')).code).toBe('verification.invalid');
    const malformed = await gateway.request({
      method: 'POST',
      url: '/wps/member/password/forget/verify',
      payload: { mobileNum: MOBILE, verificationCode: '1' },
    });
    expect(envelope(malformed).code).toBe('request.invalid');
  });

  it('resets the password with the token, ends every session and clears firstTimeLogin', async () => {
    const session = await loginValue(gateway, 'demo', 'demo1234');
    const { resetToken: token } = await resetToken();
    const hash = account('demo').passwordHash;

    expect(envelope(await reset({ resetToken: token, newPassword: 'brandnew1', confirmNewPassword: 'brandnew2' })).code).toBe(
      'password.mismatch',
    );
    expect(envelope(await reset({ resetToken: token, newPassword: 'sh', confirmNewPassword: 'sh' }))).toMatchObject({
      code: 'register.field.invalid',
      value: { field: 'newPassword', patternId: 'PASSWORD' },
    });
    expect(envelope(await reset({ resetToken: token, newPassword: 'brandnew1' })).code).toBe('request.invalid');
    expect(account('demo').passwordHash).toBe(hash);

    gateway.store.db.prepare('UPDATE accounts SET first_time_login = 1 WHERE id = 100001').run();
    const response = await reset({ resetToken: token, newPassword: 'brandnew1', confirmNewPassword: 'brandnew1' });
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toEqual({ success: true, value: true });
    expect(await verifyPassword('brandnew1', account('demo').passwordHash)).toBe(true);
    expect(account('demo').firstTimeLogin).toBe(false);
    expect((await memberInfo(session.token)).statusCode).toBe(401);
    expect(
      gateway.store.db.prepare('SELECT used_at FROM password_resets WHERE token_hash = ?').get(hashToken(token))?.used_at,
    ).not.toBeNull();

    const again = await reset({ resetToken: token, newPassword: 'another12', confirmNewPassword: 'another12' });
    expect(again.statusCode).toBe(400);
    expect(envelope(again).code).toBe('reset.token.invalid');
    expect(envelope(await login(gateway, { username: 'demo', password: 'brandnew1' })).value).toMatchObject({ userName: 'demo' });
  });

  it('refuses unknown and expired tokens', async () => {
    expect(envelope(await reset({ resetToken: 'f'.repeat(64), newPassword: 'brandnew3', confirmNewPassword: 'brandnew3' })).code).toBe(
      'reset.token.invalid',
    );
    const { resetToken: token } = await resetToken();
    gateway.store.db.prepare('UPDATE password_resets SET expires_at = ? WHERE token_hash = ?').run(Date.now() - 1, hashToken(token));
    const hash = account('demo').passwordHash;
    expect(envelope(await reset({ resetToken: token, newPassword: 'brandnew3', confirmNewPassword: 'brandnew3' })).code).toBe(
      'reset.token.invalid',
    );
    expect(account('demo').passwordHash).toBe(hash);
  });
});

import { describe, expect, it } from 'vitest';

import { allowResend, authHeaders, lastSmsCode, loginValue, wrongCode } from '../test-support/flows.ts';
import { envelope } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';

const { gateway, tokens } = useSeededGateway();

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) =>
  gateway.request({ method, url, headers: authHeaders(token), ...(payload === undefined ? {} : { payload }) });

async function sendMobileCode(token: string, mobileNum: string) {
  allowResend(gateway, mobileNum);
  return call('POST', '/wps/verification/sms/mobile', token, { mobileNum, countryDialingCode: '+63' });
}

describe('personal info', () => {
  it('answers the member’s own data, never cached, and refuses visitors and trial accounts', async () => {
    const response = await call('GET', '/wps/member/personal', tokens.demo);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(envelope(response).value).toMatchObject({
      account: 'demo',
      nickname: 'Demo Player',
      mobile: { countryDialingCode: '+63', mobileNum: '9171234567' },
      mobileVerified: false,
      paymentPasswordSet: expect.any(Boolean),
    });
    expect(typeof (envelope(response).value as { lastLoginAt: unknown }).lastLoginAt).toBe('number');
    expect(envelope(await call('GET', '/wps/member/personal')).code).toBe('login.not.session');
    const trial = await call('GET', '/wps/member/personal', tokens.trial);
    expect(trial.statusCode).toBe(403);
    expect(envelope(trial).code).toBe('member.trial');
    expect(envelope(await call('PUT', '/wps/member/personal', tokens.trial, { nickname: 'Nope' })).code).toBe('member.trial');
    expect(envelope(await sendMobileCode(tokens.trial, '9175550000')).code).toBe('member.trial');
  });

  it('changes the nickname and e-mail under the register rules, which member info then shows', async () => {
    const { token } = await loginValue(gateway, 'agent', 'agent1234');
    const saved = await call('PUT', '/wps/member/personal', token, { nickname: '  Smith Jr  ', email: 'smith@example.com' });
    expect(envelope(saved).value).toMatchObject({ nickname: 'Smith Jr', email: 'smith@example.com' });
    expect(envelope(await call('GET', '/wps/member/info', token)).value).toMatchObject({ nickname: 'Smith Jr' });

    const badEmail = await call('PUT', '/wps/member/personal', token, { email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(envelope(badEmail)).toMatchObject({ code: 'register.field.invalid', value: { field: 'email' } });
    const longNickname = await call('PUT', '/wps/member/personal', token, { nickname: 'x'.repeat(21) });
    expect(envelope(longNickname)).toMatchObject({ code: 'register.field.invalid', value: { field: 'nickname' } });
    // Nothing of a refused change was written.
    expect(envelope(await call('GET', '/wps/member/personal', token)).value).toMatchObject({
      nickname: 'Smith Jr',
      email: 'smith@example.com',
    });
    expect((await call('PUT', '/wps/member/personal', token, {})).statusCode).toBe(400);
    expect((await call('PUT', '/wps/member/personal', token, { nickname: 5 })).statusCode).toBe(400);
  });

  it('drops the verified mark of an e-mail that is typed over', async () => {
    const { token } = await loginValue(gateway, 'agent', 'agent1234');
    gateway.store.accounts.setDetails(100003, { emailVerified: '1' });
    await call('PUT', '/wps/member/personal', token, { email: 'other@example.com' });
    expect(gateway.store.accounts.details(100003).emailVerified).toBeUndefined();
  });

  it('changes the mobile number only with the code sent to the new number', async () => {
    const { token } = await loginValue(gateway, 'agent', 'agent1234');
    const sent = await sendMobileCode(token, '9175551234');
    expect(envelope(sent)).toMatchObject({ success: true, value: { expirationTime: expect.any(Number) } });
    const code = lastSmsCode(gateway, '9175551234', 'mobile');
    const change = (verificationCode: string) =>
      call('POST', '/wps/member/personal/mobile', token, { mobileNum: '9175551234', countryDialingCode: '+63', verificationCode });
    expect(envelope(await change(wrongCode(code))).code).toBe('verification.invalid');
    expect(envelope(await call('GET', '/wps/member/personal', token)).value).toMatchObject({ mobile: null });
    const changed = await change(code);
    expect(envelope(changed).value).toMatchObject({ mobile: { countryDialingCode: '+63', mobileNum: '9175551234' }, mobileVerified: true });
    // Single use.
    expect(envelope(await change(code)).code).toBe('verification.invalid');
    // The new number logs in by SMS like any member's.
    expect(gateway.store.accounts.findByMobile('+63 9175551234')?.username).toBe('agent');
  });

  it('refuses a number another account has, before any code is sent', async () => {
    const { token } = await loginValue(gateway, 'agent', 'agent1234');
    const taken = await sendMobileCode(token, '9171234567');
    expect(envelope(taken).code).toBe('mobile.exists');
    const visitor = await call('POST', '/wps/verification/sms/mobile', undefined, { mobileNum: '9175559999', countryDialingCode: '+63' });
    expect(envelope(visitor).code).toBe('login.not.session');
    const badBody = await call('POST', '/wps/member/personal/mobile', token, {
      mobileNum: 'abc',
      countryDialingCode: '+63',
      verificationCode: '1',
    });
    expect(badBody.statusCode).toBe(400);
  });
});

describe('session renewal', () => {
  it('moves a live session’s expiry a full lifetime on and refuses ended or unknown tokens', async () => {
    const { token, expiresAt } = await loginValue(gateway, 'demo', 'demo1234');
    gateway.store.db.prepare('UPDATE sessions SET expires_at = ? WHERE expires_at = ?').run(Date.now() + 60_000, expiresAt);
    const renewed = await call('POST', '/wps/session/renew', token);
    expect(renewed.headers['cache-control']).toBe('no-store');
    const value = envelope(renewed).value as { expiresAt: number };
    expect(value.expiresAt).toBeGreaterThan(Date.now() + 60 * 60_000);
    expect(envelope(await call('GET', '/wps/member/info', token)).success).toBe(true);

    gateway.store.db.prepare('UPDATE sessions SET expires_at = ? WHERE expires_at = ?').run(Date.now() - 1, value.expiresAt);
    const ended = await call('POST', '/wps/session/renew', token);
    expect(ended.statusCode).toBe(401);
    expect(envelope(ended).code).toBe('login.not.session');
    expect(envelope(await call('POST', '/wps/session/renew', 'f'.repeat(64))).code).toBe('login.not.session');
    expect(envelope(await call('POST', '/wps/session/renew')).code).toBe('login.not.session');
  });
});

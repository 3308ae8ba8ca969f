import { afterEach, describe, expect, it, vi } from 'vitest';

import { encryptedCall, login, rowCount } from '../test-support/flows.ts';
import { ADMIN_TOKEN, envelope } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import { EMAIL_RESET_TTL_MS, groupedCode, newRecoveryCode, normalizedCode } from './password-email.ts';

const { gateway } = useSeededGateway({ env: { RATE_LIMITS: 'off' }, sessions: false });

afterEach(() => vi.restoreAllMocks());

function requestMail(username: unknown) {
  return gateway.request({ method: 'POST', url: '/wps/member/password/email', payload: { username } });
}

function verify(code: unknown) {
  return gateway.request({ method: 'POST', url: '/wps/member/password/email/verify', payload: { code } });
}

const reset = (resetToken: string, password: string) =>
  encryptedCall(gateway, 'POST', '/wps/member/password/forget/reset', { resetToken, newPassword: password, confirmNewPassword: password });

/** The outbox as the admin API shows it, newest first. */
async function outbox(to: string): Promise<{ subject: string; body: string }[]> {
  const response = await gateway.request({
    method: 'GET',
    url: `/admin/mail?to=${encodeURIComponent(to)}`,
    merchant: null,
    headers: { 'admin-token': ADMIN_TOKEN },
  });
  expect(response.statusCode).toBe(200);
  return envelope(response).value as { subject: string; body: string }[];
}

function codeIn(body: string): string {
  const code = /Your code: ([0-9A-Z-]+)/.exec(body)?.[1];
  expect(code).toBeDefined();
  return code!;
}

/** A member with an e-mail address (and, for demo, a mobile number). */
function giveEmail(username: string, email: string): void {
  const account = gateway.store.accounts.findByUsername(username)!;
  gateway.store.personalInfo.update(account.id, { email });
}

describe('recovery codes', () => {
  it('are 16 base32 characters, mailed in groups, and typed back in any case or grouping', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{16}$/);
    expect(groupedCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normalizedCode(' abcd-efgh jkmn-pqrs ')).toBe('ABCDEFGHJKMNPQRS');
    expect(normalizedCode('O0I1L')).toBe('00111');
  });
});

describe('password recovery by e-mail', () => {
  it('mails a code that sets a new password once, and the old password stops working', async () => {
    giveEmail('expired', 'expired@lobby.example');
    const asked = await requestMail('expired');
    expect(asked.statusCode).toBe(200);
    expect(envelope(asked).value).toEqual({ sent: true, mobile: false });
    const [mail] = await outbox('expired@lobby.example');
    expect(mail?.subject).toBe('Your password reset code');
    const code = codeIn(mail!.body);
    // The code is kept hashed: the outbox has it, the reset table does not.
    const stored = gateway.store.db
      .prepare('SELECT token_hash FROM password_resets')
      .all()
      .map((row) => String(row.token_hash));
    expect(stored).not.toContain(normalizedCode(code));

    const verified = await verify(code.toLowerCase());
    expect(verified.statusCode).toBe(200);
    const grant = envelope(verified).value as { resetToken: string; userName: string; expiresAt: number };
    expect(grant.userName).toBe('expired');
    expect(grant.expiresAt).toBeGreaterThan(Date.now());

    expect(envelope(await reset(grant.resetToken, 'fresh1234'))).toMatchObject({ success: true });
    expect(envelope(await login(gateway, { username: 'expired', password: 'fresh1234' })).success).toBe(true);
    expect(envelope(await login(gateway, { username: 'expired', password: 'expired1234' })).code).toBe('login.failed');

    // Single use: neither the code nor its token works again.
    expect(envelope(await verify(code))).toMatchObject({ success: false, code: 'reset.token.invalid' });
    expect(envelope(await reset(grant.resetToken, 'again1234'))).toMatchObject({ success: false, code: 'reset.token.invalid' });
  });

  it('refuses a code after its 30 minutes', async () => {
    giveEmail('agent', 'agent@lobby.example');
    expect(envelope(await requestMail('agent')).value).toEqual({ sent: true, mobile: false });
    const code = codeIn((await outbox('agent@lobby.example'))[0]!.body);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + EMAIL_RESET_TTL_MS + 1000);
    const late = await verify(code);
    expect(late.statusCode).toBe(400);
    expect(envelope(late).code).toBe('reset.token.invalid');
    expect(envelope(await reset(normalizedCode(code), 'late12345'))).toMatchObject({ code: 'reset.token.invalid' });
  });

  it('says whether SMS recovery is possible, and answers an unknown name as an account with neither', async () => {
    const outboxBefore = rowCount(gateway, 'mail_outbox');
    expect(envelope(await requestMail('demo')).value).toEqual({ sent: false, mobile: true });
    const unknown = await requestMail('nobody-here');
    const neither = await requestMail('disabled1');
    expect(unknown.statusCode).toBe(200);
    expect(envelope(unknown).value).toEqual({ sent: false, mobile: false });
    expect(envelope(neither).value).toEqual(envelope(unknown).value);
    // Agent-only accounts do not recover here, as they do not log in here.
    expect(envelope(await requestMail('agentonly')).value).toEqual({ sent: false, mobile: false });
    expect(rowCount(gateway, 'mail_outbox')).toBe(outboxBefore);
  });

  it('refuses bad input with a 4xx, writing nothing', async () => {
    const before = [rowCount(gateway, 'mail_outbox'), rowCount(gateway, 'password_resets')];
    for (const username of [undefined, '', '   ', 42, 'x'.repeat(65)]) {
      const response = await requestMail(username);
      expect(response.statusCode, String(username)).toBe(400);
      expect(envelope(response).success).toBe(false);
    }
    const extra = await gateway.request({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'demo', email: 'x@y.z' },
    });
    expect(extra.statusCode).toBe(400);
    for (const code of [undefined, '', 7, 'x'.repeat(41), 'ABCD']) {
      const response = await verify(code);
      expect(response.statusCode, String(code)).toBe(400);
      expect(envelope(response).success).toBe(false);
    }
    expect([rowCount(gateway, 'mail_outbox'), rowCount(gateway, 'password_resets')]).toEqual(before);
  });

  it('mails one name at most 3 times in 15 minutes, known or not, then answers 429 with Retry-After', async () => {
    giveEmail('newbie', 'newbie@lobby.example');
    for (let i = 0; i < 3; i += 1) expect(envelope(await requestMail('newbie')).value).toEqual({ sent: true, mobile: true });
    const fourth = await requestMail('NEWBIE');
    expect(fourth.statusCode).toBe(429);
    expect(envelope(fourth).code).toBe('rate.limited');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outbox('newbie@lobby.example')).toHaveLength(3);
    for (let i = 0; i < 3; i += 1) expect((await requestMail('nobody-else')).statusCode).toBe(200);
    expect((await requestMail('nobody-else')).statusCode).toBe(429);
  });

  it('keeps the outbox behind the admin token', async () => {
    const response = await gateway.request({ method: 'GET', url: '/admin/mail?to=a@b.c', merchant: null });
    expect(response.statusCode).toBe(401);
  });
});

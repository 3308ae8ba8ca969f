import { beforeEach, describe, expect, it } from 'vitest';

import { GatewayError } from '../lib/errors.ts';
import { type FirebaseTokenVerifier, identityFromClaims } from '../lib/firebase-identity.ts';
import { encryptedCall, login, rowCount, setSwitches } from '../test-support/flows.ts';
import { envelope } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import { mobileKeysOf } from './firebase-login.ts';

/**
 * Stands in for firebase-admin: a token is `ok:` and the JSON of its claims, anything else is
 * refused the way a bad signature is. firebase-admin's own checks run in the browser suite
 * against the Auth emulator (tests/e2e/social-login.spec.ts).
 */
const fakeVerifier: FirebaseTokenVerifier = async (idToken) => {
  if (!idToken.startsWith('ok:')) throw new GatewayError('firebase.token.invalid');
  return identityFromClaims(JSON.parse(idToken.slice(3)) as Record<string, unknown>);
};

const { gateway } = useSeededGateway({ sessions: false, firebaseVerifier: fakeVerifier });

function token(claims: { uid: string; provider: string; email?: string; verified?: boolean; phone?: string; name?: string }): string {
  return `ok:${JSON.stringify({
    sub: claims.uid,
    email: claims.email,
    email_verified: claims.verified ?? true,
    phone_number: claims.phone,
    name: claims.name,
    firebase: { sign_in_provider: claims.provider },
  })}`;
}

function firebaseLogin(channel: string, idToken: string) {
  return login(gateway, { type: 'firebase', firebaseChannel: channel, firebaseIdToken: idToken, loginDeviceId: 'device-1' });
}

async function loggedInAs(response: Awaited<ReturnType<typeof firebaseLogin>>): Promise<string> {
  expect(response.statusCode, response.body).toBe(200);
  const value = envelope(response).value as { userName: string; customerType: number; firstTimeLogin: boolean; token: string };
  expect(value).toMatchObject({ customerType: 0, firstTimeLogin: false, passwordExpired: false });
  // The session works like a password login's.
  const info = await gateway.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: value.token } });
  expect(envelope(info).value).toMatchObject({ account: value.userName });
  return value.userName;
}

beforeEach(() => {
  setSwitches(gateway, { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true, MOBILEVERCODELOGIN3: true, REG3: true, MOBILENUMREG3: true });
});

describe('Firebase login', () => {
  it('creates a member on a first Google login and logs the same member in afterwards', async () => {
    const accounts = rowCount(gateway, 'accounts');
    const google = token({ uid: 'uid-ana', provider: 'google.com', email: 'Ana.Cruz@Example.com', name: 'Ana Cruz' });
    const first = await loggedInAs(await firebaseLogin('google', google));
    expect(first).toMatch(/^gg[0-9]{8}$/);
    expect(rowCount(gateway, 'accounts')).toBe(accounts + 1);
    const account = gateway.store.accounts.findByUsername(first)!;
    expect(account).toMatchObject({ nickname: 'Ana Cruz', type: 0, status: 'active' });
    expect(gateway.store.accounts.details(account.id)).toMatchObject({
      email: 'ana.cruz@example.com',
      emailVerified: '1',
      signUp: 'google.com',
    });
    // A social member has no password to type and is never sent to change one.
    expect(account.passwordHash.startsWith('scrypt$')).toBe(false);

    expect(await loggedInAs(await firebaseLogin('google', google))).toBe(first);
    expect(rowCount(gateway, 'accounts')).toBe(accounts + 1);
  });

  it('links a Facebook login with the same verified e-mail to the member a Google login created', async () => {
    const created = await loggedInAs(
      await firebaseLogin('google', token({ uid: 'uid-ben-g', provider: 'google.com', email: 'ben@example.com' })),
    );
    const accounts = rowCount(gateway, 'accounts');
    // A project that keeps one Firebase user per provider gives Facebook its own uid.
    const linked = await loggedInAs(
      await firebaseLogin('facebook', token({ uid: 'uid-ben-fb', provider: 'facebook.com', email: 'ben@example.com' })),
    );
    expect(linked).toBe(created);
    expect(rowCount(gateway, 'accounts')).toBe(accounts);
    const row = gateway.store.db.prepare('SELECT linked_by, provider FROM firebase_identities WHERE uid = ?').get('uid-ben-fb');
    expect(row).toMatchObject({ linked_by: 'email', provider: 'facebook.com' });
  });

  it('does not link by an e-mail that either side has not verified', async () => {
    // A password member who typed the address at registration: the address proves nothing.
    const demo = gateway.store.accounts.findByUsername('demo')!;
    gateway.store.accounts.setDetails(demo.id, { email: 'demo.owner@example.com' });
    const accounts = rowCount(gateway, 'accounts');
    const taken = await firebaseLogin('google', token({ uid: 'uid-claims-demo', provider: 'google.com', email: 'demo.owner@example.com' }));
    expect(taken.statusCode).toBe(409);
    expect(envelope(taken).code).toBe('firebase.account.exists');

    await loggedInAs(await firebaseLogin('google', token({ uid: 'uid-cy', provider: 'google.com', email: 'cy@example.com' })));
    const unverified = await firebaseLogin(
      'facebook',
      token({ uid: 'uid-cy-fb', provider: 'facebook.com', email: 'cy@example.com', verified: false }),
    );
    expect(envelope(unverified).code).toBe('firebase.account.exists');
    expect(rowCount(gateway, 'accounts')).toBe(accounts + 1);
  });

  it('logs the owner of a verified phone number in as that member (Firebase SMS)', async () => {
    const accounts = rowCount(gateway, 'accounts');
    const demo = await loggedInAs(await firebaseLogin('sms', token({ uid: 'uid-demo-phone', provider: 'phone', phone: '+639171234567' })));
    expect(demo).toBe('demo');
    const fresh = await loggedInAs(await firebaseLogin('sms', token({ uid: 'uid-new-phone', provider: 'phone', phone: '+639175550000' })));
    expect(fresh).toBe('m9175550000');
    expect(gateway.store.accounts.findByUsername(fresh)?.mobile).toBe('+63 9175550000');
    expect(rowCount(gateway, 'accounts')).toBe(accounts + 1);
  });

  it('refuses a token whose sign-in method is not the button pressed', async () => {
    const response = await firebaseLogin('facebook', token({ uid: 'uid-mixed', provider: 'google.com', email: 'mixed@example.com' }));
    expect(response.statusCode).toBe(400);
    expect(envelope(response).code).toBe('firebase.provider.unsupported');
    const password = await firebaseLogin('google', token({ uid: 'uid-pw', provider: 'password', email: 'pw@example.com' }));
    expect(envelope(password).code).toBe('firebase.provider.unsupported');
  });

  it('refuses a bad token, a switched-off button and a closed registration, writing nothing', async () => {
    const accounts = rowCount(gateway, 'accounts');
    const sessions = rowCount(gateway, 'sessions');
    const forged = await firebaseLogin('google', 'eyJhbGciOiJub25lIn0.e30.');
    expect(forged.statusCode).toBe(400);
    expect(envelope(forged).code).toBe('firebase.token.invalid');

    setSwitches(gateway, { GOOGLELOGIN3: false });
    const off = await firebaseLogin('google', token({ uid: 'uid-off', provider: 'google.com', email: 'off@example.com' }));
    expect(envelope(off).code).toBe('function.not.available');

    setSwitches(gateway, { GOOGLELOGIN3: true, REG3: false });
    const closed = await firebaseLogin('google', token({ uid: 'uid-closed', provider: 'google.com', email: 'closed@example.com' }));
    expect(envelope(closed).code).toBe('function.not.available');
    expect(rowCount(gateway, 'accounts')).toBe(accounts);
    expect(rowCount(gateway, 'sessions')).toBe(sessions);
  });

  it('keeps a linked member that registration closed behind it, and refuses disabled and agent-only members', async () => {
    const name = await loggedInAs(
      await firebaseLogin('google', token({ uid: 'uid-dee', provider: 'google.com', email: 'dee@example.com' })),
    );
    setSwitches(gateway, { REG3: false });
    expect(
      await loggedInAs(await firebaseLogin('google', token({ uid: 'uid-dee', provider: 'google.com', email: 'dee@example.com' }))),
    ).toBe(name);

    gateway.store.db.prepare("UPDATE accounts SET status = 'disabled' WHERE username = ?").run(name);
    const disabled = await firebaseLogin('google', token({ uid: 'uid-dee', provider: 'google.com' }));
    expect(envelope(disabled).code).toBe('member.disabled');
    gateway.store.db.prepare("UPDATE accounts SET mobile = '+63 9170000040' WHERE username = 'agentonly'").run();
    const agentOnly = await firebaseLogin('sms', token({ uid: 'uid-agentonly', provider: 'phone', phone: '+639170000040' }));
    expect(envelope(agentOnly).code).toBe('login.not.member');
    expect(gateway.store.firebaseIdentities.accountIdOf('uid-agentonly')).toBeUndefined();
  });

  it('validates the payload: token required, known channel', async () => {
    const missing = await login(gateway, { type: 'firebase', firebaseChannel: 'google' });
    expect(envelope(missing)).toMatchObject({ code: 'request.invalid' });
    expect(envelope(missing).message).toContain('firebaseIdToken');
    const channel = await login(gateway, { type: 'firebase', firebaseChannel: 'twitter', firebaseIdToken: 'ok:{}' });
    expect(envelope(channel).message).toContain('firebaseChannel');
    const claimless = await firebaseLogin('google', 'ok:{}');
    expect(envelope(claimless).code).toBe('firebase.token.invalid');
  });
});

describe('mobileKeysOf', () => {
  it('splits an E.164 number at each stored dialing code it starts with', () => {
    const known = (code: string) => code === '+63' || code === '+1' || code === '+639';
    expect(mobileKeysOf('+639171234567', known)).toEqual(['+63 9171234567', '+639 171234567']);
    expect(mobileKeysOf('+15551234567', known)).toEqual(['+1 5551234567']);
    expect(mobileKeysOf('639171234567', known)).toEqual([]);
    expect(mobileKeysOf('+44 20', known)).toEqual([]);
  });
});

describe('mobile sign-up verified by Firebase', () => {
  function register(payload: Record<string, unknown>) {
    return encryptedCall(gateway, 'PUT', '/wps/member/register/mobile', {
      type: 0,
      countryDialingCode: '+63',
      password: 'secret123',
      confirmPassword: 'secret123',
      registerMethod: 'H5',
      ...payload,
    });
  }

  beforeEach(() => setSwitches(gateway, { CAPTCHA3: false, REGMOBVERF3: true }));

  it('takes a Firebase ID token of the same number in place of the SMS code, and links that Firebase user', async () => {
    const response = await register({
      mobileNum: '9176660001',
      firebaseChannel: 'sms',
      firebaseIdToken: token({ uid: 'uid-reg-phone', provider: 'phone', phone: '+639176660001' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const account = gateway.store.accounts.findByMobile('+63 9176660001')!;
    expect(envelope(response).value).toMatchObject({ userName: account.username, customerType: 0 });
    expect(gateway.store.firebaseIdentities.accountIdOf('uid-reg-phone')).toBe(account.id);
    // The same Firebase user's SMS login is that member.
    expect(await loggedInAs(await firebaseLogin('sms', token({ uid: 'uid-reg-phone', provider: 'phone', phone: '+639176660001' })))).toBe(
      account.username,
    );
  });

  it('refuses a token of another number, of another sign-in method, or without the code, writing nothing', async () => {
    const accounts = rowCount(gateway, 'accounts');
    const otherNumber = await register({
      mobileNum: '9176660002',
      firebaseChannel: 'sms',
      firebaseIdToken: token({ uid: 'uid-reg-2', provider: 'phone', phone: '+639176669999' }),
    });
    expect(envelope(otherNumber).code).toBe('verification.invalid');
    const google = await register({
      mobileNum: '9176660002',
      firebaseChannel: 'sms',
      firebaseIdToken: token({ uid: 'uid-reg-3', provider: 'google.com', email: 'g@example.com' }),
    });
    expect(envelope(google).code).toBe('firebase.provider.unsupported');
    const forged = await register({ mobileNum: '9176660002', firebaseChannel: 'sms', firebaseIdToken: 'forged' });
    expect(envelope(forged).code).toBe('firebase.token.invalid');
    // Without a token the gateway's own SMS code is still required.
    const noCode = await register({ mobileNum: '9176660002' });
    expect(envelope(noCode)).toMatchObject({ code: 'register.field.invalid', value: { field: 'verificationCode' } });
    expect(rowCount(gateway, 'accounts')).toBe(accounts);
  });
});

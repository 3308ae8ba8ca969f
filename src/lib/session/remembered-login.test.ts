// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import {
  forgetRememberedLogin,
  forgetRememberedPassword,
  readRememberedLogin,
  rememberLogin,
  rewriteRememberedPassword,
  type StoredEntry,
  withoutPassword,
} from './remembered-login';

beforeEach(() => localStorage.clear());

function encodings(password: string): string[] {
  const once = btoa(password);
  return [
    password,
    once,
    btoa(once),
    encodeURIComponent(password),
    Array.from(new TextEncoder().encode(password), (b) => b.toString(16).padStart(2, '0')).join(''),
  ];
}

describe('remembered login', () => {
  it('refills the username, mode and dialing code, and unseals the password', async () => {
    await rememberLogin({ type: 'username', username: 'demo', countryDialingCode: '+63', mobileNum: '', password: 'demo1234' });
    expect(await readRememberedLogin()).toEqual({
      type: 'username',
      username: 'demo',
      countryDialingCode: '+63',
      mobileNum: '',
      password: 'demo1234',
    });
  });

  it('never stores the password in any plain encoding', async () => {
    await rememberLogin({ type: 'username', username: 'demo', countryDialingCode: '', mobileNum: '', password: 'demo1234' });
    const stored = localStorage.getItem('rememberedLogin')!;
    for (const encoded of encodings('demo1234')) expect(stored).not.toContain(encoded);
  });

  it('rewrites the remembered password after a change, and only if one was remembered', async () => {
    await rememberLogin({ type: 'username', username: 'demo', countryDialingCode: '', mobileNum: '', password: 'old12345' });
    await rewriteRememberedPassword('new12345');
    expect((await readRememberedLogin())?.password).toBe('new12345');

    await rememberLogin({ type: 'sms', username: '', countryDialingCode: '+63', mobileNum: '9171234567' });
    await rewriteRememberedPassword('new12345');
    expect((await readRememberedLogin())?.password).toBeNull();
  });

  it('answers no password when the sealed value cannot be opened', async () => {
    localStorage.setItem(
      'rememberedLogin',
      JSON.stringify({ type: 'username', username: 'demo', countryDialingCode: '', mobileNum: '', sealedPassword: 'AAAA' }),
    );
    expect((await readRememberedLogin())?.password).toBeNull();
    forgetRememberedLogin();
    expect(await readRememberedLogin()).toBeNull();
  });

  it('after a logout keeps the username, mode, dialing code and mobile, and never the password (docs/product.md#login)', () => {
    const entry: StoredEntry = {
      type: 'username',
      username: 'demo',
      countryDialingCode: '+63',
      mobileNum: '9171234567',
      sealedPassword: 'AAAA',
    };
    expect(withoutPassword(entry)).toEqual({ type: 'username', username: 'demo', countryDialingCode: '+63', mobileNum: '9171234567' });
    const sms: StoredEntry = { type: 'sms', username: '', countryDialingCode: '+63', mobileNum: '9171234567' };
    expect(withoutPassword(sms)).toEqual(sms);
  });

  it('forgets the remembered password, so the form refills the username only, and a later change writes none back', async () => {
    await rememberLogin({ type: 'username', username: 'demo', countryDialingCode: '', mobileNum: '', password: 'demo1234' });
    forgetRememberedPassword();
    expect(await readRememberedLogin()).toEqual({
      type: 'username',
      username: 'demo',
      countryDialingCode: '',
      mobileNum: '',
      password: null,
    });
    expect(localStorage.getItem('rememberedLogin')).not.toContain('sealedPassword');
    await rewriteRememberedPassword('new12345');
    expect((await readRememberedLogin())?.password).toBeNull();

    forgetRememberedLogin();
    forgetRememberedPassword();
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { clearHeldPassword, holdPassword, loginDeviceId, pathAfterLogin, takeHeldPassword } from './login-session';

describe('after login', () => {
  it('goes to the password change on first login or an expired password, else home', () => {
    expect(pathAfterLogin({ firstTimeLogin: true })).toBe('/m/changePsw');
    expect(pathAfterLogin({ passwordExpired: true })).toBe('/m/changePsw');
    expect(pathAfterLogin({ firstTimeLogin: false, passwordExpired: false })).toBe('/m/home');
  });

  it('returns to the page that sent the player to log in, after any forced password change', () => {
    expect(pathAfterLogin({ firstTimeLogin: false, passwordExpired: false }, '/m/webEmail')).toBe('/m/webEmail');
    expect(pathAfterLogin({}, null)).toBe('/m/home');
    expect(pathAfterLogin({ firstTimeLogin: true }, '/m/webEmail')).toBe('/m/changePsw');
    expect(pathAfterLogin({ passwordExpired: true }, '/m/voucherCenter')).toBe('/m/changePsw');
  });

  it('holds the login password in memory until cleared', () => {
    holdPassword('secret1', 'token-1');
    expect(takeHeldPassword('token-1')).toBe('secret1');
    clearHeldPassword();
    expect(takeHeldPassword('token-1')).toBeNull();
  });

  it('hands the held password only to the session of the login that typed it', () => {
    holdPassword('secret1', 'token-1');
    expect(takeHeldPassword('token-2')).toBeNull();
    expect(takeHeldPassword(null)).toBeNull();
    holdPassword(null, 'token-1');
    expect(takeHeldPassword('token-1')).toBeNull();
  });

  it('keeps one device id per install', () => {
    const first = loginDeviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(loginDeviceId()).toBe(first);
  });
});

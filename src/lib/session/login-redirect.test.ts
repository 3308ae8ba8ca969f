import { describe, expect, it } from 'vitest';

import { loginPath, loginReason, returnPathFrom } from './login-redirect';

describe('returnPathFrom', () => {
  it('accepts a page of the app, with its query and hash', () => {
    expect(returnPathFrom('/m/webEmail')).toBe('/m/webEmail');
    expect(returnPathFrom('/m/launchGame?playType=trad&code=MEGA645')).toBe('/m/launchGame?playType=trad&code=MEGA645');
    expect(returnPathFrom('/m/lotto-h5/nasa11f2/trad/games/101?prize_mode=Lott#top')).toBe(
      '/m/lotto-h5/nasa11f2/trad/games/101?prize_mode=Lott#top',
    );
  });

  it('refuses absolute and protocol-relative addresses and backslashes', () => {
    for (const value of [
      'https://evil.example/m/home',
      '//evil.example/m/webEmail',
      '/\\evil.example',
      '/m/\\evil.example',
      'javascript:alert(1)',
      'm/webEmail',
      ' /m/webEmail',
      '/m/web\nEmail',
    ]) {
      expect(returnPathFrom(value), value).toBeNull();
    }
  });

  it('refuses paths that resolve outside the app', () => {
    expect(returnPathFrom('/m/../admin/settings')).toBeNull();
    expect(returnPathFrom('/m/%2e%2e/admin')).toBeNull();
    expect(returnPathFrom('/wps/session/logout')).toBeNull();
    expect(returnPathFrom('/')).toBeNull();
  });

  it('returns to a lobby panel chosen on home, which carries a query', () => {
    expect(returnPathFrom('/m/home?menu=LIVE')).toBe('/m/home?menu=LIVE');
    expect(loginReason('/m/home?menu=LIVE')).toBe('play');
  });

  it('refuses the login flow itself and home, where a login goes anyway', () => {
    for (const value of [
      '/m/login',
      '/m/login?from=/m/webEmail',
      '/m/register',
      '/m/register.html',
      '/m/forget',
      '/m/changePsw',
      '/m/home',
      '/m/',
      '/m/index.html',
    ]) {
      expect(returnPathFrom(value), value).toBeNull();
    }
  });

  it('refuses nothing given and overlong values', () => {
    expect(returnPathFrom(null)).toBeNull();
    expect(returnPathFrom(undefined)).toBeNull();
    expect(returnPathFrom('')).toBeNull();
    expect(returnPathFrom(`/m/gameList?gameName=${'a'.repeat(1000)}`)).toBeNull();
  });
});

describe('loginPath', () => {
  it('carries the page to return to, slashes left readable', () => {
    expect(loginPath('/m/webEmail')).toBe('/m/login?from=/m/webEmail');
    expect(loginPath({ pathname: '/m/voucherCenter', search: '', hash: '' })).toBe('/m/login?from=/m/voucherCenter');
  });

  it('encodes the return page so its own query stays part of it', () => {
    const path = loginPath({ pathname: '/m/launchGame', search: '?playType=trad&code=MEGA645' });
    expect(path).toBe('/m/login?from=/m/launchGame%3FplayType%3Dtrad%26code%3DMEGA645');
    expect(new URLSearchParams(path.slice(path.indexOf('?'))).get('from')).toBe('/m/launchGame?playType=trad&code=MEGA645');
  });

  it('is the plain login page without a page to return to', () => {
    expect(loginPath()).toBe('/m/login');
    expect(loginPath('/m/home')).toBe('/m/login');
    expect(loginPath('/m/login')).toBe('/m/login');
    expect(loginPath('//evil.example')).toBe('/m/login');
  });

  it('round-trips through the login page', () => {
    for (const from of [
      '/m/webEmail',
      '/m/inviteFriends',
      '/m/lotto-h5/nasa11f2/trad/games/lobby?prize_mode=Elott&pageBack=%2Fm%2Flottery',
    ]) {
      const path = loginPath(from);
      expect(returnPathFrom(new URLSearchParams(path.slice(path.indexOf('?'))).get('from'))).toBe(from);
    }
  });
});

describe('loginReason', () => {
  it('names why each protected page asks for a login', () => {
    expect(loginReason('/m/webEmail')).toBe('messages');
    expect(loginReason('/m/message')).toBe('messages');
    expect(loginReason('/m/voucherCenter')).toBe('deposit');
    expect(loginReason('/m/inviteFriends')).toBe('inviteFriends');
    expect(loginReason('/m/rewardCenter')).toBe('rewards');
    expect(loginReason('/m/member/bettingRecord')).toBe('account');
    expect(loginReason('/m/member/agent/getHourContract')).toBe('contracts');
    expect(loginReason('/m/launchGame?playType=trad&code=lobby')).toBe('play');
    expect(loginReason('/m/lotto-h5/nasa11f2/trad/games/101')).toBe('play');
    expect(loginReason('/m/gameList?gameType=RNG')).toBe('play');
  });

  it('is generic for other pages and absent without a page to return to', () => {
    expect(loginReason('/m/activity')).toBe('continue');
    expect(loginReason(null)).toBeNull();
  });
});

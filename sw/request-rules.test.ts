import { describe, expect, it } from 'vitest';

import { apiOriginsFor, runtimeCacheFor } from './request-rules';

const ORIGIN = 'https://app.example';
const ORIGINS = [ORIGIN];

function cacheFor(path: string, init: RequestInit = {}, origins: readonly string[] = ORIGINS) {
  const url = new URL(path, ORIGIN);
  return runtimeCacheFor(new Request(url, init), url, origins);
}

describe('runtimeCacheFor', () => {
  it.each([
    ['/wps/system/status', 'status'],
    ['/wps/v2/system/status', 'status'],
    ['/wps/system/status?t=1', 'status'],
    ['/wps/system/domainRoute?t=1', 'status'],
    ['/wps/relay/GCSGAME_getVassGameType?typeId=1&merchant=nasa11f2', 'lobby-config'],
    ['/lgw/games/mobile', 'lobby-config'],
    ['/lgw/games/popular', 'lobby-config'],
    ['/wps/system/template', 'lobby-config'],
    ['/wps/system/whitelabel', 'lobby-config'],
    ['/wps/system/setting/register', 'lobby-config'],
    ['/wps/system/settings/consolidated', 'lobby-config'],
    ['/wps/system/country', 'lobby-config'],
    ['/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=25', 'lobby-data'],
    ['/wps/games/hot?language=EN', 'lobby-data'],
    ['/wps/announcements?types=B,PL,PU&groupName=m_home', 'lobby-data'],
    ['/wps/winners?gameCategory=ALL', 'lobby-data'],
    ['/cdn/games/icon-1.svg', 'cdn-images'],
    ['/cdn/banners/b1.PNG', 'cdn-images'],
    ['/cdn/a/b.webp?v=2', 'cdn-images'],
  ])('caches GET %s in %s', (path, cacheName) => {
    expect(cacheFor(path)).toBe(cacheName);
  });

  it.each([
    '/wps/member/info',
    '/wps/member/register',
    '/wps/member',
    '/wps/session/key/rsa',
    '/wps/session/login',
    '/wps/captcha',
    '/wps/captcha?t=5',
    '/wps/system/status/extra',
    '/wps/system/statusx',
    '/wps/system/domainRouteX',
    '/wps/relay/GCSGAME_gameListX',
    '/wps/game/launchGame',
    '/lgw/play/abc',
    '/lgw/orders',
    '/lgw/games/mobile/1',
    '/cdn/data.json',
    '/admin/games',
    '/m/home',
    '/assets/index.js',
  ])('leaves %s to the network', (path) => {
    expect(cacheFor(path)).toBeUndefined();
  });

  it.each(['POST', 'PUT', 'DELETE'])('never caches %s, even on a cached path', (method) => {
    expect(cacheFor('/wps/system/status', { method })).toBeUndefined();
    expect(cacheFor('/lgw/games/mobile', { method })).toBeUndefined();
  });

  it('keeps a request that carries an Authorization header only in member-data, and only lobby reads', () => {
    const headers = { Authorization: 'token-123' };
    expect(cacheFor('/wps/system/status', { headers })).toBeUndefined();
    expect(cacheFor('/wps/relay/GCSGAME_getVassGameType', { headers })).toBeUndefined();
    expect(cacheFor('/cdn/games/icon-1.svg', { headers })).toBeUndefined();
    expect(cacheFor('/wps/member/info', { headers })).toBeUndefined();
    expect(cacheFor('/wps/game/launchGame', { headers })).toBeUndefined();
    expect(cacheFor('/wps/game/favourites?pageNo=1&pageSize=100', { headers })).toBe('member-data');
    expect(cacheFor('/wps/game/recent', { headers })).toBe('member-data');
    expect(cacheFor('/wps/announcements?types=B,PL,PU', { headers })).toBe('member-data');
    // The last balance known, shown with its age offline; emptied with the session.
    expect(cacheFor('/wps/wallets/gcs', { headers })).toBe('member-data');
    expect(cacheFor('/wps/game/favourites', { headers, method: 'POST' })).toBeUndefined();
  });

  it('leaves member lists without a token to the network: they only answer a session', () => {
    expect(cacheFor('/wps/game/favourites')).toBeUndefined();
    expect(cacheFor('/wps/game/recent')).toBeUndefined();
    expect(cacheFor('/wps/wallets/gcs')).toBeUndefined();
  });

  it('leaves top-level navigations to the server', () => {
    const url = new URL('/wps/system/status', ORIGIN);
    // A Request cannot be constructed with mode 'navigate'; the rules read these fields only.
    const navigation = { method: 'GET', mode: 'navigate', headers: new Headers(), destination: 'document' } as Request;
    expect(runtimeCacheFor(navigation, url, ORIGINS)).toBeUndefined();
  });

  it('ignores other origins unless they are configured gateway origins', () => {
    expect(cacheFor('https://other.example/wps/system/status')).toBeUndefined();
    expect(cacheFor('https://gw.example/wps/system/status', {}, [ORIGIN, 'https://gw.example'])).toBe('status');
  });
});

describe('apiOriginsFor', () => {
  it('adds a configured gateway origin once, and ignores bad or empty values', () => {
    expect(apiOriginsFor(ORIGIN, undefined)).toEqual([ORIGIN]);
    expect(apiOriginsFor(ORIGIN, '')).toEqual([ORIGIN]);
    expect(apiOriginsFor(ORIGIN, 'not a url')).toEqual([ORIGIN]);
    expect(apiOriginsFor(ORIGIN, 'https://gw.example/base/')).toEqual([ORIGIN, 'https://gw.example']);
    expect(apiOriginsFor(ORIGIN, `${ORIGIN}/`)).toEqual([ORIGIN]);
  });
});

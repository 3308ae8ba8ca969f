// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';

import { createNavigationRoute } from './navigation';
import { silenceWorkboxLogs } from './test-support';

beforeAll(silenceWorkboxLogs);

const shell = async () => new Response('shell');
const route = createNavigationRoute(shell);

function matches(path: string, mode: RequestMode = 'navigate'): boolean {
  const url = new URL(path, 'https://app.example');
  // A Request cannot be constructed with mode 'navigate'; the route only reads `mode`.
  const request = { url: url.href, mode } as Request;
  return Boolean(route.match({ url, request, sameOrigin: true, event: new Event('fetch') as never }));
}

describe('navigation fallback', () => {
  it.each([
    '/',
    '/m',
    '/m/home',
    '/m/home?source=pwa',
    '/m/login',
    '/m/register.html',
    '/m/index.html',
    '/m/lotto-h5/abc/1/games/42?token=t',
    '/m/member/agent/getSalaryContract',
    '/wpsx',
    '/cdnish/page',
  ])('serves the shell for the app route %s', (path) => {
    expect(matches(path)).toBe(true);
  });

  it.each([
    '/wps',
    '/wps/system/status',
    '/wps?x=1',
    '/lgw/games/mobile',
    '/cdn/games/icon.svg',
    '/admin',
    '/admin/',
    '/admin/login',
    '/icon-512.png',
    '/manifest.webmanifest',
    '/sw.js',
    '/favicon.svg?v=1',
  ])('leaves %s to the server', (path) => {
    expect(matches(path)).toBe(false);
  });

  it('ignores requests that are not navigations', () => {
    expect(matches('/m/home', 'cors')).toBe(false);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'workbox-routing';

import { CACHE_UPDATED_META } from '../src/lib/pwa/cache-updates';
import { registerRuntimeCaching } from './runtime-caching';
import { installWorkerWorld, jsonResponse, type WorkerWorld } from './test-support';

const ORIGIN = location.origin;

let world: WorkerWorld;
let router: Router;

beforeEach(() => {
  world = installWorkerWorld();
  router = new Router();
  registerRuntimeCaching((capture, handler, method) => router.registerRoute(new Route(capture, handler, method)), [ORIGIN]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What the worker does with a request: undefined means "not handled, straight to the network". */
async function handle(path: string, init: RequestInit = {}) {
  const request = new Request(new URL(path, ORIGIN), init);
  const event = world.fetchEvent(request);
  const response = router.handleRequest({ request, event });
  const result = response ? await response : undefined;
  await event.settled();
  return result;
}

async function cached(cacheName: string, path: string): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  return cache.match(new URL(path, ORIGIN).href);
}

describe('stale-while-revalidate API caches', () => {
  it('stores a 200 answer and serves it from cache while refreshing', async () => {
    world.fetch.mockResolvedValueOnce(jsonResponse({ success: true, value: { maintenance: false } }));
    const first = await handle('/wps/system/status');
    expect(await first?.json()).toEqual({ success: true, value: { maintenance: false } });
    expect(await cached('status', '/wps/system/status')).toBeDefined();

    world.fetch.mockResolvedValueOnce(jsonResponse({ success: true, value: { maintenance: true } }));
    const second = await handle('/wps/system/status');
    // The cached (stale) copy answers; the refresh lands in the cache for next time.
    expect(await second?.json()).toEqual({ success: true, value: { maintenance: false } });
    expect(await (await cached('status', '/wps/system/status'))?.json()).toEqual({
      success: true,
      value: { maintenance: true },
    });
  });

  it('answers from cache when the network is down (offline reopen)', async () => {
    world.fetch.mockResolvedValueOnce(jsonResponse({ content: { RNG: {} } }));
    await handle('/wps/relay/GCSGAME_getVassGameType?typeId=1');
    world.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = await handle('/wps/relay/GCSGAME_getVassGameType?typeId=1');
    expect(await offline?.json()).toEqual({ content: { RNG: {} } });
  });

  it.each([500, 404, 401, 204])('does not cache a %i answer', async (status) => {
    world.fetch.mockResolvedValueOnce(new Response(status === 204 ? null : 'nope', { status }));
    const response = await handle('/lgw/games/mobile');
    expect(response?.status).toBe(status);
    expect(await cached('lobby-config', '/lgw/games/mobile')).toBeUndefined();
  });

  it('tells the pages when a refresh brings a different ETag', async () => {
    world.fetch.mockResolvedValueOnce(jsonResponse({ v: 1 }, { headers: { ETag: '"a"' } }));
    await handle('/wps/system/template');
    world.fetch.mockResolvedValueOnce(jsonResponse({ v: 1 }, { headers: { ETag: '"a"' } }));
    await handle('/wps/system/template');
    expect(world.posted).toEqual([]);

    world.fetch.mockResolvedValueOnce(jsonResponse({ v: 2 }, { headers: { ETag: '"b"' } }));
    await handle('/wps/system/template');
    expect(world.posted).toEqual([
      {
        type: 'CACHE_UPDATED',
        meta: CACHE_UPDATED_META,
        payload: { cacheName: 'lobby-config', updatedURL: `${ORIGIN}/wps/system/template` },
      },
    ]);
  });
});

describe('requests the worker leaves alone', () => {
  it.each(['POST', 'PUT', 'DELETE'])('%s bypasses every route', async (method) => {
    expect(await handle('/wps/system/status', { method, body: method === 'DELETE' ? null : '{}' })).toBeUndefined();
    expect(world.fetch).not.toHaveBeenCalled();
  });

  it('a request with an Authorization header bypasses every route', async () => {
    const headers = { Authorization: 'raw-token' };
    expect(await handle('/wps/system/status', { headers })).toBeUndefined();
    expect(await handle('/lgw/games/popular', { headers })).toBeUndefined();
    expect(await handle('/cdn/x.png', { headers })).toBeUndefined();
    expect(world.fetch).not.toHaveBeenCalled();
    expect(await caches.keys()).toEqual([]);
  });

  it.each(['/wps/member/info', '/wps/session/key/rsa', '/wps/captcha', '/wps/system/domainRouteX'])(
    'GET %s is not routed',
    async (path) => {
      expect(await handle(path)).toBeUndefined();
    },
  );
});

describe('CDN images', () => {
  it('serves a cached image without the network', async () => {
    world.fetch.mockResolvedValueOnce(new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } }));
    await handle('/cdn/games/42.svg');
    const again = await handle('/cdn/games/42.svg');
    expect(await again?.text()).toBe('<svg/>');
    expect(world.fetch).toHaveBeenCalledTimes(1);
  });

  it('does not cache a missing image', async () => {
    world.fetch.mockResolvedValue(new Response('missing', { status: 404 }));
    await handle('/cdn/games/43.png');
    expect(await cached('cdn-images', '/cdn/games/43.png')).toBeUndefined();
    await handle('/cdn/games/43.png');
    expect(world.fetch).toHaveBeenCalledTimes(2);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'workbox-routing';

import { CACHE_UPDATED_META } from '../src/lib/pwa/cache-updates';
import { cacheDeploymentFiles, configuredGatewayOrigin, isDeploymentFile, registerDeploymentFiles } from './deployment-files';
import { installWorkerWorld, jsonResponse, type WorkerWorld } from './test-support';

const ORIGIN = location.origin;

let world: WorkerWorld;
let router: Router;
let ready: () => void;

beforeEach(() => {
  world = installWorkerWorld();
  router = new Router();
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));
  registerDeploymentFiles((capture, handler, method) => router.registerRoute(new Route(capture, handler, method)), ORIGIN, readyPromise);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function handle(url: string, init: RequestInit = {}) {
  const request = new Request(new URL(url, ORIGIN), init);
  const event = world.fetchEvent(request);
  const response = router.handleRequest({ request, event });
  const result = response ? await response : undefined;
  await event.settled();
  return result;
}

describe('the deployment files (docs/architecture.md#deploying)', () => {
  it('answers the configuration from the cache once seen, and tells the pages when the operator changed it', async () => {
    ready();
    world.fetch.mockResolvedValueOnce(jsonResponse({ merchantCode: 'a' }, { headers: { ETag: '"1"' } }));
    expect(await (await handle('/config.json'))?.json()).toEqual({ merchantCode: 'a' });

    world.fetch.mockResolvedValueOnce(jsonResponse({ merchantCode: 'b' }, { headers: { ETag: '"2"' } }));
    // The start in hand answers at once; the changed file is there for the reload the page offers.
    expect(await (await handle('/config.json'))?.json()).toEqual({ merchantCode: 'a' });
    expect(world.posted).toEqual([
      { type: 'CACHE_UPDATED', meta: CACHE_UPDATED_META, payload: { cacheName: 'deployment', updatedURL: `${ORIGIN}/config.json` } },
    ]);
    world.fetch.mockRejectedValueOnce(new TypeError('offline'));
    expect(await (await handle('/config.json'))?.json()).toEqual({ merchantCode: 'b' });
  });

  it("waits for what the worker must know first: the configured gateway's origin", async () => {
    world.fetch.mockResolvedValue(jsonResponse({}));
    let answered = false;
    const answer = handle('/config.json').then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    ready();
    await answer;
    expect(answered).toBe(true);
  });

  it("takes the brand's pictures and the manifest, and leaves navigations, other files and other origins alone", async () => {
    ready();
    world.fetch.mockImplementation(async () => new Response('x'));
    expect(await handle('/manifest.webmanifest')).toBeDefined();
    expect(await handle('/brand/icon-192.png')).toBeDefined();
    expect(isDeploymentFile({ mode: 'navigate' } as Request, new URL('/config.json', ORIGIN), ORIGIN)).toBe(false);
    expect(await handle('/assets/app.js')).toBeUndefined();
    expect(await handle('https://cdn.example/config.json')).toBeUndefined();
  });
});

describe('cacheDeploymentFiles', () => {
  it('fetches the files a start needs at install, skipping one that fails, and finds the gateway named', async () => {
    world.fetch.mockImplementation(async (input) => {
      const path = String(input);
      if (path === '/brand/icon-192.png') throw new TypeError('offline');
      if (path === '/config.json') return jsonResponse({ gatewayOrigin: 'https://api.acme.example' });
      return new Response(path);
    });
    await cacheDeploymentFiles(caches, fetch);
    const cache = await caches.open('deployment');
    expect((await cache.keys()).map((request) => new URL(request.url).pathname).sort()).toEqual([
      '/brand/apple-touch-icon-180.png',
      '/brand/favicon.svg',
      '/brand/logo.svg',
      '/config.json',
      '/manifest.webmanifest',
    ]);
    expect(await configuredGatewayOrigin(caches)).toBe('https://api.acme.example');
  });

  it("finds no gateway origin before the configuration is cached, or where it is the app's own", async () => {
    expect(await configuredGatewayOrigin(caches)).toBeUndefined();
    await (await caches.open('deployment')).put('/config.json', jsonResponse({ gatewayOrigin: '' }));
    expect(await configuredGatewayOrigin(caches)).toBeUndefined();
  });
});

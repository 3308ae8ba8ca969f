import { describe, expect, it, vi } from 'vitest';

import { installKillSwitch, retireWorker } from './kill-switch';
import { MemoryCacheStorage } from './test-support';

async function retiringScope() {
  const caches = new MemoryCacheStorage();
  await caches.open('workbox-precache-v2-https://app.example/');
  await caches.open('status');
  await caches.open('cdn-images');
  const navigate = vi.fn(async () => null);
  const matchAll = vi.fn(async () => [{ url: 'https://app.example/m/home', navigate }]);
  const unregister = vi.fn(async () => true);
  const scope = Object.assign(new EventTarget(), {
    caches,
    registration: { unregister },
    clients: { matchAll },
    skipWaiting: vi.fn(async () => undefined),
  });
  return { scope, caches, navigate, matchAll, unregister };
}

describe('kill switch', () => {
  it('deletes every cache, unregisters and reloads the windows it controls', async () => {
    const { scope, caches, navigate, matchAll, unregister } = await retiringScope();
    await retireWorker(scope as unknown as ServiceWorkerGlobalScope);
    expect(await caches.keys()).toEqual([]);
    expect(unregister).toHaveBeenCalledOnce();
    expect(matchAll).toHaveBeenCalledWith({ type: 'window' });
    expect(navigate).toHaveBeenCalledWith('https://app.example/m/home');
  });

  it('activates at once and retires on activate', async () => {
    const { scope, caches, unregister } = await retiringScope();
    installKillSwitch(scope as unknown as ServiceWorkerGlobalScope);
    scope.dispatchEvent(new Event('install'));
    expect(scope.skipWaiting).toHaveBeenCalledOnce();

    const pending: Promise<unknown>[] = [];
    scope.dispatchEvent(Object.assign(new Event('activate'), { waitUntil: (p: Promise<unknown>) => pending.push(p) }));
    await Promise.all(pending);
    expect(await caches.keys()).toEqual([]);
    expect(unregister).toHaveBeenCalledOnce();
  });
});

import { describe, expect, it, vi } from 'vitest';

import { clearSessionCaches, handleWorkerMessage, listenForMessages } from './messages';
import { MemoryCacheStorage } from './test-support';

function scope() {
  const caches = new MemoryCacheStorage();
  return { caches: caches as unknown as CacheStorage, skipWaiting: vi.fn(async () => undefined) };
}

describe('handleWorkerMessage', () => {
  it('SKIP_WAITING activates the waiting worker', async () => {
    const s = scope();
    await handleWorkerMessage({ type: 'SKIP_WAITING' }, s);
    expect(s.skipWaiting).toHaveBeenCalledOnce();
  });

  it('CLEAR_SESSION_CACHES is handled and keeps the shared lobby caches', async () => {
    const s = scope();
    await s.caches.open('lobby-config');
    await s.caches.open('status');
    await handleWorkerMessage({ type: 'CLEAR_SESSION_CACHES' }, s);
    expect(await s.caches.keys()).toEqual(['lobby-config', 'status']);
  });

  it('ignores unknown or malformed messages', () => {
    const s = scope();
    for (const data of [undefined, null, 'SKIP_WAITING', 42, {}, { type: 'OTHER' }]) {
      expect(handleWorkerMessage(data, s)).toBeUndefined();
    }
    expect(s.skipWaiting).not.toHaveBeenCalled();
  });
});

describe('clearSessionCaches', () => {
  it('deletes exactly the listed caches', async () => {
    const caches = new MemoryCacheStorage();
    await caches.open('member');
    await caches.open('status');
    await clearSessionCaches(caches as unknown as CacheStorage, ['member', 'never-opened']);
    expect(await caches.keys()).toEqual(['status']);
  });
});

describe('listenForMessages', () => {
  it('runs the work inside waitUntil and replies on the port', async () => {
    const target = new EventTarget();
    const s = scope();
    listenForMessages(Object.assign(target, s) as unknown as ServiceWorkerGlobalScope);
    const reply = vi.fn();
    const pending: Promise<unknown>[] = [];
    const event = Object.assign(new Event('message'), {
      data: { type: 'SKIP_WAITING' },
      ports: [{ postMessage: reply }],
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    target.dispatchEvent(event);
    await Promise.all(pending);
    expect(s.skipWaiting).toHaveBeenCalledOnce();
    expect(reply).toHaveBeenCalledWith({ ok: true });
  });
});

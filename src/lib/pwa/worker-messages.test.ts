import { describe, expect, it, vi } from 'vitest';

import { clearSessionCaches, onCacheUpdated } from './worker-messages';

describe('onCacheUpdated', () => {
  it('passes on broadcast-update messages only, until unsubscribed', () => {
    const source = new EventTarget();
    const listener = vi.fn();
    const stop = onCacheUpdated(listener, source as never);
    const send = (data: unknown) => source.dispatchEvent(new MessageEvent('message', { data }));

    send({ type: 'OTHER' });
    send({ type: 'CACHE_UPDATED', meta: 'something-else', payload: { cacheName: 'x', updatedURL: 'y' } });
    send({
      type: 'CACHE_UPDATED',
      meta: 'workbox-broadcast-update',
      payload: { cacheName: 'status', updatedURL: 'https://app.example/wps/system/status' },
    });
    expect(listener).toHaveBeenCalledExactlyOnceWith({
      cacheName: 'status',
      url: 'https://app.example/wps/system/status',
    });
    stop();
    send({
      type: 'CACHE_UPDATED',
      meta: 'workbox-broadcast-update',
      payload: { cacheName: 'status', updatedURL: 'u' },
    });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('is a no-op without a source', () => {
    expect(() => onCacheUpdated(vi.fn(), undefined)()).not.toThrow();
  });
});

describe('clearSessionCaches (page side)', () => {
  it('resolves at once without a controlling worker', async () => {
    await expect(clearSessionCaches(null)).resolves.toBeUndefined();
  });

  it('sends CLEAR_SESSION_CACHES and resolves on the reply', async () => {
    const postMessage = vi.fn((_message: unknown, transfer: Transferable[]) => {
      (transfer[0] as MessagePort).postMessage({ ok: true });
    });
    await clearSessionCaches({ postMessage } as never, 10_000);
    expect(postMessage.mock.calls[0]?.[0]).toEqual({ type: 'CLEAR_SESSION_CACHES' });
  });

  it('resolves after the timeout when the worker does not answer', async () => {
    await expect(clearSessionCaches({ postMessage: vi.fn() } as never, 5)).resolves.toBeUndefined();
  });
});

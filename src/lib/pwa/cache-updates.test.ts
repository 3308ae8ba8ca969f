import { afterEach, describe, expect, it, vi } from 'vitest';

import { cacheUpdateOf, keepCacheUpdates, keptCacheUpdates } from './cache-updates';
import { onCacheUpdated } from './worker-messages';

const update = (url: string, cacheName = 'lobby-data') => ({
  type: 'CACHE_UPDATED',
  meta: 'workbox-broadcast-update',
  payload: { cacheName, updatedURL: url },
});

function messageSource() {
  const source = new EventTarget();
  return { source: source as never, send: (data: unknown) => source.dispatchEvent(new MessageEvent('message', { data })) };
}

afterEach(() => {
  keptCacheUpdates();
});

describe('cacheUpdateOf', () => {
  it('reads broadcast updates only', () => {
    expect(cacheUpdateOf(update('/wps/winners'))).toEqual({ cacheName: 'lobby-data', url: '/wps/winners' });
    expect(cacheUpdateOf({ type: 'CACHE_UPDATED', meta: 'other', payload: { cacheName: 'x', updatedURL: 'y' } })).toBeUndefined();
    expect(cacheUpdateOf({ type: 'CACHE_UPDATED', meta: 'workbox-broadcast-update', payload: { cacheName: 1 } })).toBeUndefined();
    expect(cacheUpdateOf(null)).toBeUndefined();
  });
});

describe('updates reported before the app listens', () => {
  it('reach the app once it listens, each URL once, then the ones that follow', () => {
    const { source, send } = messageSource();
    keepCacheUpdates(source);
    send(update('/wps/announcements?groupName=m_home'));
    send({ type: 'OTHER' });
    send(update('/wps/announcements?groupName=m_home'));
    send(update('/wps/system/status', 'status'));

    const listener = vi.fn();
    onCacheUpdated(listener, source);
    expect(listener.mock.calls.map(([heard]) => heard)).toEqual([
      { cacheName: 'lobby-data', url: '/wps/announcements?groupName=m_home' },
      { cacheName: 'status', url: '/wps/system/status' },
    ]);
    send(update('/wps/winners'));
    expect(listener).toHaveBeenCalledTimes(3);
    expect(listener).toHaveBeenLastCalledWith({ cacheName: 'lobby-data', url: '/wps/winners' });
  });

  it('are handed to every listener, and no longer kept once the first listens', () => {
    const { source, send } = messageSource();
    keepCacheUpdates(source);
    send(update('/wps/winners'));
    expect(keptCacheUpdates()).toHaveLength(1);
    send(update('/wps/games/hot'));
    expect(keptCacheUpdates()).toEqual([{ cacheName: 'lobby-data', url: '/wps/winners' }]);
  });

  it('are kept up to a bound, for an app whose listener never comes', () => {
    const { source, send } = messageSource();
    keepCacheUpdates(source);
    for (let index = 0; index < 100; index++) send(update(`/wps/relay/GCSGAME_gameList?pageNo=${index}`));
    expect(keptCacheUpdates()).toHaveLength(32);
  });

  it('are not kept where the browser has no workers', () => {
    keepCacheUpdates(undefined);
    expect(keptCacheUpdates()).toEqual([]);
  });
});

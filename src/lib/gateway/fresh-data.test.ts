import { describe, expect, it, vi } from 'vitest';

import { refetchOnFreshData, tagsForUpdatedUrl } from './fresh-data';

describe('fresh data from the worker', () => {
  it('maps an updated gateway URL to the tags it feeds', () => {
    expect(tagsForUpdatedUrl('http://127.0.0.1:8080/wps/system/status')).toEqual(['SystemStatus']);
    expect(tagsForUpdatedUrl('/wps/relay/GCSGAME_getVassGameType?typeId=1')).toEqual(['Vendors']);
    expect(tagsForUpdatedUrl('/cdn/games/1.svg')).toEqual([]);
  });

  it('invalidates the matching tags when the worker reports a changed answer', () => {
    const listeners: ((event: MessageEvent) => void)[] = [];
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
        removeEventListener: vi.fn(),
      },
    });
    const dispatch = vi.fn();
    refetchOnFreshData(dispatch);
    listeners[0]!(
      new MessageEvent('message', {
        data: {
          type: 'CACHE_UPDATED',
          meta: 'workbox-broadcast-update',
          payload: { cacheName: 'status', updatedURL: 'http://x/wps/system/status' },
        },
      }),
    );
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch.mock.calls[0]![0].payload).toEqual(['SystemStatus']);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});

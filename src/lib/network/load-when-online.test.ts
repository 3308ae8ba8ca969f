import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createConnectivityStore } from './connectivity';
import { loadWhenOnline, retryDelay } from './load-when-online';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A load that fails `failures` times, then answers. */
function flakyLoad(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return 'module';
  });
  return load;
}

describe('loadWhenOnline', () => {
  it('answers at once when the first load works', async () => {
    const store = createConnectivityStore(true);
    await expect(loadWhenOnline(flakyLoad(0), store)).resolves.toBe('module');
  });

  it('offline, waits for the connection to come back, then loads again', async () => {
    const store = createConnectivityStore(false);
    const load = flakyLoad(1);
    const loaded = loadWhenOnline(load, store);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(load).toHaveBeenCalledTimes(1);
    store.setOnline(true);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, tries again after a delay that doubles up to its longest', async () => {
    const store = createConnectivityStore(true);
    const load = flakyLoad(2);
    const loaded = loadWhenOnline(load, store);
    await vi.advanceTimersByTimeAsync(retryDelay(1) - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(retryDelay(2));
    await expect(loaded).resolves.toBe('module');
    expect(retryDelay(2)).toBe(2 * retryDelay(1));
    expect(retryDelay(50)).toBe(retryDelay(10));
  });

  it('a connection that drops and comes back cuts the wait short', async () => {
    const store = createConnectivityStore(true);
    const load = flakyLoad(1);
    const loaded = loadWhenOnline(load, store);
    await vi.advanceTimersByTimeAsync(0);
    store.setOnline(false);
    store.setOnline(true);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

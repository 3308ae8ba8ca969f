import { afterEach, describe, expect, it, vi } from 'vitest';

import { createConnectivityStore } from './connectivity';

afterEach(() => vi.useRealTimers());

describe('connectivity store', () => {
  it('marks the connection slow while a call is pending past the threshold, until all slow calls settle', () => {
    vi.useFakeTimers();
    const store = createConnectivityStore(true, 1000);
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.trackRequest();
    const second = store.trackRequest();
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot().slow).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().slow).toBe(true);
    first();
    expect(store.getSnapshot().slow).toBe(true);
    second();
    expect(store.getSnapshot().slow).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('never marks a quick call slow', () => {
    vi.useFakeTimers();
    const store = createConnectivityStore(true, 1000);
    store.trackRequest()();
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot().slow).toBe(false);
  });

  it('follows online and offline', () => {
    const store = createConnectivityStore(true);
    store.setOnline(false);
    expect(store.getSnapshot().online).toBe(false);
  });

  it('keeps the newest answer date as the time the shown data was fresh', () => {
    const store = createConnectivityStore(false);
    store.noteAnswerDate('Sat, 21 Nov 2026 10:00:00 GMT');
    store.noteAnswerDate('Sat, 21 Nov 2026 09:00:00 GMT');
    store.noteAnswerDate('not a date');
    store.noteAnswerDate(null);
    expect(store.getSnapshot().dataTime).toBe(Date.UTC(2026, 10, 21, 10));
  });
});

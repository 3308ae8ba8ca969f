// @vitest-environment jsdom
import '@/testing/render';

import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TIMING } from '@/config/constants';

import { useStatusRecheck } from './use-status-recheck';

let online = true;
beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useStatusRecheck', () => {
  it('asks every 15 s while the status page is shown', () => {
    expect(TIMING.statusPageRecheck).toBe(15_000);
    const recheck = vi.fn();
    renderHook(() => useStatusRecheck(recheck));
    vi.advanceTimersByTime(14_999);
    expect(recheck).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(recheck).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(recheck).toHaveBeenCalledTimes(3);
  });

  it('asks at once on focus, on becoming visible and on coming back online', () => {
    const recheck = vi.fn();
    renderHook(() => useStatusRecheck(recheck));
    window.dispatchEvent(new Event('focus'));
    expect(recheck).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(recheck).toHaveBeenCalledTimes(2);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(recheck).toHaveBeenCalledTimes(3);
  });

  it('does not ask on the timer while offline', () => {
    const recheck = vi.fn();
    renderHook(() => useStatusRecheck(recheck));
    online = false;
    vi.advanceTimersByTime(45_000);
    expect(recheck).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(recheck).toHaveBeenCalledTimes(1);
  });

  it('stops when the page goes', () => {
    const recheck = vi.fn();
    const hook = renderHook(() => useStatusRecheck(recheck));
    vi.advanceTimersByTime(15_000);
    expect(recheck).toHaveBeenCalledTimes(1);

    hook.unmount();
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    expect(recheck).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callback without restarting the timer', () => {
    const first = vi.fn();
    const second = vi.fn();
    const hook = renderHook(({ recheck }) => useStatusRecheck(recheck), { initialProps: { recheck: first } });
    vi.advanceTimersByTime(10_000);
    hook.rerender({ recheck: second });
    vi.advanceTimersByTime(5_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

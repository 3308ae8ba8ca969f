import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useMarqueeMotion } from './use-marquee-motion';

/** An IntersectionObserver whose answers the test gives. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** jsdom has loaded the document and has no requestIdleCallback: the page settles, and is quiet, a tick later. */
const settle = () => act(() => vi.runOnlyPendingTimers());

describe('useMarqueeMotion', () => {
  it('stays still until the page has gone quiet, then moves while on screen', () => {
    const { result } = renderHook(() => useMarqueeMotion());
    act(() => result.current[0](document.createElement('div')));
    act(() => FakeObserver.instances[0]!.report(true));
    expect(result.current[1]).toBe(false);
    settle();
    expect(result.current[1]).toBe(true);
  });

  it('stops off screen and goes on when it is back in view', () => {
    const { result } = renderHook(() => useMarqueeMotion());
    act(() => result.current[0](document.createElement('div')));
    settle();
    act(() => FakeObserver.instances[0]!.report(true));
    expect(result.current[1]).toBe(true);
    act(() => FakeObserver.instances[0]!.report(false));
    expect(result.current[1]).toBe(false);
    act(() => FakeObserver.instances[0]!.report(true));
    expect(result.current[1]).toBe(true);
  });

  it('watches a window that mounts after the component, and never one that is gone', () => {
    const { result } = renderHook(() => useMarqueeMotion());
    settle();
    expect(FakeObserver.instances).toHaveLength(0);
    expect(result.current[1]).toBe(false);
    const element = document.createElement('div');
    act(() => result.current[0](element));
    expect(FakeObserver.instances[0]!.observed).toEqual([element]);
    act(() => result.current[0](null));
    expect(FakeObserver.instances[0]!.observed).toEqual([]);
  });

  it('counts as on screen where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useMarqueeMotion());
    act(() => result.current[0](document.createElement('div')));
    settle();
    expect(result.current[1]).toBe(true);
  });
});

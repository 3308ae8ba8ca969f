import { describe, expect, it, vi } from 'vitest';

import { fakeWindow } from '@/testing/fake-window';

import { afterFirstRender, FIRST_PAINT_WAIT_MS, markFirstRender } from './first-render';
import { whenPageSettled } from './page-quiet';

describe('first render', () => {
  it('runs deferred work once, each in a task of its own after the first render, and later work at once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const early = vi.fn();
    const second = vi.fn();
    afterFirstRender(early);
    afterFirstRender(second);
    expect(early).not.toHaveBeenCalled();
    markFirstRender();
    markFirstRender();
    // Not within the first render's own task.
    expect(early).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(early).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(performance.getEntriesByName('app:first-render')).toHaveLength(1);
    const late = vi.fn();
    afterFirstRender(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('on a visible page, waits for the frame that paints the first render, then runs right after it', async () => {
    const page = await freshVisiblePage({ holdFrames: true });
    try {
      const work = vi.fn();
      page.firstRender.afterFirstRender(work);
      page.firstRender.markFirstRender();
      // Asked for by a part whose effects run after the mark's, in the same commit.
      const queuedAfterMark = vi.fn();
      page.firstRender.afterFirstRender(queuedAfterMark);
      vi.runAllTimers();
      // Nothing between the render and its paint.
      expect(work).not.toHaveBeenCalled();
      expect(queuedAfterMark).not.toHaveBeenCalled();
      expect(page.frames).toHaveLength(1);
      page.frames[0]!(0);
      expect(work).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(work).toHaveBeenCalledTimes(1);
      expect(queuedAfterMark).toHaveBeenCalledTimes(1);
    } finally {
      page.restore();
    }
  });

  it('when the first contentful paint is not reported yet, waits for it', async () => {
    const page = await freshVisiblePage();
    try {
      const reported = vi.fn();
      page.firstRender.afterFirstRender(reported);
      page.firstRender.markFirstRender();
      vi.advanceTimersByTime(1);
      expect(reported).not.toHaveBeenCalled();
      page.reportContentfulPaint();
      vi.advanceTimersByTime(1);
      expect(reported).toHaveBeenCalledTimes(1);
      vi.runAllTimers();
      expect(reported).toHaveBeenCalledTimes(1);
    } finally {
      page.restore();
    }
  });

  it('when the first contentful paint is never reported, waits a short while at most', async () => {
    const page = await freshVisiblePage();
    try {
      const unreported = vi.fn();
      page.firstRender.afterFirstRender(unreported);
      page.firstRender.markFirstRender();
      vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
      expect(unreported).not.toHaveBeenCalled();
      vi.advanceTimersByTime(2);
      expect(unreported).toHaveBeenCalledTimes(1);
    } finally {
      page.restore();
    }
  });
});

type PaintList = { getEntriesByName: (name: string) => unknown[] };

/**
 * A fresh copy of the module on a visible page whose frames come at once (or wait in `frames`
 * until run by hand) and whose paint timing is reported by hand (`reportContentfulPaint`), under a
 * fake clock; `restore` undoes it all.
 */
async function freshVisiblePage({ holdFrames = false } = {}) {
  vi.resetModules();
  const firstRender = await import('./first-render');
  const observers: ((list: PaintList) => void)[] = [];
  class FakePaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: PaintList) => void) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('document', { visibilityState: 'visible' });
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => (holdFrames ? frames.push(callback) : callback(0)));
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return {
    firstRender,
    frames,
    reportContentfulPaint: () =>
      observers.forEach((observer) => observer({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })),
    restore: () => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    },
  };
}

describe('settled page', () => {
  it('waits for the load event, then for an idle moment', () => {
    const page = fakeWindow('interactive');
    const work = vi.fn();
    whenPageSettled(work, page.target);
    page.idle();
    expect(work).not.toHaveBeenCalled();
    page.load();
    expect(work).not.toHaveBeenCalled();
    page.idle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded, waits only for an idle moment', () => {
    const page = fakeWindow('complete');
    const work = vi.fn();
    whenPageSettled(work, page.target);
    expect(work).not.toHaveBeenCalled();
    page.idle();
    expect(work).toHaveBeenCalledTimes(1);
  });
});

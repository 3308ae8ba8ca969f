import { describe, expect, it, vi } from 'vitest';
import { afterFirstRender, markFirstRender, whenPageSettled } from './first-render';

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
});

/** Just enough of a window: its load state, its load event and its idle callbacks. */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const target = {
    document: { readyState },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    setTimeout: () => 0,
  };
  return {
    target: target as unknown as Window,
    load: () => listeners.splice(0).forEach((listener) => listener()),
    idle: () => idle.splice(0).forEach((callback) => callback()),
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

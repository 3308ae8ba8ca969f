import { describe, expect, it, vi } from 'vitest';
import { afterFirstRender, markFirstRender } from './first-render';

describe('first render', () => {
  it('runs deferred work once, at the first render, and later work at once', () => {
    const early = vi.fn();
    afterFirstRender(early);
    expect(early).not.toHaveBeenCalled();
    markFirstRender();
    markFirstRender();
    expect(early).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName('app:first-render')).toHaveLength(1);
    const late = vi.fn();
    afterFirstRender(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});

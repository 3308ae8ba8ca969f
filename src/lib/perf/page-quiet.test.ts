import { describe, expect, it, vi } from 'vitest';

import { fakeWindow } from '@/testing/fake-window';

import { whenPageQuiet } from './page-quiet';

describe('quiet page', () => {
  it('waits for the page to settle, then for half a second of whole idle periods', () => {
    const page = fakeWindow('complete');
    const work = vi.fn();
    whenPageQuiet(work, page.target);
    page.idle(); // settled
    page.idleFor(450);
    expect(work).not.toHaveBeenCalled();
    page.idleFor(100);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts counting again after a busy moment: a short idle period, or a long gap between two', () => {
    const page = fakeWindow('complete');
    const work = vi.fn();
    whenPageQuiet(work, page.target);
    page.idle();
    page.idleFor(400);
    page.idle(5); // a frame was due
    page.idleFor(400);
    expect(work).not.toHaveBeenCalled();
    page.idle(50, 400); // a long task ran between two idle periods
    page.idleFor(400);
    expect(work).not.toHaveBeenCalled();
    page.idleFor(150);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting on a page that is never quiet', () => {
    const page = fakeWindow('complete');
    const work = vi.fn();
    whenPageQuiet(work, page.target);
    page.idle();
    for (let elapsed = 0; elapsed < 5_900; elapsed += 100) page.idle(8, 100);
    expect(work).not.toHaveBeenCalled();
    page.idle(8, 200);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

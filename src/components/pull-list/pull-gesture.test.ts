import { describe, expect, it } from 'vitest';

import { pullIntent, pullOffset } from './pull-gesture';

describe('pullIntent (pull-up -50, pull-down 100: docs/product.md#constants)', () => {
  it('refreshes on a pull down of 100 px from the top', () => {
    expect(pullIntent({ distance: 100, atTop: true, atBottom: false })).toBe('refresh');
    expect(pullIntent({ distance: 99, atTop: true, atBottom: false })).toBeNull();
  });

  it('loads more on a pull up of 50 px at the bottom', () => {
    expect(pullIntent({ distance: -50, atTop: false, atBottom: true })).toBe('load-more');
    expect(pullIntent({ distance: -49, atTop: false, atBottom: true })).toBeNull();
  });

  it('is only a scroll in the middle of the list', () => {
    expect(pullIntent({ distance: 300, atTop: false, atBottom: false })).toBeNull();
    expect(pullIntent({ distance: -300, atTop: false, atBottom: false })).toBeNull();
  });

  it('a short list is both at the top and the bottom: the direction decides', () => {
    expect(pullIntent({ distance: 120, atTop: true, atBottom: true })).toBe('refresh');
    expect(pullIntent({ distance: -60, atTop: true, atBottom: true })).toBe('load-more');
  });
});

describe('pullOffset', () => {
  it('follows the finger at half speed up to the threshold', () => {
    expect(pullOffset(-20)).toBe(0);
    expect(pullOffset(40)).toBe(20);
    expect(pullOffset(500)).toBe(100);
  });
});

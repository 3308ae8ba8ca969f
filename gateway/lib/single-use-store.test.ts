import { describe, expect, it } from 'vitest';

import { createSingleUseStore } from './single-use-store.ts';

describe('single-use store', () => {
  it('takes an id once, refuses it again through its time, then takes it again', () => {
    const store = createSingleUseStore({ keepMs: 1000, maxEntries: 10, whenFull: 'refuse' });
    expect(store.claim('a', 0)).toBe('fresh');
    expect(store.claim('a', 0)).toBe('replayed');
    expect(store.claim('b', 500)).toBe('fresh');
    // Kept through 1000, that instant included.
    expect(store.claim('a', 1000)).toBe('replayed');
    expect(store.claim('a', 1001)).toBe('fresh');
    expect(store.claim('b', 1500)).toBe('replayed');
    expect(store.size).toBe(2);
  });

  it('drops lapsed ids as it goes, so its size follows the ids still kept', () => {
    const store = createSingleUseStore({ keepMs: 100, maxEntries: 1000, whenFull: 'refuse' });
    for (let i = 0; i < 50; i++) store.claim(`id-${i}`, i);
    expect(store.size).toBe(50);
    store.claim('late', 150);
    // Ids claimed at 0..49 are kept through 100..149: all gone but the latest.
    expect(store.size).toBe(1);
  });

  it('when full and refusing, refuses a new id until the oldest lapses, and still knows a replay', () => {
    const store = createSingleUseStore({ keepMs: 1000, maxEntries: 2, whenFull: 'refuse' });
    expect(store.claim('a', 0)).toBe('fresh');
    expect(store.claim('b', 10)).toBe('fresh');
    expect(store.claim('c', 20)).toBe('full');
    expect(store.claim('a', 20)).toBe('replayed');
    expect(store.freeAt(20)).toBe(1001);
    expect(store.claim('c', 1000)).toBe('full');
    expect(store.claim('c', 1001)).toBe('fresh');
    // 'a' lapsed to make room; 'b' is still kept.
    expect(store.claim('b', 1001)).toBe('replayed');
  });

  it('when full and forgetting, forgets the oldest id for the new one', () => {
    const store = createSingleUseStore({ keepMs: 1000, maxEntries: 2, whenFull: 'forget-oldest' });
    store.claim('a', 0);
    store.claim('b', 10);
    expect(store.claim('c', 20)).toBe('fresh');
    expect(store.size).toBe(2);
    expect(store.claim('b', 30)).toBe('replayed');
    expect(store.claim('c', 30)).toBe('replayed');
    expect(store.claim('a', 30)).toBe('fresh');
  });

  it('is free now when empty', () => {
    expect(createSingleUseStore({ keepMs: 1000, maxEntries: 2, whenFull: 'refuse' }).freeAt(42)).toBe(42);
  });
});

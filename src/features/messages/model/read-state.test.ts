import { describe, expect, it } from 'vitest';

import { shouldMarkRead, withLocalReads } from './read-state';

describe('withLocalReads', () => {
  it('flips opened items to read and keeps the server flags of the others', () => {
    const items = [{ id: 1, read: false }, { id: 2, read: true }, { id: 3 }];
    expect(withLocalReads(items, new Set([1])).map((item) => item.read)).toEqual([true, true, false]);
    expect(withLocalReads(items, new Set()).map((item) => item.read)).toEqual([false, true, false]);
  });
});

describe('shouldMarkRead', () => {
  it('tells the gateway about unread items of a session only', () => {
    expect(shouldMarkRead({ read: false }, true)).toBe(true);
    expect(shouldMarkRead({}, true)).toBe(true);
    expect(shouldMarkRead({ read: true }, true)).toBe(false);
    expect(shouldMarkRead({ read: false }, false)).toBe(false);
  });
});

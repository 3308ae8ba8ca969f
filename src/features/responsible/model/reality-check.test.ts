import { describe, expect, it } from 'vitest';

import { delayUntil, elapsedSince, nextCheckAt, realityCheckMayShow } from './reality-check';

const MIN = 60_000;

describe('nextCheckAt', () => {
  it('counts whole intervals from the login', () => {
    expect(nextCheckAt(1_000, 30 * MIN, 1_000)).toBe(1_000 + 30 * MIN);
    expect(nextCheckAt(1_000, 30 * MIN, 1_000 + 29 * MIN)).toBe(1_000 + 30 * MIN);
    expect(nextCheckAt(1_000, 30 * MIN, 1_000 + 61 * MIN)).toBe(1_000 + 90 * MIN);
  });

  it('moves past a check due exactly now', () => {
    expect(nextCheckAt(0, 15 * MIN, 15 * MIN)).toBe(30 * MIN);
  });

  it('waits a whole interval when the clock reads before the login', () => {
    expect(nextCheckAt(10 * MIN, 15 * MIN, 0)).toBe(25 * MIN);
  });

  it('never falls due without an interval', () => {
    expect(nextCheckAt(0, 0, 5)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('delayUntil', () => {
  it('is never negative and stays within setTimeout', () => {
    expect(delayUntil(5, 10)).toBe(0);
    expect(delayUntil(10, 4)).toBe(6);
    expect(delayUntil(Number.POSITIVE_INFINITY, 0)).toBe(2_147_483_647);
  });
});

describe('realityCheckMayShow', () => {
  it('shows a due check when it has the turn, outside a game frame', () => {
    expect(realityCheckMayShow({ due: true, inGameFrame: false, hasTurn: true })).toBe(true);
  });
  it('waits inside a game frame and behind a payment', () => {
    expect(realityCheckMayShow({ due: true, inGameFrame: true, hasTurn: true })).toBe(false);
    expect(realityCheckMayShow({ due: true, inGameFrame: false, hasTurn: false })).toBe(false);
    expect(realityCheckMayShow({ due: false, inGameFrame: false, hasTurn: true })).toBe(false);
  });
});

describe('elapsedSince', () => {
  it('gives whole hours and minutes', () => {
    expect(elapsedSince(0, 65 * MIN + 59_000)).toEqual({ hours: 1, minutes: 5 });
    expect(elapsedSince(10, 0)).toEqual({ hours: 0, minutes: 0 });
  });
});

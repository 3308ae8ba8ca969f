import { describe, expect, it } from 'vitest';

import { tickerDurationSeconds } from './ticker-duration';

describe('tickerDurationSeconds', () => {
  it('divides the width by 30 px per second by default', () => {
    expect(tickerDurationSeconds(900)).toBe(30);
    expect(tickerDurationSeconds(45)).toBe(1.5);
  });

  it('accepts another speed', () => {
    expect(tickerDurationSeconds(900, 60)).toBe(15);
  });

  it('is 0 when there is nothing to scroll or the speed is nonsense', () => {
    expect(tickerDurationSeconds(0)).toBe(0);
    expect(tickerDurationSeconds(-10)).toBe(0);
    expect(tickerDurationSeconds(Number.NaN)).toBe(0);
    expect(tickerDurationSeconds(900, 0)).toBe(0);
    expect(tickerDurationSeconds(900, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

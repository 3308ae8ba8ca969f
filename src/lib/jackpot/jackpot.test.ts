import { describe, expect, it, vi } from 'vitest';

import { mulberry32 } from '../content/seeded-random';
import { formatJackpot, jackpotStart, jackpotStep } from './jackpot';

/** Plays back fixed draws, so each test says exactly which random numbers it feeds. */
function sequence(...values: number[]) {
  let i = 0;
  return () => {
    const value = values[i++];
    if (value === undefined) throw new Error('sequence exhausted');
    return value;
  };
}

describe('jackpotStart', () => {
  it('starts at the bounds for the lowest and highest draws', () => {
    expect(jackpotStart(() => 0)).toBe(2_000_000);
    expect(jackpotStart(() => 0.999_999_999)).toBe(2_100_000);
    expect(jackpotStart(() => 0.5)).toBe(2_050_000);
  });

  it('stays a whole number within the bounds for many seeded draws', () => {
    const random = mulberry32(2024);
    const starts = Array.from({ length: 2000 }, () => jackpotStart(random));
    expect(starts.every(Number.isInteger)).toBe(true);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(2_000_000);
    expect(Math.max(...starts)).toBeLessThanOrEqual(2_100_000);
    // Spread across the range, not stuck at one end.
    expect(Math.min(...starts)).toBeLessThan(2_010_000);
    expect(Math.max(...starts)).toBeGreaterThan(2_090_000);
  });

  it('is reproducible with the same seed', () => {
    expect(jackpotStart(mulberry32(5))).toBe(jackpotStart(mulberry32(5)));
  });
});

describe('jackpotStep', () => {
  it('draws the increment first and the interval second', () => {
    expect(jackpotStep(sequence(0, 0))).toEqual({ increment: 100, nextDelayMs: 3000 });
    expect(jackpotStep(sequence(0.999_999, 0.5))).toEqual({ increment: 500, nextDelayMs: 4000 });
    expect(jackpotStep(sequence(0.5, 0.999_999))).toEqual({ increment: 300, nextDelayMs: 5000 });
  });

  it('gives whole increments in 100..500 and only 3, 4 or 5 second delays, reaching all of them', () => {
    const random = mulberry32(99);
    const delays = new Set<number>();
    let min = Infinity;
    let max = -Infinity;
    let allWhole = true;
    for (let i = 0; i < 5000; i++) {
      const { increment, nextDelayMs } = jackpotStep(random);
      allWhole &&= Number.isInteger(increment);
      min = Math.min(min, increment);
      max = Math.max(max, increment);
      delays.add(nextDelayMs);
    }
    expect(allWhole).toBe(true);
    expect(min).toBeGreaterThanOrEqual(100);
    expect(max).toBeLessThanOrEqual(500);
    expect(min).toBeLessThan(110);
    expect(max).toBeGreaterThan(490);
    expect([...delays].sort()).toEqual([3000, 4000, 5000]);
  });

  it('grows a started counter by whole numbers only', () => {
    const random = mulberry32(1);
    let value = jackpotStart(random);
    for (let i = 0; i < 10; i++) value += jackpotStep(random).increment;
    expect(Number.isInteger(value)).toBe(true);
    expect(value).toBeGreaterThanOrEqual(2_001_000);
    expect(value).toBeLessThanOrEqual(2_105_000);
  });
});

describe('formatJackpot', () => {
  it('groups thousands without decimals', () => {
    expect(formatJackpot(2_034_567)).toBe('2,034,567');
    expect(formatJackpot(2_034_567.89)).toBe('2,034,567');
  });

  it('follows the locale for the grouping separator', () => {
    expect(formatJackpot(2_034_567, 'de')).toBe('2.034.567');
    expect(formatJackpot(2_034_567, 'fr')).toMatch(/^2\s034\s567$/u);
  });

  it('shows 0 for a broken value', () => {
    expect(formatJackpot(Number.NaN)).toBe('0');
    expect(formatJackpot(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('builds its formatter once per locale, not on every tick', () => {
    const build = vi.spyOn(Intl, 'NumberFormat');
    try {
      const shown = Array.from({ length: 20 }, (_, i) => formatJackpot(2_000_000 + i * 100, 'it'));
      expect(shown[0]).toBe('2.000.000');
      expect(shown[19]).toBe('2.001.900');
      expect(build).toHaveBeenCalledTimes(1);
    } finally {
      build.mockRestore();
    }
  });
});

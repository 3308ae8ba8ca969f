import { describe, expect, it } from 'vitest';

import { mulberry32, pickRandom, randomIntInclusive } from './seeded-random';

describe('mulberry32', () => {
  it('gives the published sequence for seed 1', () => {
    const random = mulberry32(1);
    // Reference values of the mulberry32 algorithm (same as gateway/lib/prng.ts).
    expect([random(), random(), random()].map((n) => n.toFixed(10))).toEqual(['0.6270739406', '0.0027357212', '0.5274470400']);
  });

  it('repeats for the same seed, differs for another, and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first);
    expect(Array.from({ length: 1000 }, () => c())).not.toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});

describe('randomIntInclusive', () => {
  it('maps the ends of [0, 1) onto both bounds', () => {
    expect(randomIntInclusive(() => 0, 100, 500)).toBe(100);
    expect(randomIntInclusive(() => 0.999_999_999, 100, 500)).toBe(500);
    expect(randomIntInclusive(() => 0.5, 1, 2)).toBe(2);
  });

  it('clamps a source that strays outside [0, 1)', () => {
    expect(randomIntInclusive(() => 1, 100, 500)).toBe(500);
    expect(randomIntInclusive(() => -3, 100, 500)).toBe(100);
    expect(randomIntInclusive(() => Number.NaN, 100, 500)).toBe(100);
  });

  it('accepts the bounds in either order', () => {
    expect(randomIntInclusive(() => 0, 2_100_000, 2_000_000)).toBe(2_000_000);
  });

  it('reaches every value of a small range', () => {
    const random = mulberry32(7);
    const seen = new Set(Array.from({ length: 200 }, () => randomIntInclusive(random, 3, 5)));
    expect([...seen].sort()).toEqual([3, 4, 5]);
  });
});

describe('pickRandom', () => {
  it('picks by position and answers undefined for an empty list', () => {
    expect(pickRandom(() => 0, ['a', 'b', 'c'])).toBe('a');
    expect(pickRandom(() => 0.99, ['a', 'b', 'c'])).toBe('c');
    expect(pickRandom(() => 0.5, [])).toBeUndefined();
  });
});

/**
 * Random sources for content that only needs to look lively (jackpot counter, CDN choice).
 * Rules take a `RandomSource` instead of calling Math.random so tests can pass a seeded one and
 * assert exact values. Never for anything secret.
 */

/** Like Math.random: a number in [0, 1). */
export type RandomSource = () => number;

/** mulberry32: tiny, fast, and the same sequence on every engine for a given seed. */
export function mulberry32(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A whole number in [min, max], both included. A source that strays outside [0, 1) (a careless
 * stub, 1 exactly) is clamped so the answer never leaves the bounds.
 */
export function randomIntInclusive(random: RandomSource, min: number, max: number): number {
  const low = Math.ceil(Math.min(min, max));
  const high = Math.floor(Math.max(min, max));
  const raw = random();
  const unit = Number.isFinite(raw) ? Math.min(Math.max(raw, 0), 1 - Number.EPSILON) : 0;
  return low + Math.floor(unit * (high - low + 1));
}

/** One element picked at random; undefined for an empty list. */
export function pickRandom<T>(random: RandomSource, items: readonly T[]): T | undefined {
  if (items.length === 0) return undefined;
  return items[randomIntInclusive(random, 0, items.length - 1)];
}

import { JACKPOT } from '@/config/constants';

import { randomIntInclusive, type RandomSource } from '../content/seeded-random';
import { formatDecimal } from '../format/decimal';

/**
 * Jackpot banner (docs/product.md#constants): a decorative counter, not a real pool. It starts
 * somewhere between 2,000,000 and 2,100,000 and grows by 100..500 every 3, 4 or 5 seconds. The
 * random source is injected so tests (and screenshots) can pin the sequence.
 */

export interface JackpotStep {
  /** Whole number to add to the counter. */
  increment: number;
  /** Wait before the next step. */
  nextDelayMs: number;
}

/** docs/product.md#constants lists the bounds high-first; randomIntInclusive takes them in either order. */
export function jackpotStart(random: RandomSource = Math.random): number {
  const [from, to] = JACKPOT.startBetween;
  return randomIntInclusive(random, from, to);
}

/** One tick: the increment is drawn first, then the delay until the next tick. */
export function jackpotStep(random: RandomSource = Math.random): JackpotStep {
  const [low, high] = JACKPOT.incrementBetween;
  const increment = randomIntInclusive(random, low, high);
  const choices = JACKPOT.intervalSecondsChoices;
  const seconds = choices[randomIntInclusive(random, 0, choices.length - 1)] ?? choices[0];
  return { increment, nextDelayMs: seconds * 1000 };
}

/** docs/product.md#home: "without decimals", a grouped whole number in the UI locale; a broken value shows 0. */
export function formatJackpot(value: number, locale = 'en'): string {
  const whole = Number.isFinite(value) ? Math.trunc(value) : 0;
  return formatDecimal(whole, locale, 0);
}

import { randomInt } from 'node:crypto';

/**
 * The demo game's pay table: a roll of 0-999 from the system's secure generator picks the
 * multiplier of the stake that is paid back. 45% of rounds lose; the return to player is 95.5%.
 */
export const SPIN_OUTCOMES: readonly { below: number; multiplier: number }[] = [
  { below: 450, multiplier: 0 },
  { below: 770, multiplier: 1 },
  { below: 910, multiplier: 2 },
  { below: 970, multiplier: 3 },
  { below: 995, multiplier: 5 },
  { below: 1000, multiplier: 10 },
];

export const SPIN_ROLLS = 1000;

export function multiplierOfRoll(roll: number): number {
  return SPIN_OUTCOMES.find((outcome) => roll < outcome.below)?.multiplier ?? 0;
}

export function spinMultiplier(): number {
  return multiplierOfRoll(randomInt(SPIN_ROLLS));
}

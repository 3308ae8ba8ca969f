import { addDays, operatorDate, operatorDayStart } from '../../../src/contract/report-range.ts';
import { createPrng } from '../../lib/prng.ts';
import type { GameRecord } from '../repositories/catalog.ts';

/** The demo member's history is its own sequence, so the catalogue's and winners' stay as they were. */
const PLAY_SEED = 20261129;
/** How far back the history reaches: the profit and loss report's whole window (docs/product.md#profit-and-loss). */
const DEMO_PLAY_DAYS = 90;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** What demo plays, how often (weight) and for how much a round (cents). */
const HABITS: readonly { category: string; weight: number; minStake: number; maxStake: number }[] = [
  { category: 'RNG', weight: 40, minStake: 500, maxStake: 5_000 },
  { category: 'LIVE', weight: 20, minStake: 5_000, maxStake: 50_000 },
  { category: 'SPORTS', weight: 14, minStake: 10_000, maxStake: 100_000 },
  { category: 'FISH', weight: 10, minStake: 1_000, maxStake: 10_000 },
  { category: 'PVP', weight: 10, minStake: 2_000, maxStake: 20_000 },
  { category: 'BINGO', weight: 6, minStake: 500, maxStake: 3_000 },
];

/** One seeded session: a launch of one game, and the rounds played on it. */
export interface SeededSession {
  gameId: number;
  startedAt: number;
  rounds: { betCents: number; winCents: number; createdAt: number }[];
}

/**
 * The demo member's real-money play over the last 90 operator days (GMT+8), most days one to three
 * sessions of a few rounds, across slots, live casino, sports, fishing, card games and bingo, with
 * a small house edge: what its betting record and profit and loss show. Only rounds before `now`.
 */
export function demoPlay(games: readonly GameRecord[], now: number): SeededSession[] {
  const prng = createPrng(PLAY_SEED);
  const habits = HABITS.map((habit) => ({ ...habit, games: games.filter((game) => game.category === habit.category).slice(0, 3) })).filter(
    (habit) => habit.games.length > 0,
  );
  const totalWeight = habits.reduce((sum, habit) => sum + habit.weight, 0);
  const today = operatorDate(now);
  const sessions: SeededSession[] = [];
  for (let daysAgo = DEMO_PLAY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    if (!prng.chance(0.78)) continue;
    const dayStart = operatorDayStart(addDays(today, -daysAgo));
    const count = prng.int(1, 3);
    for (let session = 0; session < count; session += 1) {
      let pick = prng.next() * totalWeight;
      const habit = habits.find((candidate) => (pick -= candidate.weight) < 0) ?? habits[0]!;
      const startedAt = dayStart + prng.int(9, 22) * HOUR_MS + prng.int(0, 59) * MINUTE_MS;
      const rounds: SeededSession['rounds'] = [];
      const stake = Math.round(prng.int(habit.minStake, habit.maxStake) / 100) * 100;
      const roundCount = prng.int(3, 9);
      for (let round = 0; round < roundCount; round += 1) {
        const createdAt = startedAt + round * prng.int(40, 120) * 1000;
        if (createdAt >= now) break;
        const luck = prng.next();
        // About 95% returned over time: a stake back now and then, wins of 1.5× to 3×, else nothing.
        const winCents = luck < 0.05 ? stake : luck < 0.45 ? Math.round((stake * prng.int(150, 300)) / 100) : 0;
        rounds.push({ betCents: stake, winCents, createdAt });
      }
      if (rounds.length > 0) sessions.push({ gameId: prng.pick(habit.games).id, startedAt, rounds });
    }
  }
  return sessions.sort((a, b) => a.startedAt - b.startedAt);
}

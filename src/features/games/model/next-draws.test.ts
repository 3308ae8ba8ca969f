import { describe, expect, it } from 'vitest';

import { lotteryGame } from './lottery-game.fixtures';
import { countdown, nextDrawAt, upcomingDraws } from './next-draws';

const game = lotteryGame;

describe('nextDrawAt', () => {
  it('is the next multiple of the interval since the epoch, as the gateway draws', () => {
    expect(nextDrawAt(300, 1_000_000)).toBe(1_200_000);
    expect(nextDrawAt(60, 59_999)).toBe(60_000);
  });

  it('is strictly after now: a draw happening now is over', () => {
    expect(nextDrawAt(300, 1_200_000)).toBe(1_500_000);
  });

  it('is null without a usable interval', () => {
    for (const interval of [0, -60, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(nextDrawAt(interval, 1_000_000), String(interval)).toBeNull();
    }
  });
});

describe('upcomingDraws', () => {
  const now = 1_000_000; // 16 min 40 s after the epoch

  it('puts the soonest next draw first, across both lists', () => {
    const hourly = game({ gameId: 1, gameName: 'Hourly', drawIntervalSeconds: 3600 });
    const fiveMinutes = game({ gameId: 2, gameName: 'Keno 5 Min', drawIntervalSeconds: 300 });
    const everyMinute = game({ gameId: 3, gameName: 'Speed', prizeMode: 'Elott', gameCategory: 'ELOTT', drawIntervalSeconds: 60 });
    const draws = upcomingDraws(
      [
        { mode: 'Lott', games: [hourly, fiveMinutes] },
        { mode: 'Elott', games: [everyMinute] },
      ],
      now,
    );
    expect(draws.map(({ game: { gameId }, mode, drawAt }) => ({ gameId, mode, drawAt }))).toEqual([
      { gameId: 3, mode: 'Elott', drawAt: 1_020_000 },
      { gameId: 2, mode: 'Lott', drawAt: 1_200_000 },
      { gameId: 1, mode: 'Lott', drawAt: 3_600_000 },
    ]);
  });

  it('orders draws at the same moment by name, then id, so the list holds still', () => {
    const draws = upcomingDraws(
      [
        {
          mode: 'Lott',
          games: [game({ gameId: 9, gameName: 'Beta' }), game({ gameId: 7, gameName: 'Alpha' }), game({ gameId: 5, gameName: 'Alpha' })],
        },
      ],
      now,
    );
    expect(draws.map(({ game: { gameId } }) => gameId)).toEqual([5, 7, 9]);
  });

  it('moves a draw that has just happened to its next time', () => {
    const fast = game({ gameId: 1, gameName: 'Fast', drawIntervalSeconds: 60 });
    const slow = game({ gameId: 2, gameName: 'Slow', drawIntervalSeconds: 120 });
    const lists = [{ mode: 'Lott' as const, games: [fast, slow] }];
    expect(upcomingDraws(lists, 1_079_000).map(({ game: { gameId } }) => gameId)).toEqual([1, 2]);
    // At 1,080,000 both just drew: fast next at 1,140,000, slow at 1,200,000.
    expect(upcomingDraws(lists, 1_080_000).map(({ drawAt }) => drawAt)).toEqual([1_140_000, 1_200_000]);
  });

  it('lists a game once and keeps those without a draw time last', () => {
    const shared = game({ gameId: 4, gameName: 'Shared' });
    const unknown = game({ gameId: 5, gameName: 'Aardvark', drawIntervalSeconds: 0 });
    const draws = upcomingDraws(
      [
        { mode: 'Lott', games: [unknown, shared] },
        { mode: 'Elott', games: [shared] },
      ],
      now,
    );
    expect(draws.map(({ game: { gameId }, mode, drawAt }) => ({ gameId, mode, drawAt }))).toEqual([
      { gameId: 4, mode: 'Lott', drawAt: 1_200_000 },
      { gameId: 5, mode: 'Lott', drawAt: null },
    ]);
  });

  it('is empty while no list has arrived', () => {
    expect(
      upcomingDraws(
        [
          { mode: 'Lott', games: undefined },
          { mode: 'Elott', games: [] },
        ],
        now,
      ),
    ).toEqual([]);
  });
});

describe('countdown', () => {
  it('reads m:ss under an hour and h:mm:ss beyond', () => {
    expect(countdown(1_065_000, 1_000_000)).toBe('1:05');
    expect(countdown(1_000_000 + 59 * 60_000 + 59_000, 1_000_000)).toBe('59:59');
    expect(countdown(1_000_000 + 3_600_000 + 5_000, 1_000_000)).toBe('1:00:05');
  });

  it('rounds part seconds up and never goes below zero', () => {
    expect(countdown(1_000_400, 1_000_000)).toBe('0:01');
    expect(countdown(999_000, 1_000_000)).toBe('0:00');
  });
});

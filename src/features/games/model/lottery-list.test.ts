import { describe, expect, it } from 'vitest';

import { lotteryGame } from './lottery-game.fixtures';
import { drawInterval, findLotteryGame, listModeFor, vendorLabel } from './lottery-list';

const game = lotteryGame;

describe('drawInterval', () => {
  it('states the interval in the largest exact unit', () => {
    expect(drawInterval(45)).toEqual({ unit: 'seconds', value: 45 });
    expect(drawInterval(60)).toEqual({ unit: 'minutes', value: 1 });
    expect(drawInterval(300)).toEqual({ unit: 'minutes', value: 5 });
    expect(drawInterval(3600)).toEqual({ unit: 'hours', value: 1 });
    expect(drawInterval(7200)).toEqual({ unit: 'hours', value: 2 });
    expect(drawInterval(86_400)).toEqual({ unit: 'days', value: 1 });
  });

  it('reads other intervals as minutes to one decimal', () => {
    expect(drawInterval(90)).toEqual({ unit: 'minutes', value: 1.5 });
    expect(drawInterval(5400)).toEqual({ unit: 'minutes', value: 90 });
  });

  it('gives nothing for missing or nonsense intervals', () => {
    for (const value of [0, -60, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) expect(drawInterval(value)).toBeNull();
  });
});

describe('lottery list helpers', () => {
  it('names the vendor by its display name, else its code', () => {
    expect(vendorLabel(game({}))).toBe('TCG Lottery');
    expect(vendorLabel(game({ displayName: '' }))).toBe('TCG_LOTTO');
    expect(vendorLabel(game({ displayName: undefined }))).toBe('TCG_LOTTO');
  });

  it('lists ZY draws with the lottery and Elott apart', () => {
    expect(listModeFor('Lott')).toBe('Lott');
    expect(listModeFor('ZY')).toBe('Lott');
    expect(listModeFor('Elott')).toBe('Elott');
  });

  it('finds a frame game by game id or draw code', () => {
    const games = [game({ gameId: 7, lottoGameCode: 'KENO5' }), game({ gameId: 8, lottoGameCode: null })];
    expect(findLotteryGame(games, '7')?.gameId).toBe(7);
    expect(findLotteryGame(games, 'KENO5')?.gameId).toBe(7);
    expect(findLotteryGame(games, '8')?.gameId).toBe(8);
    expect(findLotteryGame(games, 'lobby')).toBeUndefined();
    expect(findLotteryGame(undefined, '7')).toBeUndefined();
  });
});

import type { LotteryGame } from '../api/games-api';

/** A lottery list entry for tests: Mega 6/45 drawn every 5 minutes, with the fields a test names. */
export function lotteryGame(overrides: Partial<LotteryGame> = {}): LotteryGame {
  return {
    gameId: 1,
    lottoGameCode: 'MEGA645',
    gameName: 'Mega 6/45',
    vendor: 'TCG_LOTTO',
    displayName: 'TCG Lottery',
    gameCategory: 'LOTT',
    prizeMode: 'Lott',
    iconUrl: '/cdn/icon.svg',
    drawIntervalSeconds: 300,
    ...overrides,
  };
}

import type { LotteryGame } from '../api/games-api';
import type { PrizeMode } from './prize-mode';

/** The lottery screen's groups, one per prize mode the gateway lists (docs/product.md#lottery, #entities). */
export type LotteryGroupMode = Extract<PrizeMode, 'Lott' | 'Elott'>;

/** The list a frame's prize mode belongs to: ZY draws are listed with the lottery. */
export function listModeFor(prizeMode: PrizeMode): LotteryGroupMode {
  return prizeMode === 'Elott' ? 'Elott' : 'Lott';
}

export type DrawInterval = { unit: 'seconds' | 'minutes' | 'hours' | 'days'; value: number } | null;

/**
 * How often a game draws, in the largest unit that states it exactly; other intervals above a
 * minute read as minutes to one decimal (90 s → 1.5 min). null when the gateway gives no usable
 * interval.
 */
export function drawInterval(seconds: number | null | undefined): DrawInterval {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  const whole = Math.round(seconds);
  if (whole < 60) return { unit: 'seconds', value: Math.max(1, whole) };
  if (whole % 86_400 === 0) return { unit: 'days', value: whole / 86_400 };
  if (whole % 3600 === 0) return { unit: 'hours', value: whole / 3600 };
  return { unit: 'minutes', value: Math.round(whole / 6) / 10 };
}

/** A game's vendor as players know it. */
export function vendorLabel(game: Pick<LotteryGame, 'vendor' | 'displayName'>): string {
  return game.displayName?.trim() || game.vendor;
}

/** The game a frame shows, found by the gateway game id of its route or by its draw code. */
export function findLotteryGame(games: readonly LotteryGame[] | undefined, gameId: string): LotteryGame | undefined {
  return games?.find((game) => String(game.gameId) === gameId || (game.lottoGameCode !== null && game.lottoGameCode === gameId));
}

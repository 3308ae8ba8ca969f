import type { LotteryGame } from '../api/games-api';
import type { LotteryGroupMode } from './lottery-list';

/**
 * The first draw strictly after `now` (epoch ms), or null for a game without a usable interval.
 * Draws happen at every multiple of a game's interval since the Unix epoch (gateway/README.md
 * "Lottery"); the lists leave the time out, which keeps them cacheable, so the app works it out.
 */
export function nextDrawAt(intervalSeconds: number | null | undefined, now: number): number | null {
  if (typeof intervalSeconds !== 'number' || !Number.isFinite(intervalSeconds) || intervalSeconds <= 0) return null;
  const interval = Math.round(intervalSeconds * 1000);
  if (interval <= 0) return null;
  return Math.floor(now / interval) * interval + interval;
}

/** A lottery list with the prize mode it was asked for. */
export interface LotteryList {
  mode: LotteryGroupMode;
  games: readonly LotteryGame[] | undefined;
}

export interface UpcomingDraw {
  game: LotteryGame;
  /** The list the game came from: the prize mode its launch asks for when the game names none. */
  mode: LotteryGroupMode;
  /** Epoch ms of its next draw; null when the gateway gives no usable interval. */
  drawAt: number | null;
}

/**
 * The start-lottery screen's order: every draw of the operator's lists once, the soonest next
 * draw first; draws at the same moment by name, then by id, so the order does not flicker from
 * one second to the next. Games without a known draw time come last, in the same order.
 */
export function upcomingDraws(lists: readonly LotteryList[], now: number): UpcomingDraw[] {
  const seen = new Set<number>();
  const draws: UpcomingDraw[] = [];
  for (const { mode, games } of lists) {
    for (const game of games ?? []) {
      if (seen.has(game.gameId)) continue;
      seen.add(game.gameId);
      draws.push({ game, mode, drawAt: nextDrawAt(game.drawIntervalSeconds, now) });
    }
  }
  return draws.sort(
    (a, b) =>
      (a.drawAt ?? Number.POSITIVE_INFINITY) - (b.drawAt ?? Number.POSITIVE_INFINITY) ||
      a.game.gameName.localeCompare(b.game.gameName) ||
      a.game.gameId - b.game.gameId,
  );
}

/**
 * Time left until a draw as a clock reads it: m:ss under an hour, h:mm:ss beyond, whole seconds
 * rounded up (a draw 0.4 s away still shows 0:01 rather than a draw that has happened).
 */
export function countdown(drawAt: number, now: number): string {
  const total = Math.max(0, Math.ceil((drawAt - now) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

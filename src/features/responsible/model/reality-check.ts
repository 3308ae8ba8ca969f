/**
 * The reality check's clock (docs/product.md#responsible-gaming): a check falls due every interval
 * counted from the login, not from the last check, so a reload or a check shown late does not move
 * the ones after it.
 */

/** The first check time strictly after `now`: `loginAt + k × interval`, k ≥ 1. */
export function nextCheckAt(loginAt: number, intervalMs: number, now: number): number {
  if (intervalMs <= 0) return Number.POSITIVE_INFINITY;
  if (now < loginAt) return loginAt + intervalMs;
  return loginAt + (Math.floor((now - loginAt) / intervalMs) + 1) * intervalMs;
}

/** Milliseconds to wait from `now` until `at`, within what setTimeout takes (about 24.8 days). */
export function delayUntil(at: number, now: number): number {
  return Math.min(Math.max(0, at - now), 2_147_483_647);
}

/**
 * Whether a due check may show now: never over a payment step (another overlay holds the turn,
 * src/lib/overlay/overlay-turns.ts), and inside a game frame it waits for a lobby page.
 */
export function realityCheckMayShow({ due, inGameFrame, hasTurn }: { due: boolean; inGameFrame: boolean; hasTurn: boolean }): boolean {
  return due && !inGameFrame && hasTurn;
}

/** Whole hours and minutes since the login, for "Logged in for 1 h 05 min". */
export function elapsedSince(loginAt: number, now: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor((now - loginAt) / 60_000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

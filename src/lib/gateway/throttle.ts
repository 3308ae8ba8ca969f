/**
 * Spaces calls at least `intervalMs` apart: each caller waits for its turn instead of being
 * dropped, so every call still reaches the gateway, just never in a burst (the throttles of
 * docs/gateway-protocol.md#calls).
 * Returns how long this caller must wait.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let nextSlot = 0;
  return function waitForTurn(): number {
    const current = now();
    const wait = Math.max(0, nextSlot - current);
    nextSlot = current + wait + intervalMs;
    return wait;
  };
}

/** Waits for the throttle's next turn. */
export async function takeTurn(turn: () => number): Promise<void> {
  const wait = turn();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

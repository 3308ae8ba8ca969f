import { SESSION_RENEWAL } from '../config/session-renewal';

/** What the renewal knows about the session and the player at one moment (docs/product.md#session-renewal). */
export interface RenewalFacts {
  /** A session exists (a visitor has none and is never renewed). */
  signedIn: boolean;
  /** Epoch ms the gateway last said the session ends; null until the first renewal tells it. */
  expiresAt: number | null;
  /** When the session was last renewed here; null when not yet. */
  renewedAt: number | null;
  /** The last input, or the page shown again; null when none yet. */
  lastActivityAt: number | null;
  /** The player is inside the lottery frame, whose input the page never sees. */
  playingInFrame: boolean;
  now: number;
}

export type RenewalDecision =
  | { kind: 'renew' }
  /** Look again after `ms` (the next renewal is due then, or a retry). */
  | { kind: 'wait'; ms: number }
  /** Nothing to do until the player does something (or a session starts). */
  | { kind: 'idle' };

type RenewalTimings = typeof SESSION_RENEWAL;

/** Input within the active window, or play inside the lottery frame. */
export function isPlayerActive(
  facts: Pick<RenewalFacts, 'lastActivityAt' | 'playingInFrame' | 'now'>,
  timings: RenewalTimings = SESSION_RENEWAL,
): boolean {
  if (facts.playingInFrame) return true;
  return facts.lastActivityAt !== null && facts.now - facts.lastActivityAt <= timings.activeWindowMs;
}

/**
 * When the next renewal is due: `leadMs` before the end, or half-way through a lifetime shorter
 * than twice that; at once when the end is not known yet (a session read back from storage).
 */
export function renewalDueAt(facts: Pick<RenewalFacts, 'expiresAt' | 'renewedAt'>, timings: RenewalTimings = SESSION_RENEWAL): number {
  if (facts.expiresAt === null) return Number.NEGATIVE_INFINITY;
  const lifetime = facts.renewedAt === null ? Number.POSITIVE_INFINITY : facts.expiresAt - facts.renewedAt;
  const due = facts.expiresAt - Math.min(timings.leadMs, lifetime / 2);
  return facts.renewedAt === null ? due : Math.max(due, facts.renewedAt + timings.minIntervalMs);
}

/**
 * Renew only a signed-in session, only when due, and only for an active player: an idle one is
 * let go when the gateway ends the session, as it would be without renewal.
 */
export function decideRenewal(facts: RenewalFacts, timings: RenewalTimings = SESSION_RENEWAL): RenewalDecision {
  if (!facts.signedIn) return { kind: 'idle' };
  // Past its end the session is gone: the next call's refusal logs the player out as usual.
  if (facts.expiresAt !== null && facts.now >= facts.expiresAt) return { kind: 'idle' };
  const due = renewalDueAt(facts, timings);
  if (facts.now < due) return { kind: 'wait', ms: due - facts.now };
  return isPlayerActive(facts, timings) ? { kind: 'renew' } : { kind: 'idle' };
}

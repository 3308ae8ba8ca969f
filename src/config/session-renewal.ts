/**
 * Session renewal while the app is in use (docs/product.md#session-renewal). Apart from
 * constants.ts, which the first load carries: only the renewal's own chunk reads these.
 */
export const SESSION_RENEWAL = {
  /** Renew when this little of the session is left (half the lifetime for sessions shorter than twice this). */
  leadMs: 5 * 60_000,
  /** Input this recent (or a page shown again this recently) makes the player active. */
  activeWindowMs: 5 * 60_000,
  /** Never renew more often than this, whatever the session's lifetime. */
  minIntervalMs: 30_000,
  /** After a renewal that got no answer (offline, timeout): try again this much later. */
  retryMs: 30_000,
} as const;

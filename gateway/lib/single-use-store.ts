/**
 * Ids that may be used once within a time: the modern scheme's nonces and the v2 scheme's body
 * digests (gateway/README.md "Encryption"). In memory only: the keys that sealed a body are made
 * at every start, so nothing sealed before a restart decrypts after it and there is nothing to
 * carry over.
 *
 * Every id is kept for the same `keepMs` from when it was claimed, so the map's insertion order is
 * its expiry order and lapsed ids leave from the front, a few per claim.
 */
export type WhenFull =
  /** A new id is refused until the oldest lapses: no id can be forgotten early and used again. */
  | 'refuse'
  /** The oldest id is forgotten for the new one: the store then protects a shorter time, never none. */
  | 'forget-oldest';

type Claim = 'fresh' | 'replayed' | 'full';

export interface SingleUseStore {
  /**
   * Records `id` as used at `now` unless it already is; it is kept through `now + keepMs`, that
   * instant included. Synchronous: two copies of a body that arrive together cannot both be
   * fresh, whatever the handlers await afterwards.
   */
  claim(id: string, now: number): Claim;
  /** The first instant (epoch ms) the oldest id has lapsed, or `now` for an empty store: a refused caller may try again then. */
  freeAt(now: number): number;
  readonly size: number;
}

export function createSingleUseStore(options: { keepMs: number; maxEntries: number; whenFull: WhenFull }): SingleUseStore {
  const { keepMs, maxEntries, whenFull } = options;
  const keptThrough = new Map<string, number>();

  function dropLapsed(now: number): void {
    for (const [id, until] of keptThrough) {
      if (until >= now) return;
      keptThrough.delete(id);
    }
  }

  return {
    claim(id, now) {
      dropLapsed(now);
      if (keptThrough.has(id)) return 'replayed';
      if (keptThrough.size >= maxEntries) {
        if (whenFull === 'refuse') return 'full';
        const oldest = keptThrough.keys().next();
        if (!oldest.done) keptThrough.delete(oldest.value);
      }
      keptThrough.set(id, now + keepMs);
      return 'fresh';
    },
    freeAt(now) {
      const oldest = keptThrough.values().next();
      return oldest.done ? now : Math.max(now, oldest.value + 1);
    },
    get size() {
      return keptThrough.size;
    },
  };
}

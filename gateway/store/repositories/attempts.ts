import type { DatabaseSync } from 'node:sqlite';

import { inTransaction } from '../database.ts';

/**
 * A brake on guessing (gateway/README.md "Limits and timeouts"): at most `limit` attempts counted
 * in a fixed window that starts with the first attempt after the previous window ended, and,
 * where `delayAfter` is given, a growing pause after each attempt once enough are on the window.
 */
export interface AttemptRule {
  limit: number;
  windowMs: number;
  /** The pause after the latest attempt when `count` attempts are counted in the window (0: none). */
  delayAfter?: (count: number) => number;
}

/** Which brake a counter belongs to; one key space each. */
type AttemptScope = 'payment-password' | 'login-address' | 'login-device' | 'admin-token' | 'recovery-mail' | 'exclusion-password';

/**
 * Attempt counters in the database, so a restart keeps them. Callers count an attempt before the
 * slow check it stands for (a password hash) and give it back when the check passes: parallel
 * requests then see each other's attempts, and a process killed mid-check has counted it.
 */
export interface AttemptsRepository {
  /** Milliseconds until the key may try again; 0 when it may now. */
  waitMs(scope: AttemptScope, key: string, rule: AttemptRule, now: number): number;
  /** Counts one attempt, starting a new window when the last one has ended. */
  count(scope: AttemptScope, key: string, rule: AttemptRule, now: number): void;
  /** `waitMs`, and when that is 0 `count`, in one step: the wait, or 0 once counted. */
  take(scope: AttemptScope, key: string, rule: AttemptRule, now: number): number;
  /** Gives back one counted attempt (its check passed). */
  refund(scope: AttemptScope, key: string): void;
  /** Forgets the key's attempts. */
  clear(scope: AttemptScope, key: string): void;
  /** The attempts counted in the key's live window. */
  counted(scope: AttemptScope, key: string, rule: AttemptRule, now: number): number;
}

interface Row {
  windowStartedAt: number;
  count: number;
  lastAt: number;
}

export function createAttemptsRepository(db: DatabaseSync): AttemptsRepository {
  const select = db.prepare('SELECT window_started_at, count, last_at FROM attempt_counters WHERE scope = ? AND key = ?');
  const upsert = db.prepare(`
    INSERT INTO attempt_counters (scope, key, window_started_at, count, last_at) VALUES (:scope, :key, :started, :count, :now)
    ON CONFLICT(scope, key) DO UPDATE SET window_started_at = :started, count = :count, last_at = :now
  `);
  const decrement = db.prepare('UPDATE attempt_counters SET count = MAX(0, count - 1) WHERE scope = ? AND key = ?');
  const remove = db.prepare('DELETE FROM attempt_counters WHERE scope = ? AND key = ?');
  // Ended windows count for nothing; they are swept whenever a key of the scope opens a new one.
  const sweep = db.prepare('DELETE FROM attempt_counters WHERE scope = ? AND window_started_at <= ?');

  function live(scope: AttemptScope, key: string, rule: AttemptRule, now: number): Row | undefined {
    const row = select.get(scope, key);
    if (!row) return undefined;
    const windowStartedAt = Number(row.window_started_at);
    if (now - windowStartedAt >= rule.windowMs) return undefined;
    return { windowStartedAt, count: Number(row.count), lastAt: Number(row.last_at) };
  }

  function waitMs(scope: AttemptScope, key: string, rule: AttemptRule, now: number): number {
    const row = live(scope, key, rule, now);
    if (!row) return 0;
    if (row.count >= rule.limit) return row.windowStartedAt + rule.windowMs - now;
    const pause = rule.delayAfter?.(row.count) ?? 0;
    return Math.max(0, row.lastAt + pause - now);
  }

  function count(scope: AttemptScope, key: string, rule: AttemptRule, now: number): void {
    const row = live(scope, key, rule, now);
    if (!row) sweep.run(scope, now - rule.windowMs);
    upsert.run({ scope, key, started: row?.windowStartedAt ?? now, count: (row?.count ?? 0) + 1, now });
  }

  return {
    waitMs,
    count,
    take(scope, key, rule, now) {
      return inTransaction(db, () => {
        const wait = waitMs(scope, key, rule, now);
        if (wait === 0) count(scope, key, rule, now);
        return wait;
      });
    },
    refund(scope, key) {
      decrement.run(scope, key);
    },
    clear(scope, key) {
      remove.run(scope, key);
    },
    counted(scope, key, rule, now) {
      return live(scope, key, rule, now)?.count ?? 0;
    },
  };
}

import type { DatabaseSync } from 'node:sqlite';

/**
 * The per-account brake on password guessing (README "Session"): this many failed passwords
 * within the window pause password logins for the username, whatever the address they come from.
 */
const PASSWORD_LOCKOUT = {
  failures: 10,
  windowMs: 15 * 60_000,
  durationMs: 15 * 60_000,
} as const;

/**
 * Failed password attempts per username (lower-cased, known or not, so probing unknown names
 * also triggers the captcha and the lockout). Any count above zero means the next attempt needs
 * a captcha. The lockout counts failures in a window that starts at the first failure after the
 * previous window ended; reaching PASSWORD_LOCKOUT.failures in it locks the username.
 */
export interface LoginFailuresRepository {
  failures(username: string): number;
  /** When password logins for the username open again, or null when they are open now. */
  lockedUntil(username: string, now: number): number | null;
  recordFailure(username: string, now: number): void;
  /** A successful login (or a new password): no captcha and no lockout any more. */
  clear(username: string): void;
}

/** How a username is counted: usernames match case-insensitively (README "Session"). */
export const loginKey = (username: string): string => username.trim().toLowerCase();

export function createLoginFailuresRepository(db: DatabaseSync): LoginFailuresRepository {
  const select = db.prepare('SELECT failures, locked_until FROM login_failures WHERE username_key = ?');
  // One statement, so concurrent failures of one username can neither lose a count nor both
  // start a window.
  const bump = db.prepare(`
    INSERT INTO login_failures (username_key, failures, last_failed_at, window_started_at, window_failures, locked_until)
    VALUES (:key, 1, :now, :now, 1, CASE WHEN :limit <= 1 THEN :now + :duration ELSE 0 END)
    ON CONFLICT(username_key) DO UPDATE SET
      failures = failures + 1,
      last_failed_at = :now,
      window_started_at = CASE WHEN :now - window_started_at >= :window THEN :now ELSE window_started_at END,
      window_failures = CASE WHEN :now - window_started_at >= :window THEN 1 ELSE window_failures + 1 END,
      locked_until = CASE
        WHEN (CASE WHEN :now - window_started_at >= :window THEN 1 ELSE window_failures + 1 END) >= :limit THEN :now + :duration
        ELSE locked_until
      END
  `);
  const remove = db.prepare('DELETE FROM login_failures WHERE username_key = ?');
  return {
    failures(username) {
      return Number(select.get(loginKey(username))?.failures ?? 0);
    },
    lockedUntil(username, now) {
      const until = Number(select.get(loginKey(username))?.locked_until ?? 0);
      return until > now ? until : null;
    },
    recordFailure(username, now) {
      bump.run({
        key: loginKey(username),
        now,
        window: PASSWORD_LOCKOUT.windowMs,
        limit: PASSWORD_LOCKOUT.failures,
        duration: PASSWORD_LOCKOUT.durationMs,
      });
    },
    clear(username) {
      remove.run(loginKey(username));
    },
  };
}

import type { DatabaseSync } from 'node:sqlite';

/**
 * Failed password attempts per username (lower-cased, known or not, so probing unknown names
 * also triggers the captcha). Any count above zero means the next attempt needs a captcha.
 */
export interface LoginFailuresRepository {
  failures(username: string): number;
  recordFailure(username: string, now: number): void;
  clear(username: string): void;
}

const key = (username: string): string => username.trim().toLowerCase();

export function createLoginFailuresRepository(db: DatabaseSync): LoginFailuresRepository {
  const select = db.prepare('SELECT failures FROM login_failures WHERE username_key = ?');
  const bump = db.prepare(
    'INSERT INTO login_failures (username_key, failures, last_failed_at) VALUES (?, 1, ?) ' +
      'ON CONFLICT(username_key) DO UPDATE SET failures = failures + 1, last_failed_at = excluded.last_failed_at',
  );
  const remove = db.prepare('DELETE FROM login_failures WHERE username_key = ?');
  return {
    failures(username) {
      return Number(select.get(key(username))?.failures ?? 0);
    },
    recordFailure(username, now) {
      bump.run(key(username), now);
    },
    clear(username) {
      remove.run(key(username));
    },
  };
}

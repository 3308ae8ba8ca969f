import type { DatabaseSync } from 'node:sqlite';

import { hashToken } from '../../lib/tokens.ts';

interface NewSession {
  token: string;
  accountId: number;
  merchantCode: string;
  device: string;
  loginDeviceId: string | null;
  now: number;
  expiresAt: number;
}

interface ActiveSession {
  accountId: number;
  merchantCode: string;
  expiresAt: number;
  /** When the login opened it (the session-time limit and the reality check count from here). */
  createdAt: number;
}

/** Login sessions, keyed by the SHA-256 of the token (the token itself is never stored). */
export interface SessionsRepository {
  create(session: NewSession): void;
  /** The session if the token is known, not revoked and not expired at `now`. */
  findActive(token: string, now: number): ActiveSession | undefined;
  /** Moves a live session's expiry to `expiresAt`; false when the token has no live session. */
  extend(token: string, now: number, expiresAt: number): boolean;
  /** True when a live session was revoked. */
  revoke(token: string, now: number): boolean;
  /**
   * Revokes every live session of an account except the one of `keepToken` (password changes);
   * answers how many were revoked.
   */
  revokeAccount(accountId: number, now: number, keepToken?: string): number;
  /** Drops sessions that ended more than a day ago (kept briefly for diagnosis). */
  purgeEnded(now: number): void;
  count(): number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createSessionsRepository(db: DatabaseSync): SessionsRepository {
  const insert = db.prepare(
    'INSERT INTO sessions (token_hash, account_id, merchant_code, device, login_device_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const selectActive = db.prepare(
    'SELECT account_id, merchant_code, expires_at, created_at FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?',
  );
  const revokeOne = db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?');
  const revokeAll = db.prepare(
    'UPDATE sessions SET revoked_at = ? WHERE account_id = ? AND token_hash <> ? AND revoked_at IS NULL AND expires_at > ?',
  );
  const prolong = db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?');
  const purge = db.prepare('DELETE FROM sessions WHERE expires_at < ? OR revoked_at < ?');
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM sessions');

  return {
    create(session) {
      insert.run(
        hashToken(session.token),
        session.accountId,
        session.merchantCode,
        session.device,
        session.loginDeviceId,
        session.now,
        session.expiresAt,
      );
    },
    findActive(token, now) {
      const row = selectActive.get(hashToken(token), now);
      if (!row) return undefined;
      return {
        accountId: Number(row.account_id),
        merchantCode: String(row.merchant_code),
        expiresAt: Number(row.expires_at),
        createdAt: Number(row.created_at),
      };
    },
    extend(token, now, expiresAt) {
      return Number(prolong.run(expiresAt, hashToken(token), now).changes) > 0;
    },
    revoke(token, now) {
      return Number(revokeOne.run(now, hashToken(token), now).changes) > 0;
    },
    revokeAccount(accountId, now, keepToken) {
      // A token hash is 64 hex digits: '' never matches one, so nothing is kept without keepToken.
      const keep = keepToken === undefined ? '' : hashToken(keepToken);
      return Number(revokeAll.run(now, accountId, keep, now).changes);
    },
    purgeEnded(now) {
      purge.run(now - DAY_MS, now - DAY_MS);
    },
    count() {
      return Number(countAll.get()?.n ?? 0);
    },
  };
}

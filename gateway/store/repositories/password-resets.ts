import type { DatabaseSync } from 'node:sqlite';

import { hashToken } from '../../lib/tokens.ts';

/**
 * Password-reset tokens handed out after a verified `forget` SMS code. Like session tokens they
 * are stored only as SHA-256; each is good for one reset within its lifetime.
 */
export interface PasswordResetsRepository {
  create(token: string, accountId: number, now: number, expiresAt: number): void;
  /** The account of a live (unused, unexpired) token, without using it. */
  findLive(token: string, now: number): number | undefined;
  /** Marks a live token used and answers its account; undefined when it was not live. */
  consume(token: string, now: number): number | undefined;
  /** When a token lapses (used or not); undefined for an unknown token. */
  expiresAt(token: string): number | undefined;
  count(): number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createPasswordResetsRepository(db: DatabaseSync): PasswordResetsRepository {
  const insert = db.prepare('INSERT INTO password_resets (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const purge = db.prepare('DELETE FROM password_resets WHERE expires_at < ?');
  const selectLive = db.prepare('SELECT account_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?');
  const use = db.prepare(
    'UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING account_id',
  );
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM password_resets');
  const selectExpiry = db.prepare('SELECT expires_at FROM password_resets WHERE token_hash = ?');
  return {
    create(token, accountId, now, expiresAt) {
      purge.run(now - DAY_MS);
      insert.run(hashToken(token), accountId, now, expiresAt);
    },
    findLive(token, now) {
      const row = selectLive.get(hashToken(token), now);
      return row ? Number(row.account_id) : undefined;
    },
    consume(token, now) {
      const row = use.get(now, hashToken(token), now);
      return row ? Number(row.account_id) : undefined;
    },
    expiresAt(token) {
      const row = selectExpiry.get(hashToken(token));
      return row ? Number(row.expires_at) : undefined;
    },
    count() {
      return Number(countAll.get()?.n ?? 0);
    },
  };
}

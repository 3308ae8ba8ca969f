import type { DatabaseSync } from 'node:sqlite';

import { hashToken } from '../../lib/tokens.ts';
import { inTransaction } from '../database.ts';

/**
 * Frame keys one session keeps at most; opening one more drops the oldest (its frame then asks
 * to log in again). A member has a frame or two open at a time: the cap keeps a session that
 * opens frames all day from piling up rows.
 */
export const MAX_FRAME_KEYS_PER_SESSION = 5;

/**
 * The lottery frame's credentials (gateway/README.md "Game and lottery pages"): a short-lived,
 * single-use ticket the app asks for with its session, traded by the frame's first page for a
 * frame key that its links and forms carry while the session lives. Both are stored only as
 * SHA-256, so a copy of the database opens no frame, and neither is ever a session token.
 */
export interface FrameKeyRecord {
  accountId: number;
  /** The merchant of the session that asked for the ticket: the frame's `<mui>` must be it. */
  merchantCode: string;
}

interface NewFrameTicket {
  ticket: string;
  /** The session that asked: the ticket and the key it opens end with it. */
  sessionToken: string;
  accountId: number;
  merchantCode: string;
  now: number;
  expiresAt: number;
}

export interface LotteryFramesRepository {
  /** Stores a ticket; tickets that have expired unused are deleted first. */
  createTicket(ticket: NewFrameTicket): void;
  /**
   * Spends the ticket whatever the outcome (single use) and, when it had not expired, was asked
   * for on `merchantCode` and its session and account still live, stores `key` as a frame key of
   * that session and answers it. Keys of ended sessions, and the session's keys beyond
   * MAX_FRAME_KEYS_PER_SESSION, go.
   */
  openFrame(ticket: string, key: string, merchantCode: string, now: number): FrameKeyRecord | undefined;
  /** The key if known, its account active and its session not ended. */
  findLiveKey(key: string, now: number): FrameKeyRecord | undefined;
  counts(): { tickets: number; keys: number };
}

function toKey(row: Record<string, unknown>): FrameKeyRecord {
  return { accountId: Number(row.account_id), merchantCode: String(row.merchant_code) };
}

export function createLotteryFramesRepository(db: DatabaseSync): LotteryFramesRepository {
  const insertTicket = db.prepare(
    'INSERT INTO lottery_frame_tickets (ticket_hash, session_hash, account_id, merchant_code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const purgeTickets = db.prepare('DELETE FROM lottery_frame_tickets WHERE expires_at <= ?');
  // Deleting is using: a second request with the same ticket finds nothing.
  const takeTicket = db.prepare('DELETE FROM lottery_frame_tickets WHERE ticket_hash = ? RETURNING *');
  const liveSession = db.prepare(
    'SELECT 1 FROM sessions s JOIN accounts a ON a.id = s.account_id ' +
      "WHERE s.token_hash = ? AND s.account_id = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND a.status = 'active'",
  );
  const insertKey = db.prepare(
    'INSERT INTO lottery_frame_keys (key_hash, session_hash, account_id, merchant_code, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const purgeKeys = db.prepare(
    'DELETE FROM lottery_frame_keys WHERE NOT EXISTS (' +
      'SELECT 1 FROM sessions s WHERE s.token_hash = lottery_frame_keys.session_hash AND s.revoked_at IS NULL AND s.expires_at > ?)',
  );
  const dropOldestKeys = db.prepare(
    'DELETE FROM lottery_frame_keys WHERE session_hash = ?1 AND id NOT IN ' +
      '(SELECT id FROM lottery_frame_keys WHERE session_hash = ?1 ORDER BY id DESC LIMIT ?2)',
  );
  const selectLiveKey = db.prepare(
    'SELECT k.* FROM lottery_frame_keys k ' +
      'JOIN accounts a ON a.id = k.account_id ' +
      'JOIN sessions s ON s.token_hash = k.session_hash ' +
      "WHERE k.key_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND a.status = 'active'",
  );
  const countRows = db.prepare(
    'SELECT (SELECT COUNT(*) FROM lottery_frame_tickets) AS tickets, (SELECT COUNT(*) FROM lottery_frame_keys) AS frame_keys',
  );

  return {
    createTicket(ticket) {
      // Cleaning up on write keeps the table small without a timer.
      purgeTickets.run(ticket.now);
      insertTicket.run(
        hashToken(ticket.ticket),
        hashToken(ticket.sessionToken),
        ticket.accountId,
        ticket.merchantCode,
        ticket.now,
        ticket.expiresAt,
      );
    },
    openFrame(ticket, key, merchantCode, now) {
      return inTransaction(db, () => {
        const row = takeTicket.get(hashToken(ticket));
        if (!row || Number(row.expires_at) <= now || String(row.merchant_code) !== merchantCode) return undefined;
        const sessionHash = String(row.session_hash);
        if (!liveSession.get(sessionHash, Number(row.account_id), now)) return undefined;
        purgeKeys.run(now);
        insertKey.run(hashToken(key), sessionHash, Number(row.account_id), String(row.merchant_code), now);
        dropOldestKeys.run(sessionHash, MAX_FRAME_KEYS_PER_SESSION);
        return toKey(row);
      });
    },
    findLiveKey(key, now) {
      const row = selectLiveKey.get(hashToken(key), now);
      return row ? toKey(row) : undefined;
    },
    counts() {
      const row = countRows.get() ?? {};
      return { tickets: Number(row.tickets), keys: Number(row.frame_keys) };
    },
  };
}

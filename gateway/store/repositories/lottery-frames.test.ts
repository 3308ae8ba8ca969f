import { describe, expect, it } from 'vitest';

import { hashToken } from '../../lib/tokens.ts';
import { schemaDatabase } from '../../test-support/database.ts';
import { createLotteryFramesRepository, MAX_FRAME_KEYS_PER_SESSION } from './lottery-frames.ts';

const SESSION = 's'.repeat(64);
const OTHER_SESSION = 'o'.repeat(64);

function database() {
  const db = schemaDatabase();
  for (const token of [SESSION, OTHER_SESSION]) {
    db.prepare("INSERT INTO sessions (token_hash, account_id, merchant_code, created_at, expires_at) VALUES (?, 1, 'm', 0, 99999)").run(
      hashToken(token),
    );
  }
  return db;
}

const hex = (index: number, letter = 't') => `${letter}${String(index).padStart(63, '0')}`;
const ticketOf = (ticket: string, options: { now?: number; expiresAt?: number; sessionToken?: string } = {}) => ({
  ticket,
  sessionToken: options.sessionToken ?? SESSION,
  accountId: 1,
  merchantCode: 'm',
  now: options.now ?? 0,
  expiresAt: options.expiresAt ?? 60,
});

describe('lottery frame tickets', () => {
  it('opens a frame once, before it expires, on its merchant only; only hashes are stored', () => {
    const db = database();
    const frames = createLotteryFramesRepository(db);
    frames.createTicket(ticketOf(hex(1)));
    expect(db.prepare('SELECT COUNT(*) AS n FROM lottery_frame_tickets WHERE ticket_hash = ?').get(hex(1))?.n).toBe(0);
    expect(frames.openFrame(hex(1), hex(1, 'k'), 'm', 10)).toEqual({ accountId: 1, merchantCode: 'm' });
    expect(frames.findLiveKey(hex(1, 'k'), 10)).toEqual({ accountId: 1, merchantCode: 'm' });
    expect(db.prepare('SELECT COUNT(*) AS n FROM lottery_frame_keys WHERE key_hash = ?').get(hex(1, 'k'))?.n).toBe(0);
    // Spent: the same ticket opens nothing more.
    expect(frames.openFrame(hex(1), hex(2, 'k'), 'm', 11)).toBeUndefined();
    expect(frames.findLiveKey(hex(2, 'k'), 11)).toBeUndefined();

    frames.createTicket(ticketOf(hex(2)));
    expect(frames.openFrame(hex(2), hex(3, 'k'), 'm', 60)).toBeUndefined();
    frames.createTicket(ticketOf(hex(3)));
    expect(frames.openFrame(hex(3), hex(4, 'k'), 'other', 10)).toBeUndefined();
    // Refused tickets are spent as well.
    expect(frames.counts()).toEqual({ tickets: 0, keys: 1 });
    expect(frames.openFrame(hex(3), hex(4, 'k'), 'm', 10)).toBeUndefined();
  });

  it('opens nothing, and keeps no key, once the session or the account has ended', () => {
    const db = database();
    const frames = createLotteryFramesRepository(db);
    frames.createTicket(ticketOf(hex(1)));
    db.prepare('UPDATE sessions SET revoked_at = 5 WHERE token_hash = ?').run(hashToken(SESSION));
    expect(frames.openFrame(hex(1), hex(1, 'k'), 'm', 10)).toBeUndefined();
    expect(frames.counts()).toEqual({ tickets: 0, keys: 0 });

    frames.createTicket(ticketOf(hex(2), { sessionToken: OTHER_SESSION }));
    expect(frames.openFrame(hex(2), hex(2, 'k'), 'm', 10)).toBeDefined();
    db.prepare("UPDATE accounts SET status = 'disabled'").run();
    expect(frames.findLiveKey(hex(2, 'k'), 10)).toBeUndefined();
    db.prepare("UPDATE accounts SET status = 'active'").run();
    expect(frames.findLiveKey(hex(2, 'k'), 10)).toBeDefined();
    // A key lives as long as its session.
    expect(frames.findLiveKey(hex(2, 'k'), 99999)).toBeUndefined();
  });

  it('deletes expired tickets on every new one, and keys of ended sessions and past the cap on every new key', () => {
    const db = database();
    const frames = createLotteryFramesRepository(db);
    for (let index = 1; index <= 4; index++) frames.createTicket(ticketOf(hex(index), { expiresAt: index * 10 }));
    frames.createTicket(ticketOf(hex(5), { now: 20, expiresAt: 80 }));
    // 10 and 20 have expired at 20; 30, 40 and the new one stay.
    expect(frames.counts().tickets).toBe(3);

    for (let index = 0; index < MAX_FRAME_KEYS_PER_SESSION + 3; index++) {
      frames.createTicket(ticketOf(hex(100 + index), { now: 30, expiresAt: 90 }));
      expect(frames.openFrame(hex(100 + index), hex(100 + index, 'k'), 'm', 30)).toBeDefined();
    }
    expect(frames.counts().keys).toBe(MAX_FRAME_KEYS_PER_SESSION);
    expect(frames.findLiveKey(hex(100, 'k'), 30)).toBeUndefined();
    expect(frames.findLiveKey(hex(100 + MAX_FRAME_KEYS_PER_SESSION + 2, 'k'), 30)).toBeDefined();

    // The session ends: its keys go when another session opens a frame.
    db.prepare('UPDATE sessions SET revoked_at = 40 WHERE token_hash = ?').run(hashToken(SESSION));
    frames.createTicket(ticketOf(hex(200), { now: 40, expiresAt: 100, sessionToken: OTHER_SESSION }));
    expect(frames.openFrame(hex(200), hex(200, 'k'), 'm', 40)).toBeDefined();
    expect(frames.counts().keys).toBe(1);
    expect(db.prepare('SELECT COUNT(*) AS n FROM lottery_frame_keys WHERE session_hash = ?').get(hashToken(SESSION))?.n).toBe(0);
  });
});

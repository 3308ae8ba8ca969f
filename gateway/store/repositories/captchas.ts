import type { DatabaseSync } from 'node:sqlite';

/**
 * Live captchas kept at most. Each address may fetch 30 a minute (http/rate-limits.ts), but many
 * addresses, or RATE_LIMITS=off, could still fill the table within the five minutes a captcha
 * lives: past this the oldest go first (their holder gets captcha.invalid and a new image).
 */
export const MAX_STORED_CAPTCHAS = 10_000;

/**
 * Captcha answers by random id. The answer is kept in clear: it lives five minutes, is
 * single-use, and anyone able to read the database could read sessions anyway.
 */
export interface CaptchasRepository {
  /** Stores a captcha; expired ones are deleted first, and the oldest beyond MAX_STORED_CAPTCHAS. */
  create(id: string, answer: string, expiresAt: number, now: number): void;
  /** Deletes the captcha whatever the outcome (single use) and answers whether it matched. */
  consume(id: string, answer: string, now: number): boolean;
  /** The stored answer without using it (admin API, for browser tests). */
  peek(id: string): { answer: string; expiresAt: number } | undefined;
  count(): number;
}

export function createCaptchasRepository(db: DatabaseSync): CaptchasRepository {
  const insert = db.prepare('INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)');
  const purge = db.prepare('DELETE FROM captchas WHERE expires_at <= ?');
  const take = db.prepare('DELETE FROM captchas WHERE id = ? RETURNING answer, expires_at');
  const selectOne = db.prepare('SELECT answer, expires_at FROM captchas WHERE id = ?');
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM captchas');
  const dropOldest = db.prepare('DELETE FROM captchas WHERE rowid IN (SELECT rowid FROM captchas ORDER BY expires_at, rowid LIMIT ?)');

  return {
    create(id, answer, expiresAt, now) {
      // Cleaning up on write keeps the table small without a timer.
      purge.run(now);
      const excess = Number(countAll.get()?.n ?? 0) + 1 - MAX_STORED_CAPTCHAS;
      if (excess > 0) dropOldest.run(excess);
      insert.run(id, answer, expiresAt);
    },
    consume(id, answer, now) {
      const row = take.get(id);
      if (!row) return false;
      return Number(row.expires_at) > now && String(row.answer) === answer;
    },
    peek(id) {
      const row = selectOne.get(id);
      return row ? { answer: String(row.answer), expiresAt: Number(row.expires_at) } : undefined;
    },
    count() {
      return Number(countAll.get()?.n ?? 0);
    },
  };
}

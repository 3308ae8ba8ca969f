import type { DatabaseSync } from 'node:sqlite';

/** Live challenges kept at most: as for captchas, the oldest go first past it. */
const MAX_STORED_CHALLENGES = 10_000;

export interface GeetestChallenge {
  lotNumber: string;
  passToken: string;
  /** Issue time, epoch seconds (geetest's `gen_time`). */
  genTime: number;
  /** Left edge of the gap, in picture pixels. */
  gapX: number;
  /** Top edge of the gap (and of the piece), in picture pixels. */
  gapY: number;
  expiresAt: number;
}

/**
 * Slider challenges by lot number. The gap is kept in clear: it lives two minutes, is single use,
 * and anyone able to read the database could read sessions anyway.
 */
export interface GeetestChallengesRepository {
  /** Stores a challenge; expired ones are deleted first, and the oldest beyond MAX_STORED_CHALLENGES. */
  create(challenge: GeetestChallenge, now: number): void;
  /** Deletes the challenge whatever the outcome (one picture, one try) and answers it if it was live. */
  consume(lotNumber: string, now: number): GeetestChallenge | undefined;
  /** The challenge without using it (admin API, for browser tests). */
  peek(lotNumber: string): GeetestChallenge | undefined;
  count(): number;
}

function challengeOf(row: Record<string, unknown>): GeetestChallenge {
  return {
    lotNumber: String(row.lot_number),
    passToken: String(row.pass_token),
    genTime: Number(row.gen_time),
    gapX: Number(row.gap_x),
    gapY: Number(row.gap_y),
    expiresAt: Number(row.expires_at),
  };
}

export function createGeetestChallengesRepository(db: DatabaseSync): GeetestChallengesRepository {
  const insert = db.prepare(
    'INSERT INTO geetest_challenges (lot_number, pass_token, gen_time, gap_x, gap_y, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const purge = db.prepare('DELETE FROM geetest_challenges WHERE expires_at <= ?');
  const take = db.prepare('DELETE FROM geetest_challenges WHERE lot_number = ? RETURNING *');
  const selectOne = db.prepare('SELECT * FROM geetest_challenges WHERE lot_number = ?');
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM geetest_challenges');
  const dropOldest = db.prepare(
    'DELETE FROM geetest_challenges WHERE rowid IN (SELECT rowid FROM geetest_challenges ORDER BY expires_at, rowid LIMIT ?)',
  );

  return {
    create(challenge, now) {
      // Cleaning up on write keeps the table small without a timer.
      purge.run(now);
      const excess = Number(countAll.get()?.n ?? 0) + 1 - MAX_STORED_CHALLENGES;
      if (excess > 0) dropOldest.run(excess);
      insert.run(challenge.lotNumber, challenge.passToken, challenge.genTime, challenge.gapX, challenge.gapY, challenge.expiresAt);
    },
    consume(lotNumber, now) {
      const row = take.get(lotNumber);
      if (!row) return undefined;
      const challenge = challengeOf(row);
      return challenge.expiresAt > now ? challenge : undefined;
    },
    peek(lotNumber) {
      const row = selectOne.get(lotNumber);
      return row ? challengeOf(row) : undefined;
    },
    count() {
      return Number(countAll.get()?.n ?? 0);
    },
  };
}

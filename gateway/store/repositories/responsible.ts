import type { DatabaseSync } from 'node:sqlite';

import type {
  ExclusionKind,
  ExclusionPeriod,
  LimitKind,
  LimitPeriod,
  RealityCheckMinutes,
} from '../../../src/contract/responsible-gaming.ts';

/**
 * Player protection (docs/product.md#responsible-gaming): the member's own limits, reality-check
 * choice and exclusion. Money limits are in cents, the session-time limit in minutes.
 */

/** A limit as stored: what applies and a raise or removal waiting for `pending.effectiveAt`. */
export interface StoredLimit {
  amount: number | null;
  pending: { amount: number | null; effectiveAt: number } | null;
}

/** The session-time limit is stored as kind SESSION over period ANY. */
type StoredLimitKind = LimitKind | 'SESSION';
type StoredLimitPeriod = LimitPeriod | 'ANY';

export interface ExclusionRecord {
  kind: ExclusionKind;
  period: ExclusionPeriod;
  startedAt: number;
  until: number;
}

export interface ResponsibleRepository {
  limit(accountId: number, kind: StoredLimitKind, period: StoredLimitPeriod): StoredLimit;
  saveLimit(accountId: number, kind: StoredLimitKind, period: StoredLimitPeriod, limit: StoredLimit, now: number): void;
  realityCheckMinutes(accountId: number): RealityCheckMinutes | null;
  setRealityCheckMinutes(accountId: number, minutes: RealityCheckMinutes | null): void;
  /** Deposit orders placed since `since` that still count (pending or approved), in cents. */
  depositedSince(accountId: number, since: number): number;
  /** Stakes minus wins of real-money play since `since`, in cents (negative: a net win). */
  lostSince(accountId: number, since: number): number;
  /** The exclusion in force at `now` (not lifted, not over), if any. */
  exclusion(accountId: number, now: number): ExclusionRecord | undefined;
  saveExclusion(accountId: number, exclusion: ExclusionRecord): void;
  liftExclusion(accountId: number, now: number): void;
  /** The exclusion in force of any account holding this mobile key or e-mail (case-insensitive). */
  exclusionOfContact(contact: { mobile: string | null; email: string | null }, now: number): ExclusionRecord | undefined;
}

const PENDING_NONE = 0;

function toExclusion(row: Record<string, unknown>): ExclusionRecord {
  return {
    kind: String(row.kind) as ExclusionKind,
    period: String(row.period) as ExclusionPeriod,
    startedAt: Number(row.started_at),
    until: Number(row.until),
  };
}

const nullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export function createResponsibleRepository(db: DatabaseSync): ResponsibleRepository {
  const selectLimit = db.prepare('SELECT * FROM responsible_limits WHERE account_id = ? AND kind = ? AND period = ?');
  const upsertLimit = db.prepare(
    'INSERT INTO responsible_limits (account_id, kind, period, amount, has_pending, pending_amount, pending_at, updated_at) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (account_id, kind, period) DO UPDATE SET amount = excluded.amount, ' +
      'has_pending = excluded.has_pending, pending_amount = excluded.pending_amount, pending_at = excluded.pending_at, ' +
      'updated_at = excluded.updated_at',
  );
  const selectReality = db.prepare('SELECT minutes FROM responsible_reality_checks WHERE account_id = ?');
  const upsertReality = db.prepare(
    'INSERT INTO responsible_reality_checks (account_id, minutes) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET minutes = excluded.minutes',
  );
  const sumDeposits = db.prepare(
    "SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM deposit_orders WHERE account_id = ? AND created_at > ? AND status IN ('pending', 'approved')",
  );
  // The ledger's game and lottery rows are the wallet's side of every real-money round and bet
  // (stakes negative, wins positive); free play never touches the wallet.
  const sumPlay = db.prepare(
    "SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM wallet_ledger WHERE account_id = ? AND created_at > ? AND kind IN ('game', 'lottery')",
  );
  const selectExclusion = db.prepare('SELECT * FROM responsible_exclusions WHERE account_id = ? AND lifted_at IS NULL AND until > ?');
  const upsertExclusion = db.prepare(
    'INSERT INTO responsible_exclusions (account_id, kind, period, started_at, until, lifted_at) VALUES (?, ?, ?, ?, ?, NULL) ' +
      'ON CONFLICT (account_id) DO UPDATE SET kind = excluded.kind, period = excluded.period, started_at = excluded.started_at, ' +
      'until = excluded.until, lifted_at = NULL',
  );
  const lift = db.prepare('UPDATE responsible_exclusions SET lifted_at = ? WHERE account_id = ? AND lifted_at IS NULL');
  const selectContactExclusion = db.prepare(
    'SELECT e.* FROM responsible_exclusions e JOIN accounts a ON a.id = e.account_id ' +
      'WHERE e.lifted_at IS NULL AND e.until > ?1 AND ((?2 IS NOT NULL AND a.mobile = ?2) OR (?3 IS NOT NULL AND EXISTS ' +
      "(SELECT 1 FROM account_details d WHERE d.account_id = a.id AND d.field = 'email' AND d.value = ?3 COLLATE NOCASE))) " +
      'ORDER BY e.until DESC LIMIT 1',
  );

  return {
    limit(accountId, kind, period) {
      const row = selectLimit.get(accountId, kind, period);
      if (!row) return { amount: null, pending: null };
      const pending =
        Number(row.has_pending) === PENDING_NONE
          ? null
          : { amount: nullableNumber(row.pending_amount), effectiveAt: Number(row.pending_at) };
      return { amount: nullableNumber(row.amount), pending };
    },
    saveLimit(accountId, kind, period, limit, now) {
      upsertLimit.run(
        accountId,
        kind,
        period,
        limit.amount,
        limit.pending ? 1 : PENDING_NONE,
        limit.pending?.amount ?? null,
        limit.pending?.effectiveAt ?? null,
        now,
      );
    },
    realityCheckMinutes(accountId) {
      const minutes = nullableNumber(selectReality.get(accountId)?.minutes);
      return minutes === 15 || minutes === 30 || minutes === 60 ? minutes : null;
    },
    setRealityCheckMinutes(accountId, minutes) {
      upsertReality.run(accountId, minutes);
    },
    depositedSince: (accountId, since) => Number(sumDeposits.get(accountId, since)?.cents ?? 0),
    lostSince: (accountId, since) => -Number(sumPlay.get(accountId, since)?.cents ?? 0),
    exclusion(accountId, now) {
      const row = selectExclusion.get(accountId, now);
      return row ? toExclusion(row) : undefined;
    },
    saveExclusion(accountId, exclusion) {
      upsertExclusion.run(accountId, exclusion.kind, exclusion.period, exclusion.startedAt, exclusion.until);
    },
    liftExclusion(accountId, now) {
      lift.run(now, accountId);
    },
    exclusionOfContact(contact, now) {
      if (contact.mobile === null && contact.email === null) return undefined;
      const row = selectContactExclusion.get(now, contact.mobile, contact.email);
      return row ? toExclusion(row) : undefined;
    },
  };
}

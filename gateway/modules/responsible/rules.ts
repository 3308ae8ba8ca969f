import type { ExclusionKind, ExclusionPeriod, LimitPeriod } from '../../../src/contract/responsible-gaming.ts';
import type { ExclusionRecord, StoredLimit } from '../../store/repositories/responsible.ts';

/**
 * The rules of player protection, free of the store and the clock (docs/product.md#responsible-gaming):
 * every function takes `now`, so tests move time instead of waiting.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The rolling windows: 24 hours, 7 days, 30 days. */
export const PERIOD_MS: Readonly<Record<LimitPeriod, number>> = { DAY: DAY_MS, WEEK: 7 * DAY_MS, MONTH: 30 * DAY_MS };
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

/** Money limits are 1 to 10,000,000 in the currency. */
export const MIN_LIMIT_CENTS = 100;
export const MAX_LIMIT_CENTS = 1_000_000_000;
export const MIN_SESSION_MINUTES = 15;
export const MAX_SESSION_MINUTES = 1440;

/** A self-exclusion cannot be lifted, even by the operator, in its first 6 months. */
const SELF_EXCLUSION_LOCK_MONTHS = 6;

const TIMEOUT_PERIODS: ReadonlySet<ExclusionPeriod> = new Set(['DAY', 'WEEK', 'MONTH']);
const SELF_EXCLUSION_PERIODS: ReadonlySet<ExclusionPeriod> = new Set(['SIX_MONTHS', 'ONE_YEAR', 'FIVE_YEARS']);

/** The limit as it applies at `now`: a pending change whose time has come replaces the amount. */
export function effectiveLimit(row: StoredLimit, now: number): StoredLimit {
  if (row.pending && row.pending.effectiveAt <= now) return { amount: row.pending.amount, pending: null };
  return row;
}

/**
 * The limit after the member asks for `requested` (null: no limit). A tighter limit, or one where
 * there was none, applies at once and drops any waiting raise: protection never waits. A looser one
 * (a raise or a removal) waits `coolingOffMs`, the current limit holding meanwhile.
 */
export function changeLimit(current: StoredLimit, requested: number | null, now: number, coolingOffMs: number): StoredLimit {
  const applied = effectiveLimit(current, now);
  if (requested !== null && (applied.amount === null || requested <= applied.amount)) return { amount: requested, pending: null };
  if (requested === null && applied.amount === null) return { amount: null, pending: null };
  return { amount: applied.amount, pending: { amount: requested, effectiveAt: now + coolingOffMs } };
}

/** What is left under a limit, never below 0; null without a limit. */
export function remainingOf(amount: number | null, used: number): number | null {
  return amount === null ? null : Math.max(0, amount - used);
}

/** Whether `period` belongs to `kind`: time-outs are short, self-exclusions long. */
export function periodFits(kind: ExclusionKind, period: ExclusionPeriod): boolean {
  return (kind === 'TIMEOUT' ? TIMEOUT_PERIODS : SELF_EXCLUSION_PERIODS).has(period);
}

/** `now` moved by whole calendar months (UTC), the day clamped to the target month's length. */
export function addMonths(now: number, months: number): number {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** When an exclusion asked for at `now` ends: days for the short ones, calendar months and years for the rest. */
function exclusionEnd(period: ExclusionPeriod, now: number): number {
  switch (period) {
    case 'DAY':
      return now + DAY_MS;
    case 'WEEK':
      return now + 7 * DAY_MS;
    case 'MONTH':
      return addMonths(now, 1);
    case 'SIX_MONTHS':
      return addMonths(now, 6);
    case 'ONE_YEAR':
      return addMonths(now, 12);
    case 'FIVE_YEARS':
      return addMonths(now, 60);
  }
}

/**
 * The exclusion after a request at `now`, or null when it would not end later than the one in
 * force: a member may only lengthen an exclusion. Once self-excluded, the account stays a
 * self-exclusion, and a new self-exclusion starts its 6 locked months again.
 */
export function lengthenedExclusion(
  current: ExclusionRecord | undefined,
  kind: ExclusionKind,
  period: ExclusionPeriod,
  now: number,
): ExclusionRecord | null {
  const until = exclusionEnd(period, now);
  if (current && until <= current.until) return null;
  if (kind === 'TIMEOUT' && current?.kind === 'SELF_EXCLUSION') return { ...current, until };
  return { kind, period, startedAt: now, until };
}

/** The operator may lift a time-out at any time, a self-exclusion only after its first 6 months. */
export function operatorMayLift(exclusion: ExclusionRecord, now: number): boolean {
  return exclusion.kind === 'TIMEOUT' || addMonths(exclusion.startedAt, SELF_EXCLUSION_LOCK_MONTHS) <= now;
}

/** Whether a session opened at `startedAt` has outlived a limit of `minutes`. */
export function sessionOverLimit(startedAt: number, minutes: number | null, now: number): boolean {
  return minutes !== null && now - startedAt >= minutes * 60_000;
}

export const coolingOffMs = (hours: number): number => hours * HOUR_MS;

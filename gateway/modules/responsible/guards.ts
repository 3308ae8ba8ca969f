import type { DepositLimitDetail, ExclusionDetail, LimitKind, LimitPeriod } from '../../../src/contract/responsible-gaming.ts';
import { GatewayError } from '../../lib/errors.ts';
import type { ExclusionRecord, StoredLimit } from '../../store/repositories/responsible.ts';
import type { Store } from '../../store/store.ts';
import { effectiveLimit, LIMIT_PERIODS, PERIOD_MS, remainingOf, sessionOverLimit } from './rules.ts';

/**
 * The checks other modules make for player protection (docs/product.md#responsible-gaming), one
 * function per concern so each place that moves money or opens play calls exactly one.
 */

/** A limit as it applies at `now`, a pending change whose time has come written back. */
export function limitInForce(
  store: Store,
  accountId: number,
  kind: LimitKind | 'SESSION',
  period: LimitPeriod | 'ANY',
  now: number,
): StoredLimit {
  const stored = store.responsible.limit(accountId, kind, period);
  const applied = effectiveLimit(stored, now);
  if (applied !== stored) store.responsible.saveLimit(accountId, kind, period, applied, now);
  return applied;
}

/** Cents deposited (DEPOSIT) or lost net (LOSS) in the window of `period` ending at `now`. */
export function usedCents(store: Store, accountId: number, kind: LimitKind, period: LimitPeriod, now: number): number {
  const since = now - PERIOD_MS[period];
  return kind === 'DEPOSIT' ? store.responsible.depositedSince(accountId, since) : store.responsible.lostSince(accountId, since);
}

const exclusionDetail = (exclusion: ExclusionRecord): ExclusionDetail => ({ kind: exclusion.kind, until: exclusion.until });

/**
 * A deposit of `amountCents` must fit the smallest amount the member's deposit limits leave; the
 * refusal names it and its period. Call inside the transaction that stores the order, so parallel
 * orders each see the ones before.
 */
export function assertDepositWithinLimits(store: Store, accountId: number, amountCents: number, now: number): void {
  assertNotExcluded(store, accountId, now);
  let tightest: { remaining: number; period: LimitPeriod } | undefined;
  for (const period of LIMIT_PERIODS) {
    const { amount } = limitInForce(store, accountId, 'DEPOSIT', period, now);
    const remaining = remainingOf(amount, usedCents(store, accountId, 'DEPOSIT', period, now));
    if (remaining !== null && (!tightest || remaining < tightest.remaining)) tightest = { remaining, period };
  }
  if (tightest && amountCents > tightest.remaining) {
    throw new GatewayError('limit.deposit.exceeded', {
      value: { remaining: tightest.remaining / 100, period: tightest.period } satisfies DepositLimitDetail,
    });
  }
}

/** A real-money game may not open once any loss limit is used up. */
export function assertLossLimitNotReached(store: Store, accountId: number, now: number): void {
  for (const period of LIMIT_PERIODS) {
    const { amount } = limitInForce(store, accountId, 'LOSS', period, now);
    if (amount !== null && usedCents(store, accountId, 'LOSS', period, now) >= amount) throw new GatewayError('limit.loss.reached');
  }
}

/** An excluded account logs in nowhere and deposits through no path; the refusal says until when. */
export function assertNotExcluded(store: Store, accountId: number, now: number): void {
  const exclusion = store.responsible.exclusion(accountId, now);
  if (exclusion) throw new GatewayError('account.excluded', { value: exclusionDetail(exclusion) });
}

/** A new account may not take the mobile number or e-mail of an excluded one. */
export function assertContactNotExcluded(store: Store, contact: { mobile: string | null; email: string | null }, now: number): void {
  const email = contact.email?.trim() ? contact.email.trim() : null;
  if (store.responsible.exclusionOfContact({ mobile: contact.mobile, email }, now)) throw new GatewayError('account.excluded.contact');
}

/**
 * A session older than the member's session-time limit is ended and refused with its own code, so
 * the app can say why it logged out.
 */
export function assertSessionWithinTime(store: Store, session: { token: string; accountId: number; startedAt: number }, now: number): void {
  const { amount: minutes } = limitInForce(store, session.accountId, 'SESSION', 'ANY', now);
  if (!sessionOverLimit(session.startedAt, minutes, now)) return;
  store.sessions.revoke(session.token, now);
  throw new GatewayError('session.time.limit');
}

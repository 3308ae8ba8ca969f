import type { LimitKind, LimitPeriod, MoneyLimit, ResponsibleGamingState } from '@/contract/responsible-gaming';
import { type AmountCheck, checkAmount } from '@/lib/money/amount-rules';

/** The order the page lists limits in: deposit before loss, shortest period first. */
export const LIMIT_KINDS: readonly LimitKind[] = ['DEPOSIT', 'LOSS'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

/** The largest limit a player may type: any amount the platform's ledger holds. */
const LIMIT_MAX = 1_000_000_000;

/** A limit as typed: the amount rules of deposit and withdraw, above zero. */
export function checkLimitAmount(text: string): AmountCheck {
  return checkAmount(text, { min: 0.01, max: LIMIT_MAX });
}

/** One kind and period's limit from the state; a missing row reads as no limit. */
export function limitOf(state: Pick<ResponsibleGamingState, 'limits'>, kind: LimitKind, period: LimitPeriod): MoneyLimit {
  return (
    state.limits.find((limit) => limit.kind === kind && limit.period === period) ?? {
      kind,
      period,
      amount: null,
      pending: null,
      used: 0,
      remaining: null,
    }
  );
}

/**
 * What a saved change did, read from the gateway's answer (it decides, docs/product.md#responsible-gaming):
 * a lower limit applies at once, a raise or removal waits out the cooling-off.
 */
export type ChangeOutcome = { applied: 'now' } | { applied: 'later'; effectiveAt: number };

export function changeOutcome(after: { pending: { effectiveAt: number } | null }): ChangeOutcome {
  return after.pending === null ? { applied: 'now' } : { applied: 'later', effectiveAt: after.pending.effectiveAt };
}

/** Minutes the session-time limit takes: whole minutes, 15 minutes to 24 hours (the gateway's range). */
export function checkSessionMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= 15 && minutes <= 24 * 60 ? minutes : null;
}

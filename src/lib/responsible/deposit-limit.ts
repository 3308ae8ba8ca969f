import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { DepositLimitDetail, LimitPeriod, MoneyLimit } from '@/contract/responsible-gaming';

/**
 * What the player's own deposit limits still allow (docs/product.md#responsible-gaming): the
 * smallest remaining amount among the deposit limits that apply, with its period, or null when
 * none applies. Two limits with the same remaining: the shorter period, the one that frees first.
 */
export function depositAllowance(limits: readonly MoneyLimit[]): DepositLimitDetail | null {
  const order: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];
  let best: DepositLimitDetail | null = null;
  for (const period of order) {
    const limit = limits.find((item) => item.kind === 'DEPOSIT' && item.period === period);
    if (!limit || limit.amount === null || limit.remaining === null) continue;
    if (best === null || limit.remaining < best.remaining) best = { remaining: Math.max(0, limit.remaining), period };
  }
  return best;
}

/** True when `amount` goes over what the limits allow; no limit allows any amount. */
export function exceedsAllowance(amount: number, allowance: DepositLimitDetail | null): boolean {
  return allowance !== null && amount > allowance.remaining + 1e-9;
}

/** "You can deposit up to ₱500.00 today", with the period's own words. */
export function allowanceMessage(allowance: DepositLimitDetail, money: (amount: number) => string): MessageDescriptor {
  const remaining = money(allowance.remaining);
  switch (allowance.period) {
    case 'DAY':
      return msg`You can deposit up to ${remaining} today`;
    case 'WEEK':
      return msg`You can deposit up to ${remaining} this week`;
    case 'MONTH':
      return msg`You can deposit up to ${remaining} this month`;
  }
}

/** The `value` of a `limit.deposit.exceeded` refusal, when it has the contract's shape. */
export function depositLimitDetail(value: unknown): DepositLimitDetail | null {
  if (typeof value !== 'object' || value === null) return null;
  const { remaining, period } = value as Partial<DepositLimitDetail>;
  if (typeof remaining !== 'number' || !Number.isFinite(remaining)) return null;
  if (period !== 'DAY' && period !== 'WEEK' && period !== 'MONTH') return null;
  return { remaining, period };
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { amountFormatMessage, type AmountProblem, checkAmount } from '@/lib/money/amount-rules';

/** What the withdraw form knows before it asks (the gateway checks the same on the order). */
export interface WithdrawTerms {
  min: number;
  max: number;
  available: number;
  feePercent: number;
  feeMin: number;
}

export type WithdrawProblem = AmountProblem | 'aboveAvailable' | 'feeTooHigh';

export type WithdrawCheck = { ok: true; amount: number; fee: number; payout: number } | { ok: false; problem: WithdrawProblem };

/**
 * The fee in the currency: a percentage of the amount, at least the minimum, rounded to the cent
 * as the gateway does (gateway/README.md "Withdraw").
 */
export function withdrawalFee(amount: number, feePercent: number, feeMin: number): number {
  const cents = Math.max(Math.round((Math.round(amount * 100) * feePercent) / 100), Math.round(feeMin * 100));
  return cents / 100;
}

/**
 * The amount as typed, within the operator's limits (src/lib/money/amount-rules.ts) and the
 * balance free to withdraw (bonuses still under turnover are not), and worth more than its fee.
 */
export function checkWithdrawAmount(text: string, terms: WithdrawTerms): WithdrawCheck {
  const checked = checkAmount(text, terms);
  if (!checked.ok) return checked;
  const { amount } = checked;
  if (amount > terms.available) return { ok: false, problem: 'aboveAvailable' };
  const fee = withdrawalFee(amount, terms.feePercent, terms.feeMin);
  if (fee >= amount) return { ok: false, problem: 'feeTooHigh' };
  return { ok: true, amount, fee, payout: Math.round((amount - fee) * 100) / 100 };
}

/** The translated text of a problem; amounts come formatted with the currency. */
export function withdrawProblemMessage(
  problem: WithdrawProblem,
  money: { min: string; max: string; available: string },
): MessageDescriptor {
  switch (problem) {
    case 'belowMin':
      return msg`The minimum withdrawal is ${money.min}`;
    case 'aboveMax':
      return msg`The maximum withdrawal is ${money.max}`;
    case 'aboveAvailable':
      return msg`You can withdraw at most ${money.available}`;
    case 'feeTooHigh':
      return msg`The amount must be more than the fee`;
    default:
      return amountFormatMessage(problem);
  }
}

/** How far a bonus's turnover is, 0 to 100, for its progress bar. */
export function turnoverPercent(done: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.floor((done / required) * 100));
}

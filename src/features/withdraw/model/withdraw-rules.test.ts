import { describe, expect, it } from 'vitest';

import { checkWithdrawAmount, turnoverPercent, withdrawalFee } from './withdraw-rules';

const terms = { min: 100, max: 50_000, available: 1_000, feePercent: 1, feeMin: 10 };

describe('withdraw amount', () => {
  it('accepts an amount within the limits and the available balance, with its fee', () => {
    expect(checkWithdrawAmount('500', terms)).toEqual({ ok: true, amount: 500, fee: 10, payout: 490 });
    expect(checkWithdrawAmount(' 1,000.00 ', terms)).toEqual({ ok: true, amount: 1000, fee: 10, payout: 990 });
  });

  it('names the first problem', () => {
    expect(checkWithdrawAmount('', terms)).toEqual({ ok: false, problem: 'required' });
    expect(checkWithdrawAmount('abc', terms)).toEqual({ ok: false, problem: 'notNumber' });
    expect(checkWithdrawAmount('100.555', terms)).toEqual({ ok: false, problem: 'decimals' });
    expect(checkWithdrawAmount('50', terms)).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkWithdrawAmount('60000', { ...terms, available: 100_000 })).toEqual({ ok: false, problem: 'aboveMax' });
    expect(checkWithdrawAmount('1000.01', terms)).toEqual({ ok: false, problem: 'aboveAvailable' });
    expect(checkWithdrawAmount('100', { ...terms, feeMin: 100 })).toEqual({ ok: false, problem: 'feeTooHigh' });
  });

  it('prices like the gateway: a percentage to the cent, at least the minimum', () => {
    expect(withdrawalFee(2000, 1, 10)).toBe(20);
    expect(withdrawalFee(123.45, 1.5, 0)).toBe(1.85);
    expect(withdrawalFee(100, 1, 10)).toBe(10);
  });

  it('shows turnover progress as a capped percentage', () => {
    expect(turnoverPercent(0, 2500)).toBe(0);
    expect(turnoverPercent(1250, 2500)).toBe(50);
    expect(turnoverPercent(3000, 2500)).toBe(100);
    expect(turnoverPercent(0, 0)).toBe(100);
  });
});

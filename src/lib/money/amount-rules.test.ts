import { describe, expect, it } from 'vitest';

import { amountFormatMessage, checkAmount } from './amount-rules';

const limits = { min: 100, max: 50_000 };

describe('money amount', () => {
  it('accepts amounts within the limits with up to two decimals', () => {
    expect(checkAmount('100', limits)).toEqual({ ok: true, amount: 100 });
    expect(checkAmount(' 500.5 ', limits)).toEqual({ ok: true, amount: 500.5 });
    expect(checkAmount('1,000.25', limits)).toEqual({ ok: true, amount: 1000.25 });
    expect(checkAmount('.5', { min: 0, max: 1 })).toEqual({ ok: true, amount: 0.5 });
    expect(checkAmount('50000', limits)).toEqual({ ok: true, amount: 50_000 });
  });

  it('names what is wrong', () => {
    expect(checkAmount('', limits)).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('   ', limits)).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('abc', limits)).toEqual({ ok: false, problem: 'notNumber' });
    expect(checkAmount('-100', limits)).toEqual({ ok: false, problem: 'notNumber' });
    expect(checkAmount('1e3', limits)).toEqual({ ok: false, problem: 'notNumber' });
    expect(checkAmount('100.001', limits)).toEqual({ ok: false, problem: 'decimals' });
    expect(checkAmount('99.99', limits)).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkAmount('50000.01', limits)).toEqual({ ok: false, problem: 'aboveMax' });
  });

  it('words the problems of the amount as typed', () => {
    expect(amountFormatMessage('decimals').message).toBe('Use at most 2 decimals');
    expect(amountFormatMessage('notNumber').message).toContain('number');
    expect(amountFormatMessage('required').message).toBe('Enter an amount');
  });
});

import { describe, expect, it } from 'vitest';

import { amountProblemMessage, checkAmount } from './amount-rules';

const limits = { min: 100, max: 50_000 };

describe('deposit amount', () => {
  it('accepts amounts within the limits with up to two decimals', () => {
    expect(checkAmount('100', limits)).toEqual({ ok: true, amount: 100 });
    expect(checkAmount(' 500.5 ', limits)).toEqual({ ok: true, amount: 500.5 });
    expect(checkAmount('1,000.25', limits)).toEqual({ ok: true, amount: 1000.25 });
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

  it('has a message for every problem, with the limits in it', () => {
    expect(amountProblemMessage('belowMin', '₱100.00', '₱50,000.00')).toMatchObject({
      message: 'The minimum for this channel is {min}',
      values: { min: '₱100.00' },
    });
    expect(amountProblemMessage('aboveMax', '₱100.00', '₱50,000.00')).toMatchObject({ values: { max: '₱50,000.00' } });
    expect(amountProblemMessage('decimals', '', '').message).toBe('Use at most 2 decimals');
    expect(amountProblemMessage('notNumber', '', '').message).toContain('number');
    expect(amountProblemMessage('required', '', '').message).toBe('Enter an amount');
  });
});

import { describe, expect, it } from 'vitest';

import { changeOutcome, checkLimitAmount, checkSessionMinutes, limitOf } from './limits';

describe('checkLimitAmount', () => {
  it('takes amounts as the player types them', () => {
    expect(checkLimitAmount('1,000.50')).toEqual({ ok: true, amount: 1000.5 });
    expect(checkLimitAmount(' 500 ')).toEqual({ ok: true, amount: 500 });
  });
  it('refuses nothing, zero, words and three decimals', () => {
    expect(checkLimitAmount('')).toEqual({ ok: false, problem: 'required' });
    expect(checkLimitAmount('0')).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkLimitAmount('ten')).toEqual({ ok: false, problem: 'notNumber' });
    expect(checkLimitAmount('1.234')).toEqual({ ok: false, problem: 'decimals' });
  });
});

describe('limitOf', () => {
  it('reads a missing row as no limit', () => {
    expect(limitOf({ limits: [] }, 'LOSS', 'WEEK')).toMatchObject({ amount: null, remaining: null, pending: null });
  });
  it('finds the row of the kind and period', () => {
    const row = { kind: 'DEPOSIT', period: 'DAY', amount: 100, pending: null, used: 40, remaining: 60 } as const;
    expect(limitOf({ limits: [row] }, 'DEPOSIT', 'DAY')).toBe(row);
  });
});

describe('changeOutcome', () => {
  it('applies at once without a pending change, later with one', () => {
    expect(changeOutcome({ pending: null })).toEqual({ applied: 'now' });
    expect(changeOutcome({ pending: { effectiveAt: 5 } })).toEqual({ applied: 'later', effectiveAt: 5 });
  });
});

describe('checkSessionMinutes', () => {
  it('takes whole minutes from 15 to 24 hours', () => {
    expect(checkSessionMinutes('90')).toBe(90);
    expect(checkSessionMinutes('14')).toBeNull();
    expect(checkSessionMinutes('1441')).toBeNull();
    expect(checkSessionMinutes('1.5')).toBeNull();
  });
});

import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import type { MoneyLimit } from '@/contract/responsible-gaming';

import { allowanceMessage, depositAllowance, depositLimitDetail, exceedsAllowance } from './deposit-limit';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function limit(period: MoneyLimit['period'], amount: number | null, used: number, kind: MoneyLimit['kind'] = 'DEPOSIT'): MoneyLimit {
  return { kind, period, amount, pending: null, used, remaining: amount === null ? null : Math.max(0, amount - used) };
}

describe('depositAllowance', () => {
  it('is null without a deposit limit', () => {
    expect(depositAllowance([limit('DAY', null, 0), limit('DAY', 100, 0, 'LOSS')])).toBeNull();
  });
  it('takes the smallest remaining among the deposit limits', () => {
    expect(depositAllowance([limit('DAY', 500, 100), limit('WEEK', 1000, 800), limit('MONTH', 5000, 800)])).toEqual({
      remaining: 200,
      period: 'WEEK',
    });
  });
  it('prefers the shorter period on a tie', () => {
    expect(depositAllowance([limit('MONTH', 300, 100), limit('DAY', 200, 0)])).toEqual({ remaining: 200, period: 'DAY' });
  });
});

describe('exceedsAllowance', () => {
  it('refuses only more than remains', () => {
    expect(exceedsAllowance(200, { remaining: 200, period: 'DAY' })).toBe(false);
    expect(exceedsAllowance(200.01, { remaining: 200, period: 'DAY' })).toBe(true);
    expect(exceedsAllowance(1e9, null)).toBe(false);
  });
});

describe('allowanceMessage', () => {
  it('names the period', () => {
    const money = (amount: number) => `₱${amount.toFixed(2)}`;
    expect(i18n._(allowanceMessage({ remaining: 50, period: 'DAY' }, money))).toBe('You can deposit up to ₱50.00 today');
    expect(i18n._(allowanceMessage({ remaining: 50, period: 'WEEK' }, money))).toBe('You can deposit up to ₱50.00 this week');
    expect(i18n._(allowanceMessage({ remaining: 50, period: 'MONTH' }, money))).toBe('You can deposit up to ₱50.00 this month');
  });
});

describe('depositLimitDetail', () => {
  it('reads the refusal value of the contract only', () => {
    expect(depositLimitDetail({ remaining: 12.5, period: 'WEEK' })).toEqual({ remaining: 12.5, period: 'WEEK' });
    expect(depositLimitDetail({ remaining: '12', period: 'WEEK' })).toBeNull();
    expect(depositLimitDetail({ remaining: 1, period: 'YEAR' })).toBeNull();
    expect(depositLimitDetail(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import { addMonths, changeLimit, effectiveLimit, lengthenedExclusion, operatorMayLift, periodFits, sessionOverLimit } from './rules.ts';

const NOW = Date.UTC(2026, 0, 31, 12, 0, 0);
const HOUR = 60 * 60 * 1000;
const COOLING = 24 * HOUR;

describe('limit changes', () => {
  it('sets a first limit and lowers one at once, dropping a waiting raise', () => {
    expect(changeLimit({ amount: null, pending: null }, 5000, NOW, COOLING)).toEqual({ amount: 5000, pending: null });
    const raised = { amount: 5000, pending: { amount: 9000, effectiveAt: NOW + COOLING } };
    expect(changeLimit(raised, 3000, NOW, COOLING)).toEqual({ amount: 3000, pending: null });
  });

  it('makes a raise and a removal wait the cooling-off, the limit holding meanwhile', () => {
    expect(changeLimit({ amount: 5000, pending: null }, 9000, NOW, COOLING)).toEqual({
      amount: 5000,
      pending: { amount: 9000, effectiveAt: NOW + COOLING },
    });
    expect(changeLimit({ amount: 5000, pending: null }, null, NOW, COOLING)).toEqual({
      amount: 5000,
      pending: { amount: null, effectiveAt: NOW + COOLING },
    });
    expect(changeLimit({ amount: null, pending: null }, null, NOW, COOLING)).toEqual({ amount: null, pending: null });
  });

  it('applies a pending change once its time has passed, not a millisecond before', () => {
    const row = { amount: 5000, pending: { amount: null, effectiveAt: NOW + COOLING } };
    expect(effectiveLimit(row, NOW + COOLING - 1)).toBe(row);
    expect(effectiveLimit(row, NOW + COOLING)).toEqual({ amount: null, pending: null });
    // A raise asked for after the cooling-off of the first compares with the applied limit.
    expect(changeLimit(row, 7000, NOW + COOLING, COOLING)).toEqual({ amount: 7000, pending: null });
  });
});

describe('exclusions', () => {
  it('ends time-outs after days and self-exclusions after calendar months', () => {
    expect(lengthenedExclusion(undefined, 'TIMEOUT', 'DAY', NOW)?.until).toBe(NOW + 24 * HOUR);
    expect(lengthenedExclusion(undefined, 'TIMEOUT', 'MONTH', NOW)?.until).toBe(Date.UTC(2026, 1, 28, 12, 0, 0));
    expect(lengthenedExclusion(undefined, 'SELF_EXCLUSION', 'ONE_YEAR', NOW)?.until).toBe(Date.UTC(2027, 0, 31, 12, 0, 0));
    expect(addMonths(NOW, 60)).toBe(Date.UTC(2031, 0, 31, 12, 0, 0));
    expect(periodFits('TIMEOUT', 'SIX_MONTHS')).toBe(false);
    expect(periodFits('SELF_EXCLUSION', 'FIVE_YEARS')).toBe(true);
  });

  it('may only be lengthened, and stays a self-exclusion once it is one', () => {
    const week = lengthenedExclusion(undefined, 'TIMEOUT', 'WEEK', NOW)!;
    expect(lengthenedExclusion(week, 'TIMEOUT', 'DAY', NOW + HOUR)).toBeNull();
    expect(lengthenedExclusion(week, 'TIMEOUT', 'WEEK', NOW)).toBeNull();
    const self = lengthenedExclusion(week, 'SELF_EXCLUSION', 'SIX_MONTHS', NOW)!;
    expect(self.kind).toBe('SELF_EXCLUSION');
    const late = self.until - 2 * HOUR;
    expect(lengthenedExclusion(self, 'TIMEOUT', 'WEEK', late)).toMatchObject({ kind: 'SELF_EXCLUSION', startedAt: NOW });
  });

  it('lets the operator lift a time-out at once, a self-exclusion only after 6 months', () => {
    const timeout = lengthenedExclusion(undefined, 'TIMEOUT', 'MONTH', NOW)!;
    expect(operatorMayLift(timeout, NOW)).toBe(true);
    const self = lengthenedExclusion(undefined, 'SELF_EXCLUSION', 'FIVE_YEARS', NOW)!;
    expect(operatorMayLift(self, addMonths(NOW, 6) - 1)).toBe(false);
    expect(operatorMayLift(self, addMonths(NOW, 6))).toBe(true);
  });
});

describe('session time', () => {
  it('ends a session once it has lasted the limit', () => {
    expect(sessionOverLimit(NOW, 15, NOW + 15 * 60_000 - 1)).toBe(false);
    expect(sessionOverLimit(NOW, 15, NOW + 15 * 60_000)).toBe(true);
    expect(sessionOverLimit(NOW, null, NOW + 1e12)).toBe(false);
  });
});

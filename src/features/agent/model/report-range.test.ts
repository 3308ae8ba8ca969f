import { describe, expect, it } from 'vitest';

import { checkReportRange, earliestReportDate, operatorToday, periodRange, type RangeLimit, REPORT_RANGE_LIMITS } from './report-range';

const today = '2026-06-30';

describe('the agent reports’ periods (docs/product.md#agent-centre)', () => {
  it('reads today on the operator clock, GMT+8, whatever the phone’s zone', () => {
    expect(operatorToday(Date.UTC(2026, 5, 30, 15, 59))).toBe('2026-06-30');
    expect(operatorToday(Date.UTC(2026, 5, 30, 16, 0))).toBe('2026-07-01');
  });

  it('turns the ready periods into ranges', () => {
    expect(periodRange('today', today)).toEqual({ startDate: today, endDate: today });
    expect(periodRange('yesterday', today)).toEqual({ startDate: '2026-06-29', endDate: '2026-06-29' });
    expect(periodRange('week', today)).toEqual({ startDate: '2026-06-24', endDate: today });
  });
});

describe('checkReportRange', () => {
  const { overview, betting } = REPORT_RANGE_LIMITS;
  const earliest = earliestReportDate(today, overview);

  it('takes a range within the last 90 days, today included', () => {
    expect(earliest).toBe('2026-04-02');
    expect(checkReportRange({ startDate: earliest, endDate: today }, today, overview, earliest)).toBeUndefined();
    for (const period of ['today', 'yesterday', 'week'] as const) {
      expect(checkReportRange(periodRange(period, today), today, betting, earliest)).toBeUndefined();
    }
  });

  it('refuses, with its reason, a start too far back, an end before the start or after today, and too many days', () => {
    const refused = (startDate: string, endDate: string, limit: RangeLimit = overview) =>
      checkReportRange({ startDate, endDate }, today, limit, earliest);
    expect(refused('2026-04-01', today)).toMatchObject({ problem: 'too-old', message: { values: { days: 90, earliest } } });
    expect(refused(today, '2026-06-01')).toMatchObject({ problem: 'order' });
    expect(refused(today, '2026-07-01')).toMatchObject({ problem: 'future' });
    expect(refused('', today)).toMatchObject({ problem: 'invalid' });
    expect(refused('2026-05-31', today, betting)).toMatchObject({ problem: 'too-long', message: { values: { maxDays: 30 } } });
    expect(refused('2026-06-01', today, betting)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';

import {
  addDays,
  dateOfDay,
  datesOf,
  dayNumber,
  earliestStart,
  operatorDate,
  operatorDayStart,
  rangeProblem,
  REPORT_RANGE_LIMITS,
} from './report-range.ts';

describe('report dates on the operator clock (GMT+8)', () => {
  it('reads and writes YYYY-MM-DD, refusing dates that do not exist', () => {
    expect(dateOfDay(dayNumber('2026-03-01')!)).toBe('2026-03-01');
    expect(dayNumber('2026-02-29')).toBeUndefined();
    expect(dayNumber('2026-13-01')).toBeUndefined();
    expect(dayNumber('1/3/2026')).toBeUndefined();
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('turns the day at 16:00 UTC, midnight in GMT+8', () => {
    expect(operatorDate(Date.UTC(2026, 0, 1, 15, 59))).toBe('2026-01-01');
    expect(operatorDate(Date.UTC(2026, 0, 1, 16, 0))).toBe('2026-01-02');
    expect(operatorDayStart('2026-01-02')).toBe(Date.UTC(2026, 0, 1, 16, 0));
  });

  it('lists every date of a range, both ends included', () => {
    expect(datesOf({ startDate: '2026-02-27', endDate: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('rangeProblem', () => {
  const today = '2026-06-30';
  const { betting, overview } = REPORT_RANGE_LIMITS;

  it('takes the last 90 days, today included, and no further back', () => {
    expect(earliestStart(today, overview)).toBe('2026-04-02');
    expect(rangeProblem({ startDate: '2026-04-02', endDate: today }, today, overview)).toBeUndefined();
    expect(rangeProblem({ startDate: '2026-04-01', endDate: '2026-04-02' }, today, overview)).toBe('too-old');
  });

  it('refuses an end before the start, after today, or a range longer than the report allows', () => {
    expect(rangeProblem({ startDate: today, endDate: '2026-06-29' }, today, overview)).toBe('order');
    expect(rangeProblem({ startDate: today, endDate: '2026-07-01' }, today, overview)).toBe('future');
    expect(rangeProblem({ startDate: '2026-05-31', endDate: today }, today, betting)).toBe('too-long');
    expect(rangeProblem({ startDate: '2026-06-01', endDate: '2026-06-30' }, today, betting)).toBeUndefined();
    expect(rangeProblem({ startDate: '', endDate: today }, today, betting)).toBe('invalid');
  });
});

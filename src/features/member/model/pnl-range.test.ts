import { describe, expect, it } from 'vitest';

import { earliestPnlDate, formatPnlDate, needsTimezoneNote, operatorToday, pnlRangeRefusal, presetRange } from './pnl-range';

const TODAY = '2026-11-29';
const refusal = (startDate: string, endDate: string) => pnlRangeRefusal({ startDate, endDate }, TODAY, 'EARLIEST')?.message;

describe('profit and loss ranges (docs/product.md#profit-and-loss)', () => {
  it("counts today on the operator's clock, GMT+8, whatever the phone's zone", () => {
    // 2026-11-29 17:30 UTC is already the 30th in GMT+8.
    expect(operatorToday(Date.UTC(2026, 10, 29, 17, 30))).toBe('2026-11-30');
    expect(operatorToday(Date.UTC(2026, 10, 29, 15, 59))).toBe('2026-11-29');
  });

  it('offers the last 7 days, today included, and this month up to today', () => {
    expect(presetRange('week', TODAY)).toEqual({ startDate: '2026-11-23', endDate: TODAY });
    expect(presetRange('month', TODAY)).toEqual({ startDate: '2026-11-01', endDate: TODAY });
    expect(presetRange('month', '2026-12-01')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-01' });
    expect(presetRange('week', '2026-03-02')).toEqual({ startDate: '2026-02-24', endDate: '2026-03-02' });
    // Both always within the report's limits.
    for (const today of ['2026-01-31', '2026-02-28', '2026-12-31']) {
      expect(pnlRangeRefusal(presetRange('month', today), today, '')).toBeUndefined();
      expect(pnlRangeRefusal(presetRange('week', today), today, '')).toBeUndefined();
    }
  });

  it('takes up to 31 days within the last 90, and says why it refuses anything else', () => {
    expect(refusal('2026-10-30', TODAY)).toBeUndefined();
    expect(refusal('2026-10-29', TODAY)).toBe('Choose at most {maxDays} days at a time.');
    expect(earliestPnlDate(TODAY)).toBe('2026-09-01');
    expect(refusal('2026-09-01', '2026-10-01')).toBeUndefined();
    expect(refusal('2026-08-31', '2026-09-10')).toBe('This report goes back {days} days: choose a start on or after {earliest}.');
    expect(refusal(TODAY, '2026-11-28')).toBe('The end date is before the start date.');
    expect(refusal(TODAY, '2026-11-30')).toBe('The end date cannot be after today.');
    expect(refusal('', TODAY)).toBe('Choose a start and an end date.');
    expect(refusal('2026-02-30', TODAY)).toBe('Choose a start and an end date.');
  });

  it('notes the days are GMT+8 only on a phone in another zone', () => {
    expect(needsTimezoneNote(-480)).toBe(false);
    expect(needsTimezoneNote(0)).toBe(true);
    expect(needsTimezoneNote(-420)).toBe(true);
  });
});

describe('profit and loss dates', () => {
  it("writes a date in the player's language, the operator's day whatever the zone", () => {
    expect(formatPnlDate('2026-11-29', 'en-GB')).toBe('29 Nov');
    expect(formatPnlDate('2026-11-29', 'en-GB', 'long')).toBe('29 Nov 2026');
    expect(formatPnlDate('nope', 'en-GB')).toBe('nope');
  });
});

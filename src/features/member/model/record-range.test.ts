import { describe, expect, it } from 'vitest';

import { isRecordRange, rangeStart, RECORD_RANGE_LABELS, RECORD_RANGES } from './record-range';

describe('account record date ranges', () => {
  const now = new Date(2026, 10, 26, 15, 30);

  it('starts today at local midnight and counts today in 7 and 30 days', () => {
    expect(rangeStart('today', now)).toBe(new Date(2026, 10, 26).getTime());
    expect(rangeStart('week', now)).toBe(new Date(2026, 10, 20).getTime());
    expect(rangeStart('month', now)).toBe(new Date(2026, 9, 28).getTime());
    expect(rangeStart('all', now)).toBeUndefined();
  });

  it('is the same all day, so the query key holds', () => {
    expect(rangeStart('week', new Date(2026, 10, 26, 0, 1))).toBe(rangeStart('week', new Date(2026, 10, 26, 23, 59)));
  });

  it('reads ranges from the URL and labels each', () => {
    expect(isRecordRange('week')).toBe(true);
    expect(isRecordRange('all')).toBe(false);
    expect(isRecordRange(null)).toBe(false);
    for (const range of RECORD_RANGES) expect(RECORD_RANGE_LABELS[range].message).toBeTruthy();
  });
});

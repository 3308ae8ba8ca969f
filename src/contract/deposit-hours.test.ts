import { describe, expect, it } from 'vitest';

import { clockMinutes, serviceHoursState } from './deposit-hours.ts';

/** Epoch ms of a time on 2025-06-11 on the operator's clock (GMT+8). */
const at = (hour: number, minute = 0) => Date.UTC(2025, 5, 11, hour - 8, minute);
const day = { open: '08:00', close: '22:00', utcOffsetMinutes: 480 };
const night = { open: '22:00', close: '06:00', utcOffsetMinutes: 480 };

describe('service hours', () => {
  it('reads HH:MM clock times, nothing else', () => {
    expect(clockMinutes('08:30')).toBe(510);
    expect(clockMinutes('23:59')).toBe(1439);
    expect(clockMinutes('24:00')).toBeUndefined();
    expect(clockMinutes('8:30')).toBeUndefined();
  });

  it('is open inside a daytime window, from open included to close excluded', () => {
    expect(serviceHoursState(day, at(8))).toEqual({ open: true });
    expect(serviceHoursState(day, at(21, 59))).toEqual({ open: true });
    expect(serviceHoursState(day, at(22))).toEqual({ open: false, opensAt: at(32) });
    expect(serviceHoursState(day, at(7, 30))).toEqual({ open: false, opensAt: at(8) });
  });

  it('spans midnight when close comes before open', () => {
    expect(serviceHoursState(night, at(23))).toEqual({ open: true });
    expect(serviceHoursState(night, at(29))).toEqual({ open: true });
    expect(serviceHoursState(night, at(12))).toEqual({ open: false, opensAt: at(22) });
  });

  it('is always open without hours, with equal times or unreadable ones', () => {
    expect(serviceHoursState(null, at(3))).toEqual({ open: true });
    expect(serviceHoursState({ open: '09:00', close: '09:00', utcOffsetMinutes: 480 }, at(3))).toEqual({ open: true });
    expect(serviceHoursState({ open: 'nine', close: '17:00', utcOffsetMinutes: 480 }, at(3))).toEqual({ open: true });
  });

  it('reads the window on the operator clock whatever the offset', () => {
    const utc = { open: '00:00', close: '01:00', utcOffsetMinutes: 0 };
    expect(serviceHoursState(utc, Date.UTC(2025, 5, 11, 0, 30))).toEqual({ open: true });
    expect(serviceHoursState(utc, Date.UTC(2025, 5, 11, 1))).toEqual({ open: false, opensAt: Date.UTC(2025, 5, 12, 0) });
  });
});

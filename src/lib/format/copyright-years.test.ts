import { describe, expect, it } from 'vitest';

import { copyrightYears } from './copyright-years';

describe('copyrightYears (footer years, docs/product.md#constants)', () => {
  it('ends at the current year', () => {
    expect(copyrightYears(new Date(2026, 0, 1))).toBe('2019–2026');
    expect(copyrightYears(new Date(2031, 11, 31, 23, 59))).toBe('2019–2031');
  });

  it('never ends before 2025, whatever the device clock says', () => {
    expect(copyrightYears(new Date(2025, 5, 1))).toBe('2019–2025');
    expect(copyrightYears(new Date(2001, 0, 1))).toBe('2019–2025');
    expect(copyrightYears(new Date(Number.NaN))).toBe('2019–2025');
  });

  it('reads the clock when no date is given', () => {
    const year = Math.max(new Date().getFullYear(), 2025);
    expect(copyrightYears()).toBe(`2019–${year}`);
  });

  it('uses an en dash, and one year when the range is one year', () => {
    expect(copyrightYears(new Date(2030, 0, 1))).toMatch(/^2019\u20132030$/);
    expect(copyrightYears(new Date(2025, 0, 1), 2025)).toBe('2025');
  });
});

import { describe, expect, it } from 'vitest';

import { CURRENT_FOR_MS, dataAge, formatDataAge, showsAge } from './data-age';

const NOW = Date.UTC(2026, 0, 2, 12, 0, 0);

describe('dataAge', () => {
  it('counts in the largest whole unit', () => {
    expect(dataAge(NOW - 12_000, NOW)).toEqual({ value: 12, unit: 'second' });
    expect(dataAge(NOW - 5 * 60_000 - 59_000, NOW)).toEqual({ value: 5, unit: 'minute' });
    expect(dataAge(NOW - 3 * 3_600_000, NOW)).toEqual({ value: 3, unit: 'hour' });
    expect(dataAge(NOW - 8 * 86_400_000, NOW)).toEqual({ value: 8, unit: 'day' });
  });

  it('reads a date ahead of the clock as just now', () => {
    expect(dataAge(NOW + 30_000, NOW)).toEqual({ value: 0, unit: 'second' });
  });
});

describe('showsAge', () => {
  it('always offline, online only once no longer current, never without a date', () => {
    expect(showsAge(NOW - 1000, NOW, false)).toBe(true);
    expect(showsAge(NOW - 1000, NOW, true)).toBe(false);
    expect(showsAge(NOW - CURRENT_FOR_MS, NOW, true)).toBe(true);
    expect(showsAge(null, NOW, false)).toBe(false);
    expect(showsAge(undefined, NOW, false)).toBe(false);
    expect(showsAge(Number.NaN, NOW, false)).toBe(false);
  });
});

describe('formatDataAge', () => {
  it('says it in the language given', () => {
    expect(formatDataAge({ value: 5, unit: 'minute' }, 'en')).toBe('5 minutes ago');
    expect(formatDataAge({ value: 1, unit: 'hour' }, 'es')).toBe('hace 1 hora');
    expect(formatDataAge({ value: 5, unit: 'minute' }, 'en', 'narrow')).toMatch(/^5\s?m(in\.)? ago$/);
  });
});

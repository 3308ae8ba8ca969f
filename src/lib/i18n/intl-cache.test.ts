import { afterEach, describe, expect, it, vi } from 'vitest';

import { dateTimeFormat, numberFormat } from './intl-cache';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('numberFormat', () => {
  it('formats as a formatter built for the same locale and options', () => {
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    for (const locale of ['en', 'de', 'fr', 'tl']) {
      expect(numberFormat(locale, options).format(1234567.891)).toBe(new Intl.NumberFormat(locale, options).format(1234567.891));
    }
    expect(numberFormat().format(1234.5)).toBe(new Intl.NumberFormat().format(1234.5));
  });

  it('hands back one formatter per locale and options, equal options written anew included', () => {
    const first = numberFormat('en', { maximumFractionDigits: 0 });
    expect(numberFormat('en', { maximumFractionDigits: 0 })).toBe(first);
    expect(numberFormat('de', { maximumFractionDigits: 0 })).not.toBe(first);
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(first);
    expect(numberFormat('en')).not.toBe(first);
  });

  it('builds a formatter once, however often it formats', () => {
    const build = vi.spyOn(Intl, 'NumberFormat');
    for (let i = 0; i < 50; i++) numberFormat('nl', { maximumFractionDigits: 0 }).format(i);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('throws for a malformed locale every time, as Intl does, and keeps nothing', () => {
    expect(() => numberFormat('not a locale!')).toThrow(RangeError);
    expect(() => numberFormat('not a locale!')).toThrow(RangeError);
  });
});

describe('dateTimeFormat', () => {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' };

  it('formats as a formatter built for the same locale and options', () => {
    const time = Date.UTC(2026, 10, 21, 10);
    for (const locale of ['en', 'tl', 'de']) {
      expect(dateTimeFormat(locale, options).format(time)).toBe(new Intl.DateTimeFormat(locale, options).format(time));
    }
  });

  it('hands back one formatter per locale and options', () => {
    const first = dateTimeFormat('en', options);
    expect(dateTimeFormat('en', { ...options })).toBe(first);
    expect(dateTimeFormat('tl', options)).not.toBe(first);
    expect(dateTimeFormat('en', { dateStyle: 'short', timeZone: 'UTC' })).not.toBe(first);
  });
});

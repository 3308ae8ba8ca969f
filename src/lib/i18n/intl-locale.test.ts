import { describe, expect, it } from 'vitest';

import { formatDateTime, intlLocale } from './intl-locale';

describe('Intl locale of the UI language', () => {
  it('is the tag the language was activated with, else the catalog locale', () => {
    expect(intlLocale({ locale: 'ty', locales: ['tl'] })).toBe('tl');
    expect(intlLocale({ locale: 'ty', locales: 'tl' })).toBe('tl');
    expect(intlLocale({ locale: 'en', locales: undefined })).toBe('en');
  });

  it('formats Tagalog dates as Filipino', () => {
    expect(formatDateTime(Date.UTC(2026, 10, 21, 10), 'tl')).toMatch(/^Nob 21, 2026/);
    expect(formatDateTime(Date.UTC(2026, 10, 21, 10), 'en')).toMatch(/^Nov 21, 2026/);
  });
});

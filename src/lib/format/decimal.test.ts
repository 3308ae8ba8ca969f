import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '../i18n/languages';
import { formatDecimal } from './decimal';

const VALUES = [
  0,
  -0,
  1,
  7.5,
  12.345,
  999.995,
  1000,
  1234.5,
  -1234.5,
  -0.001,
  0.125,
  99_999.999,
  2_034_567,
  2_034_567.891,
  123_456_789_012.34,
  1e21,
  -1e22,
  Number.NaN,
];

describe('formatDecimal', () => {
  it('writes what Intl writes, for every language of the registry', () => {
    for (const { htmlLang } of LANGUAGES) {
      for (const digits of [0, 2]) {
        const intl = new Intl.NumberFormat(htmlLang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
        for (const value of VALUES) {
          expect([htmlLang, digits, value, formatDecimal(value, htmlLang, digits)]).toEqual([htmlLang, digits, value, intl.format(value)]);
        }
      }
    }
  });

  it('agrees with Intl on two thousand scattered amounts', () => {
    const intl = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let index = 0; index < 2000; index++) {
      const value = (next() - 0.3) * 10 ** Math.floor(next() * 12);
      expect(formatDecimal(value, 'en', 2)).toBe(intl.format(value));
    }
  });

  it('groups thousands and keeps the decimals asked for', () => {
    expect(formatDecimal(2_034_567.5, 'en', 2)).toBe('2,034,567.50');
    expect(formatDecimal(2_034_567, 'tl', 0)).toBe('2,034,567');
    expect(formatDecimal(-1234.5, 'en', 2)).toBe('-1,234.50');
    expect(formatDecimal(1234.5, 'vi', 2)).toBe('1.234,50');
  });
});

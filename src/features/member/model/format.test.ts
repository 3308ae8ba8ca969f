import { describe, expect, it } from 'vitest';
import { formatSignedMoney, intlLocale } from './format';

describe('record formatting', () => {
  it('signs amounts in front of the currency symbol', () => {
    expect(formatSignedMoney(1234.5, '₱', 'en')).toBe('+₱1,234.50');
    expect(formatSignedMoney(-5, '₱', 'en')).toBe('−₱5.00');
    expect(formatSignedMoney(0, '₱', 'en')).toBe('₱0.00');
  });

  it('formats TY as Filipino', () => {
    expect(intlLocale('ty')).toBe('fil');
    expect(intlLocale('en')).toBe('en');
  });
});

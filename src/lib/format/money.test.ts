import { describe, expect, it } from 'vitest';

import { formatMoney, formatWholeBalance } from './money';

describe('formatWholeBalance', () => {
  it('drops the fraction and groups thousands', () => {
    expect(formatWholeBalance(15250.75, '₱')).toBe('₱15,250');
    expect(formatWholeBalance(1234567.99, '¥')).toBe('¥1,234,567');
  });

  it('shows zero for a missing balance', () => {
    expect(formatWholeBalance(Number.NaN, '₱')).toBe('₱0');
  });
});

describe('formatMoney', () => {
  it('shows two decimals with the #,##0.00 pattern', () => {
    expect(formatMoney(15250.75, '₱')).toBe('₱15,250.75');
    expect(formatMoney(3, '¥')).toBe('¥3.00');
    expect(formatMoney(-1234.5, '¥')).toBe('-¥1,234.50');
  });
});

import { describe, expect, it } from 'vitest';
import { formatWholeBalance } from './money';

describe('formatWholeBalance', () => {
  it('drops the fraction and groups thousands', () => {
    expect(formatWholeBalance(15250.75, '₱')).toBe('₱15,250');
    expect(formatWholeBalance(1234567.99, '¥')).toBe('¥1,234,567');
  });

  it('shows zero for a missing balance', () => {
    expect(formatWholeBalance(Number.NaN, '₱')).toBe('₱0');
  });
});

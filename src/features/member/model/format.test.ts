import { describe, expect, it } from 'vitest';

import { formatSignedMoney } from './format';

describe('record formatting', () => {
  it('signs amounts in front of the currency symbol', () => {
    expect(formatSignedMoney(1234.5, '₱', 'en')).toBe('+₱1,234.50');
    expect(formatSignedMoney(-5, '₱', 'en')).toBe('−₱5.00');
    expect(formatSignedMoney(0, '₱', 'en')).toBe('₱0.00');
  });

  it('groups digits the Tagalog (Filipino) way for the tl tag', () => {
    expect(formatSignedMoney(15250.75, '₱', 'tl')).toBe('+₱15,250.75');
  });
});

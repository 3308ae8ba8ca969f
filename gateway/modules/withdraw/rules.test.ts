import { describe, expect, it } from 'vitest';

import { maskAccountNo, normaliseAccountNo, sameName, withdrawalFeeCents } from './rules.ts';

describe('rules', () => {
  it('normalises numbers, compares names loosely, masks and prices', () => {
    expect(normaliseAccountNo(' 0917-123 4567 ')).toBe('09171234567');
    expect(sameName('juan  dela cruz ', 'Juan Dela Cruz')).toBe(true);
    expect(sameName('Juan Cruz', 'Juan Dela Cruz')).toBe(false);
    expect(maskAccountNo('09171234567')).toBe('•••• 4567');
    expect(withdrawalFeeCents(50_000, 1, 1000)).toBe(1000);
    expect(withdrawalFeeCents(500_000, 1, 1000)).toBe(5000);
  });
});

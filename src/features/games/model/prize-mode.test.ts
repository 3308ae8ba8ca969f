import { describe, expect, it } from 'vitest';

import { prizeMode } from './prize-mode';
import { toVendorStructure } from './vendor-structure';
import { SEED_ANSWER, SORTING_ONLY_ANSWER } from './vendor-structure.fixtures';

describe('prizeMode (docs/product.md#electronic-lottery)', () => {
  it('is Elott when ELOTT holds TCG_LOTTO_VN or LOTT', () => {
    expect(prizeMode({ ELOTT: ['TCG_LOTTO_VN'] })).toBe('Elott');
    expect(prizeMode({ ELOTT: ['OTHER', 'LOTT'] })).toBe('Elott');
  });

  it('is Lott otherwise, including those vendors under another lane', () => {
    expect(prizeMode({ ELOTT: ['OTHER'] })).toBe('Lott');
    expect(prizeMode({ LOTT: ['TCG_LOTTO_VN', 'LOTT'] })).toBe('Lott');
    expect(prizeMode({})).toBe('Lott');
    expect(prizeMode(undefined)).toBe('Lott');
    expect(prizeMode({ ELOTT: 'LOTT' } as unknown as Record<string, string[]>)).toBe('Lott');
  });

  it('reads the seed and a sorting-only answer alike', () => {
    expect(prizeMode(toVendorStructure(SEED_ANSWER).mapping)).toBe('Elott');
    expect(prizeMode(toVendorStructure({ sorting: SORTING_ONLY_ANSWER.sorting }).mapping)).toBe('Elott');
  });
});

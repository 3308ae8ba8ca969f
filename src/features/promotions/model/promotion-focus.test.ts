import { describe, expect, it } from 'vitest';

import { focusedPromotion } from './promotion-focus';

const LIST = [{ code: 'FIRST_DEPOSIT' }, { code: 'RELOAD' }];

describe('the promotion a popup names', () => {
  it('is found by its code, in any case and padding', () => {
    expect(focusedPromotion(LIST, 'RELOAD')).toBe(LIST[1]);
    expect(focusedPromotion(LIST, ' reload ')).toBe(LIST[1]);
  });

  it('is none for an unknown or empty code, so the page shows every promotion', () => {
    expect(focusedPromotion(LIST, 'DEPOSIT')).toBeNull();
    expect(focusedPromotion(LIST, '')).toBeNull();
    expect(focusedPromotion(LIST, null)).toBeNull();
    expect(focusedPromotion([], 'RELOAD')).toBeNull();
  });
});

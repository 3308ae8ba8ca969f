import { describe, expect, it } from 'vitest';

import { winnersCategory } from './winners-filter';

describe('winnersCategory', () => {
  it('shows every category when none is asked for', () => {
    expect(winnersCategory(null, ['ALL', 'LOTT'])).toBe('ALL');
    expect(winnersCategory('', null)).toBe('ALL');
  });

  it('takes a category the lobby offers, and every category for one it does not', () => {
    expect(winnersCategory('LOTT', ['ALL', 'LOTT', 'RNG'])).toBe('LOTT');
    expect(winnersCategory('FISH', ['ALL', 'LOTT', 'RNG'])).toBe('ALL');
  });

  it('takes a well-formed code as asked while the lobby is on its way, and nothing else', () => {
    expect(winnersCategory('LIVE', null)).toBe('LIVE');
    expect(winnersCategory('live; drop', null)).toBe('ALL');
  });
});

import { describe, expect, it } from 'vitest';

import { schemaDatabase } from '../../test-support/database.ts';
import { createVipRepository } from './vip.ts';

function vipWithAccount() {
  return createVipRepository(schemaDatabase());
}

describe('VIP levels', () => {
  it('has none by default, then the level set, and takes it away again', () => {
    const vip = vipWithAccount();
    expect(vip.levelOf(1)).toBeUndefined();
    vip.setLevel(1, 3);
    expect(vip.levelOf(1)).toEqual({ level: 3, name: 'Gold' });
    vip.setLevel(1, null);
    expect(vip.levelOf(1)).toBeUndefined();
  });

  it('lists the six levels and refuses an unknown one', () => {
    const vip = vipWithAccount();
    expect(vip.levels().map((level) => level.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Royal']);
    expect(() => vip.setLevel(1, 9)).toThrow();
  });
});

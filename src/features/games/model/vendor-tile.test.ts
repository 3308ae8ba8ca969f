import { describe, expect, it } from 'vitest';

import { vendorTileWidth } from './vendor-tile';

describe('vendorTileWidth: 280 units, 420 for FISH, PVP, ELOTT', () => {
  it('is 420 for FISH, PVP and ELOTT', () => {
    for (const code of ['FISH', 'PVP', 'ELOTT']) expect(vendorTileWidth(code)).toBe(420);
  });

  it('is 280 for every other category', () => {
    for (const code of ['RNG', 'LIVE', 'LOTT', 'SPORTS', 'ESPORTS', 'BINGO', 'BGS', 'COCKFIGHT', 'LIVESTREAM']) {
      expect(vendorTileWidth(code)).toBe(280);
    }
  });
});

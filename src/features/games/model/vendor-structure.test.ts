import { describe, expect, it } from 'vitest';

import { offeredCategories, toVendorStructure } from './vendor-structure';
import { SEED_ANSWER, SORTING_ONLY_ANSWER } from './vendor-structure.fixtures';

describe('toVendorStructure (docs/product.md#game-vendor-structure)', () => {
  it('keeps the reference answer: lanes in server order, vendor names, mapping and content', () => {
    const structure = toVendorStructure(SEED_ANSWER);
    expect(structure.sorting.map((lane) => lane.gameCategory)).toEqual(['LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP']);
    expect(structure.sorting[0]!.vendorNames[0]).toEqual({
      vendor: 'TCG',
      accountTypeName: 'TCG',
      displayName: 'TCG Lottery',
      iconUrl: '/cdn/vendors/TCG.svg',
    });
    expect(structure.mapping.ELOTT).toEqual(['TCG_LOTTO_VN', 'LOTT']);
    expect(structure.content?.RNG?.BBY).toEqual(['BINGO']);
  });

  it('works from sorting and mapping alone, without content', () => {
    const structure = toVendorStructure(SORTING_ONLY_ANSWER);
    expect(structure.content).toBeUndefined();
    expect(structure.sorting).toEqual(toVendorStructure(SEED_ANSWER).sorting);
    expect(offeredCategories(structure, 'RNG', 'BBY')).toBeUndefined();
  });

  it('fills missing vendor details with the code, or with what content says', () => {
    const structure = toVendorStructure({
      sorting: [{ gameCategory: 'LIVE', vendorNames: [{ vendor: 'EVO' }] }],
      content: { LIVE: { EVO: [{ gameType: 'LIVE', accountTypeName: 'EVO_ACC', displayName: 'Evolution' }] } },
    });
    expect(structure.sorting[0]!.vendorNames).toEqual([
      { vendor: 'EVO', accountTypeName: 'EVO_ACC', displayName: 'Evolution', iconUrl: '' },
    ]);
    expect(toVendorStructure({ mapping: { LIVE: ['EVO'] } }).sorting).toEqual([
      { gameCategory: 'LIVE', vendorNames: [{ vendor: 'EVO', accountTypeName: 'EVO', displayName: 'EVO', iconUrl: '' }] },
    ]);
  });

  it('builds the lanes from mapping when sorting is missing, and the mapping from sorting', () => {
    expect(toVendorStructure({ mapping: { RNG: ['PG'], FISH: ['JILI'] } }).sorting.map((lane) => lane.gameCategory)).toEqual([
      'RNG',
      'FISH',
    ]);
    expect(toVendorStructure({ sorting: [{ gameCategory: 'ELOTT', vendorNames: [{ vendor: 'LOTT' }] }] }).mapping).toEqual({
      ELOTT: ['LOTT'],
    });
  });

  it('takes a lane listed without vendor names from the mapping', () => {
    expect(
      toVendorStructure({ sorting: [{ gameCategory: 'PVP' }], mapping: { PVP: ['KY'] } }).sorting[0]!.vendorNames.map(
        (name) => name.vendor,
      ),
    ).toEqual(['KY']);
  });

  it('drops malformed entries and duplicate vendors instead of failing', () => {
    const malformed = {
      sorting: [
        { gameCategory: 'RNG', vendorNames: [{ vendor: 'PG' }, { vendor: '' }, null, { vendor: 'PG' }, { vendor: 'JILI' }] },
        { gameCategory: '' },
        null,
      ],
      mapping: { RNG: ['PG', 7, 'PG', 'JILI'], FISH: 'JILI' },
      content: { RNG: { PG: [{ gameType: 'RNG' }, { nope: 1 }], JILI: 'x' }, FISH: [] },
    } as unknown as Parameters<typeof toVendorStructure>[0];
    const structure = toVendorStructure(malformed);
    expect(structure.sorting).toEqual([
      {
        gameCategory: 'RNG',
        vendorNames: [
          { vendor: 'PG', accountTypeName: 'PG', displayName: 'PG', iconUrl: '' },
          { vendor: 'JILI', accountTypeName: 'JILI', displayName: 'JILI', iconUrl: '' },
        ],
      },
    ]);
    expect(structure.mapping).toEqual({ RNG: ['PG', 'JILI'], FISH: [] });
    expect(structure.content).toEqual({ RNG: { PG: ['RNG'] } });
  });

  it('gives an empty structure for no answer', () => {
    expect(toVendorStructure(undefined)).toEqual({ sorting: [], mapping: {} });
    expect(toVendorStructure(null)).toEqual({ sorting: [], mapping: {} });
  });
});

import { describe, expect, it } from 'vitest';

import type { VendorGameTypes } from '@/contract/games';

import {
  ALL_TAB,
  CATEGORY_CODES,
  centreTabs,
  entranceMenu,
  entranceSelection,
  type GameCategory,
  lobbyCategories,
  orderedCategories,
  showsVendorGameList,
} from './categories';
import { toVendorStructure } from './vendor-structure';
import { SEED_ANSWER, SORTING_ONLY_ANSWER } from './vendor-structure.fixtures';

const categoriesOf = (answer: VendorGameTypes): GameCategory[] => orderedCategories(toVendorStructure(answer));
const codes = (categories: GameCategory[]) => categories.map((category) => category.code);
const vendorsOf = (categories: GameCategory[], code: string) =>
  categories.find((category) => category.code === code)?.vendors.map((name) => name.vendor);

/** A sorting-only answer with just the lanes given, vendors named by code. */
const lanes = (...entries: [lane: string, vendors: string[]][]): VendorGameTypes => ({
  sorting: entries.map(([gameCategory, vendors]) => ({ gameCategory, vendorNames: vendors.map((vendor) => ({ vendor })) })),
  mapping: Object.fromEntries(entries),
});

describe('orderedCategories (docs/product.md#category-ordering)', () => {
  it('orders the reference seed: BINGO and BGS after FISH, ESPORTS beside SPORTS, COCKFIGHT after PVP', () => {
    const categories = categoriesOf(SEED_ANSWER);
    expect(codes(categories)).toEqual(['LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'BINGO', 'BGS', 'SPORTS', 'ESPORTS', 'PVP', 'COCKFIGHT']);
    expect(vendorsOf(categories, 'RNG')).toEqual(['NVS', 'GRL', 'PXS', 'SFG', 'LTG']);
    expect(vendorsOf(categories, 'BINGO')).toEqual(['BBY']);
    expect(vendorsOf(categories, 'BGS')).toEqual(['BGS']);
    expect(vendorsOf(categories, 'SPORTS')).toEqual(['ASP', 'PBT']);
    expect(vendorsOf(categories, 'ESPORTS')).toEqual(['AV', 'IMES', 'TF']);
    expect(vendorsOf(categories, 'COCKFIGHT')).toEqual(['DS88']);
    expect(categories.find((category) => category.code === 'ESPORTS')?.lane).toBe('SPORTS');
    expect(categories.find((category) => category.code === 'BINGO')?.lane).toBe('RNG');
    expect(categories[0]!.vendors[0]).toEqual({
      vendor: 'TCG',
      accountTypeName: 'TCG',
      displayName: 'TCG Lottery',
      iconUrl: '/cdn/vendors/TCG.svg',
    });
  });

  it('works from sorting and mapping alone: codes decide ESPORTS, COCKFIGHT and BGS; bingo stays in RNG', () => {
    const categories = categoriesOf(SORTING_ONLY_ANSWER);
    expect(codes(categories)).toEqual(['LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'BGS', 'SPORTS', 'ESPORTS', 'PVP', 'COCKFIGHT']);
    // Without content nothing says Bingo Bay offers bingo rather than slots.
    expect(vendorsOf(categories, 'RNG')).toEqual(['NVS', 'GRL', 'PXS', 'SFG', 'LTG', 'BBY']);
    expect(vendorsOf(categories, 'ESPORTS')).toEqual(['AV', 'IMES', 'TF']);
  });

  it('splits every esports code (AV, AI, IMES, TF, IA) out of SPORTS', () => {
    const categories = categoriesOf(lanes(['SPORTS', ['SBO', 'AV', 'AI', 'IMES', 'TF', 'IA']]));
    expect(vendorsOf(categories, 'SPORTS')).toEqual(['SBO']);
    expect(vendorsOf(categories, 'ESPORTS')).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
  });

  it('"COCKFIGHT (from sports vendors that are cockfight games) after PVP"', () => {
    const categories = categoriesOf(lanes(['SPORTS', ['SBO', 'DS88']], ['LIVE', ['EVO']], ['PVP', ['KY']], ['FISH', ['JILI']]));
    expect(codes(categories)).toEqual(['SPORTS', 'LIVE', 'PVP', 'COCKFIGHT', 'FISH']);
    expect(vendorsOf(categories, 'SPORTS')).toEqual(['SBO']);
  });

  it('puts COCKFIGHT after the sports categories when there is no PVP', () => {
    expect(codes(categoriesOf(lanes(['SPORTS', ['SBO', 'DS88', 'AV']], ['LIVE', ['EVO']])))).toEqual([
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'LIVE',
    ]);
  });

  it('"BINGO inserted after FISH": the vendors content shows offering bingo', () => {
    const categories = categoriesOf({
      sorting: [
        { gameCategory: 'RNG', vendorNames: [{ vendor: 'PG' }, { vendor: 'JILI' }] },
        { gameCategory: 'LIVE', vendorNames: [{ vendor: 'EVO' }] },
        { gameCategory: 'FISH', vendorNames: [{ vendor: 'JILI' }] },
        { gameCategory: 'PVP', vendorNames: [{ vendor: 'KY' }] },
      ],
      mapping: { RNG: ['PG', 'JILI'], LIVE: ['EVO'], FISH: ['JILI'], PVP: ['KY'] },
      content: { RNG: { PG: [{ gameType: 'RNG' }], JILI: [{ gameType: 'RNG' }, { gameType: 'BINGO' }] } },
    });
    expect(codes(categories)).toEqual(['RNG', 'LIVE', 'FISH', 'BINGO', 'PVP']);
    // JILI offers slots and bingo, so it is listed under both.
    expect(vendorsOf(categories, 'RNG')).toEqual(['PG', 'JILI']);
    expect(vendorsOf(categories, 'BINGO')).toEqual(['JILI']);
  });

  it('"BGS after FISH when RNG holds a BGS vendor, removed from RNG vendors"', () => {
    const categories = categoriesOf(lanes(['RNG', ['PG', 'BGS']], ['LIVE', ['EVO']], ['FISH', ['JILI']]));
    expect(codes(categories)).toEqual(['RNG', 'LIVE', 'FISH', 'BGS']);
    expect(vendorsOf(categories, 'RNG')).toEqual(['PG']);
    expect(vendorsOf(categories, 'BGS')).toEqual(['BGS']);
  });

  it('adds no BGS category when RNG holds no BGS vendor', () => {
    expect(codes(categoriesOf(lanes(['RNG', ['PG']], ['FISH', ['JILI']])))).toEqual(['RNG', 'FISH']);
  });

  it('keeps BINGO and BGS beside RNG when there is no FISH', () => {
    const answer: VendorGameTypes = {
      ...lanes(['RNG', ['PG', 'BGS', 'BBY']], ['LIVE', ['EVO']]),
      content: { RNG: { BBY: [{ gameType: 'BINGO' }] } },
    };
    expect(codes(categoriesOf(answer))).toEqual(['RNG', 'BINGO', 'BGS', 'LIVE']);
  });

  it('drops categories left without vendors', () => {
    const categories = categoriesOf(lanes(['SPORTS', ['AV']], ['RNG', ['BGS']], ['FISH', ['JILI']], ['LIVE', []]));
    expect(codes(categories)).toEqual(['ESPORTS', 'FISH', 'BGS']);
  });

  it('keeps unknown lanes in server order', () => {
    expect(codes(categoriesOf(lanes(['LIVESTREAM', ['LS1']], ['RNG', ['PG']], ['POKER', ['PK']], ['FISH', ['JILI']])))).toEqual([
      'LIVESTREAM',
      'RNG',
      'POKER',
      'FISH',
    ]);
  });

  it('places a category the server sends as its own lane by the same rules', () => {
    const categories = categoriesOf(lanes(['BINGO', ['BBY']], ['RNG', ['PG']], ['FISH', ['JILI']], ['ESPORTS', ['AV']]));
    expect(codes(categories)).toEqual(['RNG', 'FISH', 'BINGO', 'ESPORTS']);
    expect(categories.find((category) => category.code === 'BINGO')?.lane).toBe('BINGO');
  });

  it('keeps such a lane where the server put it when none of its anchors is there', () => {
    expect(codes(categoriesOf(lanes(['LIVE', ['EVO']], ['ESPORTS', ['AV']], ['PVP', ['KY']])))).toEqual(['LIVE', 'ESPORTS', 'PVP']);
  });

  it('lists a vendor once per category even when the server repeats it', () => {
    expect(vendorsOf(categoriesOf(lanes(['SPORTS', ['AV']], ['ESPORTS', ['AV', 'IA']])), 'ESPORTS')).toEqual(['AV', 'IA']);
  });

  it('gives nothing for an empty structure', () => {
    expect(categoriesOf({})).toEqual([]);
  });
});

describe('CATEGORY_CODES (docs/product.md#who-it-is-for, #entities)', () => {
  it('names the eleven categories', () => {
    expect([...CATEGORY_CODES].sort()).toEqual([
      'BGS',
      'BINGO',
      'COCKFIGHT',
      'ELOTT',
      'ESPORTS',
      'FISH',
      'LIVE',
      'LOTT',
      'PVP',
      'RNG',
      'SPORTS',
    ]);
  });
});

describe('entranceMenu: HOME, SERVICE, HOT, then the server categories without ELOTT', () => {
  it('puts the fixed entries first and leaves ELOTT out', () => {
    const menu = entranceMenu(categoriesOf(SEED_ANSWER));
    expect(menu.map((item) => item.code)).toEqual([
      'HOME',
      'SERVICE',
      'HOT',
      'LOTT',
      'LIVE',
      'RNG',
      'FISH',
      'BINGO',
      'BGS',
      'SPORTS',
      'ESPORTS',
      'PVP',
      'COCKFIGHT',
    ]);
    const fish = menu.find((item) => item.code === 'FISH');
    expect(fish?.kind).toBe('category');
    expect(fish?.kind === 'category' && fish.category.vendors.length).toBe(4);
  });

  it('still offers the fixed entries with no categories', () => {
    expect(entranceMenu([])).toEqual([
      { kind: 'fixed', code: 'HOME' },
      { kind: 'fixed', code: 'SERVICE' },
      { kind: 'fixed', code: 'HOT' },
    ]);
  });
});

describe('showsVendorGameList: FISH, LIVE, RNG, PVP, BGS, BINGO show a vendor game list', () => {
  it('is true for those six and false for the others', () => {
    for (const code of ['FISH', 'LIVE', 'RNG', 'PVP', 'BGS', 'BINGO']) expect(showsVendorGameList(code)).toBe(true);
    for (const code of ['LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVESTREAM']) expect(showsVendorGameList(code)).toBe(false);
  });
});

describe('centreTabs: All plus one tab per category', () => {
  it('starts with All, then the categories in order', () => {
    expect(centreTabs(categoriesOf(lanes(['RNG', ['PG']], ['LIVE', ['EVO']])))).toEqual([ALL_TAB, 'RNG', 'LIVE']);
  });
});

describe('entranceSelection (the panel the entrance shows for its menu query)', () => {
  const categories = categoriesOf(SEED_ANSWER);

  it('starts on HOME on the home page and on HOT on /m/game', () => {
    expect(entranceSelection(null, categories, true)).toBe('HOME');
    expect(entranceSelection(null, categories, false)).toBe('HOT');
  });

  it('opens a listed category in any case, and HOT anywhere', () => {
    expect(entranceSelection('live', categories, true)).toBe('LIVE');
    expect(entranceSelection('RNG', categories, false)).toBe('RNG');
    expect(entranceSelection('hot', categories, true)).toBe('HOT');
  });

  it('falls back for ELOTT (not in the menu), unknown codes and HOME off the home page', () => {
    expect(entranceSelection('ELOTT', categories, true)).toBe('HOME');
    expect(entranceSelection('NOPE', categories, false)).toBe('HOT');
    expect(entranceSelection('HOME', categories, false)).toBe('HOT');
  });
});

describe('lobbyCategories (one derivation per answer)', () => {
  it('gives the ordered categories of the answer', () => {
    expect(lobbyCategories(SEED_ANSWER)).toEqual(categoriesOf(SEED_ANSWER));
  });

  it('derives an answer once: asked again, the same list comes back', () => {
    const answer = structuredClone(SEED_ANSWER);
    expect(lobbyCategories(answer)).toBe(lobbyCategories(answer));
  });

  it('derives a new answer afresh (a language change brings one)', () => {
    const first = lobbyCategories(lanes(['LIVE', ['EVO']]));
    const second = lobbyCategories(lanes(['LIVE', ['EVO']], ['FISH', ['JDB']]));
    expect(codes([...first])).toEqual(['LIVE']);
    expect(codes([...second])).toEqual(['LIVE', 'FISH']);
  });

  it('has no categories before the answer is there', () => {
    expect(lobbyCategories(undefined)).toEqual([]);
    expect(lobbyCategories(null)).toEqual([]);
  });
});

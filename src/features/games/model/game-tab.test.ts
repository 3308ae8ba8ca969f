import { describe, expect, it } from 'vitest';

import { ALL_TAB, centreTabs, orderedCategories } from './categories';
import {
  gameListPath,
  gameListQuery,
  type GameListTarget,
  gameTabQuery,
  gameTabTarget,
  HOT_TAB,
  initialTab,
  parseGameListSearch,
} from './game-tab';
import { toVendorStructure } from './vendor-structure';
import { SEED_ANSWER } from './vendor-structure.fixtures';

describe('gameTabQuery (docs/product.md#game-tab)', () => {
  it('"hot tab shows hot list"', () => {
    expect(gameTabQuery(HOT_TAB)).toEqual({ kind: 'hot' });
  });

  it('"others set category"', () => {
    expect(gameTabQuery('LIVE')).toEqual({ kind: 'games', gameType: 'LIVE', hideCategoryMenu: false });
    expect(gameTabQuery('FISH', 'JILI')).toEqual({ kind: 'games', gameType: 'FISH', vassalage: 'JILI', hideCategoryMenu: false });
    expect(gameTabQuery('LIVESTREAM')).toEqual({ kind: 'games', gameType: 'LIVESTREAM', hideCategoryMenu: false });
  });

  it('"BINGO maps to RNG with classify BG"', () => {
    expect(gameTabQuery('BINGO')).toEqual({ kind: 'games', gameType: 'RNG', gameClassify: 'BG', hideCategoryMenu: false });
    expect(gameTabQuery('BINGO', 'BBY')).toEqual({
      kind: 'games',
      gameType: 'RNG',
      gameClassify: 'BG',
      vassalage: 'BBY',
      hideCategoryMenu: false,
    });
  });

  it('"BGS maps to RNG with vassalage BGS and hides the category menu"', () => {
    expect(gameTabQuery('BGS')).toEqual({ kind: 'games', gameType: 'RNG', vassalage: 'BGS', hideCategoryMenu: true });
  });

  it('asks for ESPORTS and COCKFIGHT games by their category, not the SPORTS lane they share with the sportsbooks', () => {
    expect(gameTabQuery('ESPORTS')).toEqual({ kind: 'games', gameType: 'ESPORTS', hideCategoryMenu: false });
    expect(gameTabQuery('ESPORTS', 'AV')).toEqual({ kind: 'games', gameType: 'ESPORTS', vassalage: 'AV', hideCategoryMenu: false });
    expect(gameTabQuery('COCKFIGHT')).toEqual({ kind: 'games', gameType: 'COCKFIGHT', hideCategoryMenu: false });
    expect(gameTabQuery('COCKFIGHT', 'DS88')).toEqual({ kind: 'games', gameType: 'COCKFIGHT', vassalage: 'DS88', hideCategoryMenu: false });
  });

  it('the esports view-all link asks for esports games, never the SPORTS lane', () => {
    const query = gameListQuery(parseGameListSearch('?gameType=ESPORTS'));
    expect(query).toEqual({ kind: 'games', gameType: 'ESPORTS', hideCategoryMenu: false });
    expect(gameListQuery(parseGameListSearch('?gameType=COCKFIGHT'))).toEqual({
      kind: 'games',
      gameType: 'COCKFIGHT',
      hideCategoryMenu: false,
    });
  });

  it('gives every seeded category a query in a lane or category the gateway knows', () => {
    const known = new Set([...SEED_ANSWER.sorting.map((lane) => lane.gameCategory), 'ESPORTS', 'COCKFIGHT']);
    for (const category of orderedCategories(toVendorStructure(SEED_ANSWER))) {
      const query = gameTabQuery(category.code, category.vendors[0]!.vendor);
      expect(query.kind === 'games' && known.has(query.gameType ?? '')).toBe(true);
    }
  });
});

describe('the /m/gameList URL (query gameType, type=hot or vassalage)', () => {
  it('reads type=hot, with or without a game type', () => {
    expect(parseGameListSearch('?type=hot')).toEqual({ kind: 'hot' });
    expect(parseGameListSearch('type=hot&gameType=FISH')).toEqual({ kind: 'hot', gameType: 'FISH' });
  });

  it('reads gameType and vassalage as a category and vendor', () => {
    expect(parseGameListSearch('?gameType=LIVE')).toEqual({ kind: 'category', category: 'LIVE' });
    expect(parseGameListSearch(new URLSearchParams({ gameType: 'RNG', vassalage: 'PG' }))).toEqual({
      kind: 'category',
      category: 'RNG',
      vendor: 'PG',
    });
    expect(parseGameListSearch('?vassalage=PG')).toEqual({ kind: 'category', vendor: 'PG' });
  });

  it('keeps the BINGO and BGS rules when they arrive by URL', () => {
    expect(gameListQuery(parseGameListSearch('?gameType=BINGO'))).toEqual(gameTabQuery('BINGO'));
    expect(gameListQuery(parseGameListSearch('?gameType=BGS'))).toEqual(gameTabQuery('BGS'));
    expect(gameListQuery(parseGameListSearch('?vassalage=PG'))).toEqual({ kind: 'games', vassalage: 'PG', hideCategoryMenu: false });
  });

  it('shows hot games for a bare URL and ignores values that are not codes', () => {
    expect(parseGameListSearch('')).toEqual({ kind: 'hot' });
    expect(parseGameListSearch('?gameType=%3Cscript%3E&vassalage=a%26b')).toEqual({ kind: 'hot' });
    expect(parseGameListSearch('?gameType=RNG&vassalage=' + 'X'.repeat(41))).toEqual({ kind: 'category', category: 'RNG' });
  });

  it('builds view-all links that read back to the same list', () => {
    const targets: GameListTarget[] = [
      { kind: 'hot' },
      { kind: 'hot', gameType: 'LIVE' },
      { kind: 'category', category: 'RNG' },
      { kind: 'category', category: 'ESPORTS', vendor: 'AV' },
      { kind: 'category', vendor: 'PG' },
    ];
    for (const target of targets) {
      const path = gameListPath(target);
      expect(path.startsWith('/m/gameList?')).toBe(true);
      expect(parseGameListSearch(path.slice(path.indexOf('?')))).toEqual(target);
    }
    expect(gameListPath(gameTabTarget(HOT_TAB))).toBe('/m/gameList?type=hot');
    expect(gameListPath(gameTabTarget('FISH', 'JILI'))).toBe('/m/gameList?gameType=FISH&vassalage=JILI');
    expect(gameListPath({ kind: 'category' })).toBe('/m/gameList');
  });
});

describe('initialTab (from the gameCategory query, default ALL)', () => {
  const tabs = centreTabs(orderedCategories(toVendorStructure(SEED_ANSWER)));

  it('opens the tab the query names', () => {
    expect(initialTab('LIVE', tabs)).toBe('LIVE');
    expect(initialTab('fish', tabs)).toBe('FISH');
  });

  it('defaults to ALL without a query, and for a category that has no tab', () => {
    expect(initialTab(undefined, tabs)).toBe(ALL_TAB);
    expect(initialTab(null, tabs)).toBe(ALL_TAB);
    expect(initialTab('', tabs)).toBe(ALL_TAB);
    expect(initialTab('NOPE', tabs)).toBe(ALL_TAB);
  });
});

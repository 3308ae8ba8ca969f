import { describe, expect, it } from 'vitest';

import { LIMITS } from '@/config/constants';

import { listFilterParams, matchesGameName, readRecentSearches, rememberSearch, searchTerm, withGameName } from './game-search';

describe('searchTerm', () => {
  it('trims, collapses inner spaces and keeps to the gateway length', () => {
    expect(searchTerm('  Golden   Dragon \t')).toBe('Golden Dragon');
    expect(searchTerm('   ')).toBe('');
    expect(searchTerm('x'.repeat(80))).toHaveLength(LIMITS.gameSearchMaxLength);
    // A cut that ends in a space does not send it.
    expect(searchTerm(`${'a'.repeat(LIMITS.gameSearchMaxLength - 1)} b`)).toBe('a'.repeat(LIMITS.gameSearchMaxLength - 1));
  });
});

describe('withGameName', () => {
  const filter = { gameType: 'RNG', vassalage: 'NVS', language: 'EN' };

  it('adds the name to the list argument, so a new name is a new list from page 1', () => {
    expect(withGameName(filter, ' gold ')).toEqual({ ...filter, gameName: 'gold' });
    expect(withGameName(filter, 'gold')).not.toEqual(withGameName(filter, 'golden'));
  });

  it('an empty name is the plain list, the same argument as before any search', () => {
    expect(withGameName(filter, '')).toBe(filter);
    expect(withGameName(filter, '   ')).toBe(filter);
  });
});

describe('matchesGameName', () => {
  it('is a case-insensitive substring match, as the gateway does', () => {
    expect(matchesGameName('Golden Dragon', 'gOLD')).toBe(true);
    expect(matchesGameName('Golden Dragon', ' dragon ')).toBe(true);
    expect(matchesGameName('Golden Dragon', 'tiger')).toBe(false);
    expect(matchesGameName('Anything', '')).toBe(true);
  });
});

describe('rememberSearch', () => {
  it('puts the newest first', () => {
    expect(rememberSearch(['b', 'a'], 'c')).toEqual(['c', 'b', 'a']);
  });

  it('keeps one of each name, whatever the letter case, in its newest spelling', () => {
    expect(rememberSearch(['gold', 'fish', 'Dragon'], 'dragon')).toEqual(['dragon', 'gold', 'fish']);
    expect(rememberSearch(['gold'], '  gold  ')).toEqual(['gold']);
  });

  it('keeps at most the cap, dropping the oldest', () => {
    const full = ['e', 'd', 'c', 'b', 'a'];
    expect(full).toHaveLength(LIMITS.recentSearches);
    expect(rememberSearch(full, 'f')).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(rememberSearch(['a', 'b', 'c'], 'd', 2)).toEqual(['d', 'a']);
  });

  it('ignores an empty search', () => {
    expect(rememberSearch(['a'], '   ')).toEqual(['a']);
  });
});

describe('readRecentSearches', () => {
  it('reads what was stored', () => {
    expect(readRecentSearches(JSON.stringify(['gold', 'fish']))).toEqual(['gold', 'fish']);
  });

  it('treats missing or unreadable storage as no history', () => {
    expect(readRecentSearches(null)).toEqual([]);
    expect(readRecentSearches('not json')).toEqual([]);
    expect(readRecentSearches('{"a":1}')).toEqual([]);
  });

  it('drops entries that are not names, duplicates and anything past the cap', () => {
    expect(readRecentSearches(JSON.stringify(['Gold', 3, null, 'gold', ' ', 'fish', 'a', 'b', 'c', 'd']))).toEqual([
      'Gold',
      'fish',
      'a',
      'b',
      'c',
    ]);
  });
});

describe('listFilterParams', () => {
  it('sends the set filters, numbers as text, and leaves empty ones out', () => {
    expect(listFilterParams({ gameType: 'RNG', vassalage: '', gameName: undefined, minBet: 0.5, minLine: 20, language: 'EN' })).toEqual({
      gameType: 'RNG',
      minBet: '0.5',
      minLine: '20',
      language: 'EN',
    });
    expect(listFilterParams({ minBet: Number.NaN, language: 'EN' })).toEqual({ language: 'EN' });
  });
});

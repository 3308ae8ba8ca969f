import { describe, expect, it } from 'vitest';

import type { Game } from '@/contract/games';

import { centreTabs, entranceMenu, entranceSelection } from './categories';
import { categoryOfGame, gamesOfCategory, groupByCategory } from './own-games';

function game(id: number, gameCategory: string | undefined, gameType = 'RNG'): Game {
  return {
    id,
    gameId: id,
    nodeId: id,
    vendor: 'V',
    vassalage: 'V',
    supportPlay: 1,
    gameType,
    gameName: `Game ${id}`,
    iconUrl: '',
    gameCategory,
  };
}

const lobby = [{ code: 'RNG' }, { code: 'LIVE' }, { code: 'FISH' }];

describe('categoryOfGame (docs/product.md#favourites-and-recent)', () => {
  it('is the game’s own category, else its lane', () => {
    expect(categoryOfGame(game(1, 'LIVE', 'LIVE'))).toBe('LIVE');
    expect(categoryOfGame(game(2, 'BINGO', 'RNG'))).toBe('BINGO');
    expect(categoryOfGame(game(3, undefined, 'FISH'))).toBe('FISH');
    expect(categoryOfGame(game(4, '', 'fish'))).toBe('FISH');
  });
});

describe('groupByCategory', () => {
  it('lists each game under its own category, in the lobby’s order, keeping the list’s order within', () => {
    const games = [game(1, 'LIVE', 'LIVE'), game(2, 'RNG'), game(3, 'LIVE', 'LIVE'), game(4, 'FISH', 'FISH')];
    expect(groupByCategory(games, lobby).map((group) => [group.code, group.games.map((entry) => entry.id)])).toEqual([
      ['RNG', [2]],
      ['LIVE', [1, 3]],
      ['FISH', [4]],
    ]);
  });

  it('puts a category the lobby does not list after the rest, in the order its first game came', () => {
    const games = [game(1, 'NEWLANE', 'NEWLANE'), game(2, 'LIVE', 'LIVE'), game(3, 'COCKFIGHT', 'SPORTS')];
    expect(groupByCategory(games, lobby).map((group) => group.code)).toEqual(['LIVE', 'NEWLANE', 'COCKFIGHT']);
    expect(groupByCategory([], lobby)).toEqual([]);
  });
});

describe('gamesOfCategory', () => {
  it('keeps a favourite live table out of the slots list', () => {
    const games = [game(1, 'LIVE', 'LIVE'), game(2, 'RNG'), game(3, 'BGS', 'RNG')];
    expect(gamesOfCategory(games, 'RNG').map((entry) => entry.id)).toEqual([2]);
  });
});

describe('own lists in the entrance menu and the game centre', () => {
  const categories = [
    { code: 'RNG', lane: 'RNG', vendors: [] },
    { code: 'LIVE', lane: 'LIVE', vendors: [] },
  ];

  it('adds Favourites and Recent after HOT for a real member only', () => {
    expect(entranceMenu(categories, true).map((item) => item.code)).toEqual([
      'HOME',
      'SERVICE',
      'HOT',
      'FAVOURITES',
      'RECENT',
      'RNG',
      'LIVE',
    ]);
    expect(entranceMenu(categories).map((item) => item.code)).toEqual(['HOME', 'SERVICE', 'HOT', 'RNG', 'LIVE']);
    expect(centreTabs(categories, true)).toEqual(['ALL', 'FAVOURITES', 'RECENT', 'RNG', 'LIVE']);
    expect(centreTabs(categories)).toEqual(['ALL', 'RNG', 'LIVE']);
  });

  it('selects them for a member (any case), never for anyone else', () => {
    expect(entranceSelection('favourites', categories, true, true)).toBe('FAVOURITES');
    expect(entranceSelection('RECENT', categories, false, true)).toBe('RECENT');
    expect(entranceSelection('FAVOURITES', categories, true)).toBe('HOME');
    expect(entranceSelection('RECENT', categories, false)).toBe('HOT');
  });
});

import type { Game } from '@/contract/games';

import type { GameCategory } from './categories';

/**
 * The category a game is listed under (docs/product.md#favourites-and-recent): its own product
 * category, else its wire lane. A live table is a LIVE game wherever it was starred.
 */
export function categoryOfGame(game: Pick<Game, 'gameCategory' | 'gameType'>): string {
  return (game.gameCategory || game.gameType || '').toUpperCase();
}

export interface CategoryGroup {
  code: string;
  games: Game[];
}

/**
 * A member's favourites or recent games, grouped under their own categories in the lobby's order
 * (docs/product.md#favourites-and-recent); a category the lobby does not list follows, in the order
 * its first game came. Within a group the list's own order (newest first) is kept.
 */
export function groupByCategory(games: readonly Game[], categories: readonly Pick<GameCategory, 'code'>[]): CategoryGroup[] {
  const groups = new Map<string, Game[]>();
  for (const game of games) {
    const code = categoryOfGame(game);
    const group = groups.get(code);
    if (group) group.push(game);
    else groups.set(code, [game]);
  }
  const order = categories.map((category) => category.code as string).filter((code) => groups.has(code));
  for (const code of groups.keys()) if (!order.includes(code)) order.push(code);
  return order.map((code) => ({ code, games: groups.get(code)! }));
}

/** The games of one category only: the slots centre's Favourites and Recent hold slots. */
export function gamesOfCategory(games: readonly Game[], code: string): Game[] {
  return games.filter((game) => categoryOfGame(game) === code);
}

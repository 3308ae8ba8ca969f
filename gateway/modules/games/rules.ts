import type { WirePage } from '../../../src/contract/page.ts';
import { hashString } from '../../lib/prng.ts';
import type { GameRecord } from '../../store/repositories/catalog.ts';
import type { GameView } from './schemas.ts';

export const DEFAULT_GAME_PAGE_SIZE = 25;

/** Stakes a vendor would offer per category; each game gets one, picked from its id. */
const MIN_BETS: Readonly<Record<string, readonly number[]>> = {
  RNG: [0.1, 0.2, 0.5, 1, 2],
  BGS: [0.1, 0.2, 0.5, 1, 2],
  BINGO: [0.5, 1, 2, 5],
  FISH: [0.1, 0.5, 1, 2],
  LIVE: [1, 5, 10, 20, 50],
  LOTT: [1, 2, 5],
  ELOTT: [1, 2, 5],
  SPORTS: [1, 5, 10],
  ESPORTS: [1, 5, 10],
  COCKFIGHT: [5, 10, 20],
  PVP: [1, 5, 10, 20],
};
/** Only reel games have paylines. */
const MIN_LINES: Readonly<Record<string, readonly number[]>> = {
  RNG: [1, 5, 9, 10, 20, 25, 40, 50],
  BGS: [1, 5, 9, 10, 20, 25],
};

/**
 * The catalogue has no stake columns, so the view derives them from the game id: the same game
 * always answers the same values, on every machine, without a schema change.
 */
export function minBetOf(game: Pick<GameRecord, 'id' | 'category'>): number {
  const options = MIN_BETS[game.category] ?? [1];
  return options[hashString(`minBet:${game.id}`) % options.length] ?? 1;
}

export function minLineOf(game: Pick<GameRecord, 'id' | 'category'>): number {
  const options = MIN_LINES[game.category] ?? [1];
  return options[hashString(`minLine:${game.id}`) % options.length] ?? 1;
}

/**
 * One page of a list. A page past the end is an empty list that still tells the true number of
 * pages, so an infinite scroll that overshoots simply stops.
 */
export function pageOf<T>(items: readonly T[], pageNo: number, pageSize: number): WirePage<T> {
  const start = (pageNo - 1) * pageSize;
  return {
    list: items.slice(start, start + pageSize),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.ceil(items.length / pageSize),
    total: items.length,
  };
}

export interface GameListFilter {
  gameName?: string;
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  minBet?: number;
  minLine?: number;
}

/**
 * Categories that live in another lane but that the app lists by their own code and shows as tabs
 * of their own (esports and cockfight in the SPORTS lane). The lane's code leaves them out, so
 * SPORTS lists the sportsbooks only. BINGO and BGS stay in RNG: the app asks for them as RNG games
 * (classify BG, the BGS vendor), so the RNG lane must still hold them.
 */
const LISTED_BY_OWN_CODE: ReadonlySet<string> = new Set(['ESPORTS', 'COCKFIGHT']);

/** `gameType` matches the product category, or the wire lane less the categories above. */
export function matchesGameType(game: { lane: string; category: string }, gameType: string | undefined): boolean {
  if (!gameType || game.category === gameType) return true;
  return game.lane === gameType && !LISTED_BY_OWN_CODE.has(game.category);
}

/**
 * GCSGAME_gameList filters. `gameType` as `matchesGameType` (like the hot list); `minBet` /
 * `minLine` keep games whose own minimum is at least the given value (the platform's "from this
 * stake up" filter).
 */
export function filterGames(games: readonly GameView[], filter: GameListFilter): GameView[] {
  const name = filter.gameName?.trim().toLowerCase() ?? '';
  return games.filter(
    (game) =>
      matchesGameType({ lane: game.gameType, category: game.gameCategory }, filter.gameType) &&
      (!filter.vassalage || game.vassalage === filter.vassalage) &&
      (!filter.gameClassify || game.gameClassify === filter.gameClassify) &&
      (!name || game.gameName.toLowerCase().includes(name)) &&
      (filter.minBet === undefined || game.minBet >= filter.minBet) &&
      (filter.minLine === undefined || game.minLine >= filter.minLine),
  );
}

/** Empty query values mean "no filter", as the platform's clients send every key. */
export function numberOrUndefined(text: string | undefined): number | undefined {
  return text === undefined || text === '' ? undefined : Number(text);
}

import { PATHS } from '@/config/paths';

import { ALL_TAB, BGS_VENDOR, type CategoryCode } from './categories';

/** The game-type tab listing hot games; also the `type=hot` of the /m/gameList URL. */
export const HOT_TAB = 'hot';

export type GameTab = typeof HOT_TAB | CategoryCode;

/** `gameClassify` of bingo games, which live in the RNG lane (docs/product.md#game-tab). */
const BINGO_CLASSIFY = 'BG';

/** What a game list shows, as the /m/gameList URL and the game-type tabs name it. */
export type GameListTarget = { kind: 'hot'; gameType?: string } | { kind: 'category'; category?: CategoryCode; vendor?: string };

/**
 * The gateway request for that list: the hot games call or GCSGAME_gameList
 * (docs/gateway-protocol.md#calls).
 */
export type GameListQuery =
  | { kind: 'hot'; gameType?: string }
  | {
      kind: 'games';
      gameType?: string;
      gameClassify?: string;
      vassalage?: string;
      /** BGS games are all of one vendor in one lane, so a category menu would only mislead. */
      hideCategoryMenu: boolean;
    };

const games = (
  query: Omit<Extract<GameListQuery, { kind: 'games' }>, 'kind' | 'hideCategoryMenu'>,
  hideCategoryMenu = false,
): GameListQuery => {
  const result: GameListQuery = { kind: 'games', hideCategoryMenu };
  // Absent rather than undefined keys, so the request's query string carries no empty params.
  if (query.gameType !== undefined) result.gameType = query.gameType;
  if (query.gameClassify !== undefined) result.gameClassify = query.gameClassify;
  if (query.vassalage !== undefined) result.vassalage = query.vassalage;
  return result;
};

/**
 * docs/product.md#game-tab: BINGO is asked for as RNG games classified BG and BGS as RNG games of
 * the BGS vendor. Every other category by its own code, narrowed to a vendor when one is named. That
 * includes ESPORTS and COCKFIGHT: their games carry the SPORTS lane as their gameType, but asking
 * for that lane would list the sportsbooks too, while the game list filters on the product
 * category exactly (gateway README "Game list").
 */
export function gameListQuery(target: GameListTarget): GameListQuery {
  if (target.kind === 'hot') return target.gameType === undefined ? { kind: 'hot' } : { kind: 'hot', gameType: target.gameType };
  const { category, vendor } = target;
  switch (category) {
    case undefined:
      return games({ vassalage: vendor });
    case 'BINGO':
      return games({ gameType: 'RNG', gameClassify: BINGO_CLASSIFY, vassalage: vendor });
    case 'BGS':
      return games({ gameType: 'RNG', vassalage: vendor ?? BGS_VENDOR }, true);
    default:
      // ESPORTS and COCKFIGHT included: see above.
      return games({ gameType: category, vassalage: vendor });
  }
}

/** The list a game-type tab (hot or a category), optionally narrowed to one vendor, shows. */
export function gameTabTarget(tab: GameTab, vendor?: string): GameListTarget {
  if (tab === HOT_TAB) return { kind: 'hot' };
  return vendor === undefined ? { kind: 'category', category: tab } : { kind: 'category', category: tab, vendor };
}

/** docs/product.md#game-tab: hot shows the hot list, the others their category. */
export function gameTabQuery(tab: GameTab, vendor?: string): GameListQuery {
  return gameListQuery(gameTabTarget(tab, vendor));
}

/** Codes travel in URLs and on to the gateway, so anything but a plain code is ignored. */
const CODE_PATTERN = /^[A-Za-z0-9_]{1,40}$/;

function codeParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value !== undefined && CODE_PATTERN.test(value) ? value : undefined;
}

/**
 * Reads the /m/gameList query (docs/product.md#route-table: gameType, type=hot or vassalage).
 * `gameType` names the category, so the carved-out ones keep their rule; a bare /m/gameList shows
 * hot games, the first game-type tab.
 */
export function parseGameListSearch(search: string | URLSearchParams): GameListTarget {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const gameType = codeParam(params, 'gameType');
  const vendor = codeParam(params, 'vassalage');
  if (params.get('type')?.trim().toLowerCase() === HOT_TAB || (gameType === undefined && vendor === undefined)) {
    return gameType === undefined ? { kind: 'hot' } : { kind: 'hot', gameType };
  }
  const target: GameListTarget = { kind: 'category' };
  if (gameType !== undefined) target.category = gameType;
  if (vendor !== undefined) target.vendor = vendor;
  return target;
}

/** The /m/gameList URL for a list, e.g. the game centre's view-all links. */
export function gameListPath(target: GameListTarget): string {
  const params = new URLSearchParams();
  if (target.kind === 'hot') {
    params.set('type', HOT_TAB);
    if (target.gameType !== undefined) params.set('gameType', target.gameType);
  } else {
    if (target.category !== undefined) params.set('gameType', target.category);
    if (target.vendor !== undefined) params.set('vassalage', target.vendor);
  }
  const query = params.toString();
  return query === '' ? PATHS.gameList : `${PATHS.gameList}?${query}`;
}

/**
 * Game centre (docs/product.md#game-entrance-and-game-centre): the initial tab comes from the
 * `gameCategory` query, default ALL; a value that names no tab (an old link, a category the
 * operator removed) also falls back to ALL.
 */
export function initialTab(gameCategory: string | null | undefined, tabs: readonly string[]): string {
  const wanted = gameCategory?.trim().toUpperCase();
  if (!wanted) return ALL_TAB;
  return tabs.find((tab) => tab.toUpperCase() === wanted) ?? ALL_TAB;
}

import type { Game, GameList, GamePage, LaneSorting, VendorGameType, VendorGameTypes, VendorName } from '../../src/contract/games.ts';
import type { WirePage } from '../../src/contract/page.ts';
import type { GatewayModule } from '../http/context.ts';
import { sendRevalidatable } from '../http/http-cache.ts';
import {
  answersWith,
  booleanSchema,
  languageProperty,
  merchantCodeProperty,
  nullableStringSchema,
  numberSchema,
  pageNoProperty,
  pageSchemaOf,
  pageSizeProperty,
  schemaFor,
  stringListSchema,
  stringSchema,
} from '../http/schemas.ts';
import { hashString } from '../lib/prng.ts';
import type { CatalogRepository, GameRecord, VendorRecord } from '../store/repositories/catalog.ts';
import { largeGameIconUrl } from './cdn.ts';

/** The reference gateway's answer: every part, and every vendor named in full. */
export interface VassGameTypes extends Required<VendorGameTypes> {
  content: Record<string, Record<string, Required<VendorGameType>[]>>;
  sorting: { gameCategory: string; vendorNames: Required<VendorName>[] }[];
}

const vendorGameTypeSchema = schemaFor<VendorGameType>()({
  type: 'object',
  required: ['gameType'],
  additionalProperties: false,
  properties: { gameType: stringSchema, accountTypeName: stringSchema, displayName: stringSchema },
});

const vendorNameSchema = schemaFor<VendorName>()({
  type: 'object',
  required: ['vendor'],
  additionalProperties: false,
  properties: { vendor: stringSchema, accountTypeName: stringSchema, displayName: stringSchema, iconUrl: stringSchema },
});

const laneSortingSchema = schemaFor<LaneSorting>()({
  type: 'object',
  required: ['gameCategory'],
  additionalProperties: false,
  properties: { gameCategory: stringSchema, vendorNames: { type: 'array', items: vendorNameSchema } },
});

const vassGameTypesSchema = schemaFor<VendorGameTypes>()({
  type: 'object',
  additionalProperties: false,
  properties: {
    content: {
      type: 'object',
      additionalProperties: { type: 'object', additionalProperties: { type: 'array', items: vendorGameTypeSchema } },
    },
    sorting: { type: 'array', items: laneSortingSchema },
    mapping: { type: 'object', additionalProperties: stringListSchema },
  },
});

/**
 * GCSGAME_getVassGameType: vendors by wire lane. Under each lane a vendor lists the product
 * categories it offers there, so the app can split SPORTS into sports, esports and cockfight and
 * RNG into slots, BGS and bingo (docs/gateway-protocol.md#vendor-lanes).
 */
function vassGameTypes(catalog: CatalogRepository): VassGameTypes {
  const categories = catalog.categories();
  const categoryRank = new Map(categories.map((category) => [category.code, category.sort]));
  const vendors = catalog.vendors();
  const games = catalog.games();
  const content: VassGameTypes['content'] = {};
  const sorting: VassGameTypes['sorting'] = [];
  const mapping: VassGameTypes['mapping'] = {};

  // Lanes in the order of their first category, e.g. LOTT, ELOTT, LIVE, RNG, FISH, SPORTS, PVP.
  const lanes = [...new Set(categories.map((category) => category.lane))];
  for (const lane of lanes) {
    const laneGames = games.filter((game) => game.gameType === lane);
    const laneVendors = vendors.filter((vendor) => laneGames.some((game) => game.vendor === vendor.code));
    if (laneVendors.length === 0) continue;
    content[lane] = {};
    mapping[lane] = [];
    const vendorNames: Required<VendorName>[] = [];
    for (const vendor of laneVendors) {
      const offered = [...new Set(laneGames.filter((game) => game.vendor === vendor.code).map((game) => game.category))].sort(
        (a, b) => (categoryRank.get(a) ?? 0) - (categoryRank.get(b) ?? 0),
      );
      content[lane][vendor.code] = offered.map((category) => ({
        gameType: category,
        accountTypeName: vendor.accountTypeName,
        displayName: vendor.displayName,
      }));
      mapping[lane].push(vendor.code);
      vendorNames.push({
        vendor: vendor.code,
        accountTypeName: vendor.accountTypeName,
        displayName: vendor.displayName,
        iconUrl: `/cdn/vendors/${vendor.code}.webp`,
      });
    }
    sorting.push({ gameCategory: lane, vendorNames });
  }
  return { content, sorting, mapping };
}

/**
 * A game as the reference gateway's lists carry it: every field of the contract's Game, the
 * category one of the eleven of docs/product.md#who-it-is-for, `minBet` fixed per game (`minBetOf`).
 */
export type GameView = Required<Game>;

/** Every game list's entry (hot, game list, favourites, recent). */
export const gameSchema = schemaFor<Game>()({
  type: 'object',
  required: ['id', 'gameId', 'nodeId', 'vendor', 'vassalage', 'supportPlay', 'gameType', 'gameName', 'iconUrl'],
  additionalProperties: false,
  properties: {
    id: numberSchema,
    gameId: numberSchema,
    nodeId: numberSchema,
    roomId: numberSchema,
    vendor: stringSchema,
    vassalage: stringSchema,
    supportPlay: numberSchema,
    gameType: stringSchema,
    gameName: stringSchema,
    iconUrl: stringSchema,
    isTop: numberSchema,
    isNew: numberSchema,
    lottoGameCode: nullableStringSchema,
    gameCategory: stringSchema,
    gameClassify: stringSchema,
    accountTypeName: stringSchema,
    displayName: stringSchema,
    nodeName: stringSchema,
    telIconUrl: stringSchema,
    mobileLargeIcon: nullableStringSchema,
    showIcon: booleanSchema,
    minBet: numberSchema,
    minLine: numberSchema,
  },
});

/** `{list: [Game]}`: the hot games and the recent games. */
export const gameListSchema = schemaFor<GameList>()({
  type: 'object',
  required: ['list'],
  additionalProperties: false,
  properties: { list: { type: 'array', items: gameSchema } },
});

const gamePageSchema = schemaFor<GamePage>()(pageSchemaOf(gameSchema));

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
function minBetOf(game: Pick<GameRecord, 'id' | 'category'>): number {
  const options = MIN_BETS[game.category] ?? [1];
  return options[hashString(`minBet:${game.id}`) % options.length] ?? 1;
}

function minLineOf(game: Pick<GameRecord, 'id' | 'category'>): number {
  const options = MIN_LINES[game.category] ?? [1];
  return options[hashString(`minLine:${game.id}`) % options.length] ?? 1;
}

function gameView(game: GameRecord, vendor: VendorRecord | undefined): GameView {
  return {
    id: game.id,
    gameId: game.id,
    nodeId: game.nodeId,
    roomId: game.roomId,
    vendor: game.vendor,
    vassalage: game.vendor,
    supportPlay: game.supportPlay,
    gameType: game.gameType,
    gameName: game.name,
    iconUrl: `/cdn/games/${game.id}.webp`,
    isTop: game.isTop,
    isNew: game.isNew,
    lottoGameCode: game.lottoGameCode,
    gameCategory: game.category,
    gameClassify: game.gameClassify,
    accountTypeName: vendor?.accountTypeName ?? game.vendor,
    displayName: vendor?.displayName ?? game.vendor,
    nodeName: game.nodeName,
    telIconUrl: `/cdn/games/${game.id}.webp`,
    mobileLargeIcon: game.largeIcon === 1 ? largeGameIconUrl(game.id) : null,
    showIcon: game.showIcon === 1,
    minBet: minBetOf(game),
    minLine: minLineOf(game),
  };
}

/** Every game's view by id, with its record: the catalogue only changes with a new seed. */
interface CatalogIndex {
  records: ReadonlyMap<number, GameRecord>;
  views: ReadonlyMap<number, GameView>;
  /** Game-list order: isTop first, then the vendor's sort, then id. */
  ordered: readonly GameView[];
}

const indexes = new WeakMap<CatalogRepository, CatalogIndex>();

function catalogIndex(catalog: CatalogRepository): CatalogIndex {
  let index = indexes.get(catalog);
  if (!index) {
    const vendors = new Map(catalog.vendors().map((vendor) => [vendor.code, vendor]));
    const games = catalog.games();
    const records = new Map(games.map((game) => [game.id, game]));
    const views = new Map(games.map((game) => [game.id, gameView(game, vendors.get(game.vendor))]));
    const ordered = [...games]
      .sort((a, b) => b.isTop - a.isTop || a.sort - b.sort || a.id - b.id)
      .map((game) => views.get(game.id))
      .filter((view): view is GameView => view !== undefined);
    index = { records, views, ordered };
    indexes.set(catalog, index);
  }
  return index;
}

/** Views of the given game ids, in that order; ids no longer in the catalogue are skipped. */
export function viewsOf(catalog: CatalogRepository, ids: readonly number[]): GameView[] {
  const { views } = catalogIndex(catalog);
  return ids.map((id) => views.get(id)).filter((view): view is GameView => view !== undefined);
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

interface GameListFilter {
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
function matchesGameType(game: { lane: string; category: string }, gameType: string | undefined): boolean {
  if (!gameType || game.category === gameType) return true;
  return game.lane === gameType && !LISTED_BY_OWN_CODE.has(game.category);
}

/**
 * GCSGAME_gameList filters. `gameType` as `matchesGameType` (like the hot list); `minBet` /
 * `minLine` keep games whose own minimum is at least the given value (the platform's "from this
 * stake up" filter).
 */
function filterGames(games: readonly GameView[], filter: GameListFilter): GameView[] {
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

/** The seeded hot games, in id order; `gameType` as `matchesGameType`. */
export function hotGames(catalog: CatalogRepository, gameType?: string): GameView[] {
  const vendors = new Map(catalog.vendors().map((vendor) => [vendor.code, vendor]));
  return catalog
    .games()
    .filter((game) => game.isHot === 1 && matchesGameType({ lane: game.gameType, category: game.category }, gameType))
    .sort((a, b) => a.id - b.id)
    .map((game) => gameView(game, vendors.get(game.vendor)));
}

const platformProperty = { type: 'string', pattern: '^[A-Za-z0-9]{0,10}$' } as const;
const gameTypeProperty = { type: 'string', pattern: '^[A-Z_]{0,20}$' } as const;

const vassQuerySchema = {
  type: 'object',
  properties: { typeId: { type: 'string', pattern: '^[0-9]{1,4}$' } },
} as const;

/** The platform's parameters are accepted; only `gameType` filters (empty = every hot game). */
const hotQuerySchema = {
  type: 'object',
  properties: {
    merchantCode: merchantCodeProperty,
    isPlatform: { type: 'string', pattern: '^[0-9]{1,2}$' },
    language: languageProperty,
    platform: platformProperty,
    gameType: gameTypeProperty,
  },
} as const;

const gameListQuerySchema = {
  type: 'object',
  properties: {
    merchant: merchantCodeProperty,
    platform: platformProperty,
    clientType: { type: 'string', pattern: '^[0-9]{0,2}$' },
    gameName: { type: 'string', maxLength: 50 },
    gameType: gameTypeProperty,
    vassalage: { type: 'string', pattern: '^[A-Z0-9_]{0,30}$' },
    gameClassify: gameTypeProperty,
    minBet: { type: 'string', pattern: '^([0-9]{1,6}(\\.[0-9]{1,2})?)?$' },
    minLine: { type: 'string', pattern: '^[0-9]{0,4}$' },
    pageNo: pageNoProperty,
    pageSize: pageSizeProperty,
    language: languageProperty,
  },
} as const;

const DEFAULT_GAME_PAGE_SIZE = 25;

/** Empty query values mean "no filter", as the platform's clients send every key. */
function numberOrUndefined(text: string | undefined): number | undefined {
  return text === undefined || text === '' ? undefined : Number(text);
}

export const gamesModule: GatewayModule = async (app, { store }) => {
  // The catalogue only changes with a new seed, so it is computed once per process.
  let cached: VassGameTypes | undefined;
  app.get(
    '/wps/relay/GCSGAME_getVassGameType',
    { schema: { querystring: vassQuerySchema, response: answersWith(vassGameTypesSchema) } },
    async (request, reply) => {
      cached ??= vassGameTypes(store.catalog);
      return sendRevalidatable(request, reply, cached);
    },
  );

  // Hot games by filter; the catalogue is fixed, so each filter's list is computed once.
  const hotCache = new Map<string, GameList>();
  app.get('/wps/games/hot', { schema: { querystring: hotQuerySchema, response: answersWith(gameListSchema) } }, async (request, reply) => {
    const gameType = request.query.gameType ?? '';
    let value = hotCache.get(gameType);
    if (!value) {
      value = { list: hotGames(store.catalog, gameType) };
      hotCache.set(gameType, value);
    }
    return sendRevalidatable(request, reply, value);
  });

  app.get(
    '/wps/relay/GCSGAME_gameList',
    { schema: { querystring: gameListQuerySchema, response: answersWith(gamePageSchema) } },
    async (request, reply) => {
      const query = request.query;
      const games = filterGames(catalogIndex(store.catalog).ordered, {
        gameName: query.gameName,
        gameType: query.gameType,
        vassalage: query.vassalage,
        gameClassify: query.gameClassify,
        minBet: numberOrUndefined(query.minBet),
        minLine: numberOrUndefined(query.minLine),
      });
      const page: GamePage = pageOf(games, Number(query.pageNo ?? 1), Number(query.pageSize ?? DEFAULT_GAME_PAGE_SIZE));
      return sendRevalidatable(request, reply, page);
    },
  );
};

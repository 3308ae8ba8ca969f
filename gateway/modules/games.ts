import type { FastifyPluginAsync } from 'fastify';
import { sendRevalidatable } from '../http/http-cache.ts';
import type { GatewayContext } from '../http/context.ts';
import type { CatalogRepository, GameRecord, VendorRecord } from '../store/repositories/catalog.ts';

export interface VendorGameType {
  gameType: string;
  accountTypeName: string;
  displayName: string;
}

export interface VendorName {
  vendor: string;
  accountTypeName: string;
  displayName: string;
  iconUrl: string;
}

export interface VassGameTypes {
  content: Record<string, Record<string, VendorGameType[]>>;
  sorting: { gameCategory: string; vendorNames: VendorName[] }[];
  mapping: Record<string, string[]>;
}

/**
 * GCSGAME_getVassGameType: vendors by wire lane. Under each lane a vendor lists the product
 * categories it offers there, so the app can split SPORTS into sports, esports and cockfight and
 * RNG into slots, BGS and bingo (PROTOCOL.md "Vendor lanes").
 */
export function vassGameTypes(catalog: CatalogRepository): VassGameTypes {
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
    const vendorNames: VendorName[] = [];
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
        iconUrl: `/cdn/vendors/${vendor.code}.svg`,
      });
    }
    sorting.push({ gameCategory: lane, vendorNames });
  }
  return { content, sorting, mapping };
}

/** A game as the platform's game lists carry it (SPEC §3 Game). */
export interface GameView {
  id: number;
  gameId: number;
  nodeId: number;
  roomId: number;
  vendor: string;
  vassalage: string;
  supportPlay: 0 | 1;
  /** Wire lane (RNG for BGS and bingo, SPORTS for esports and cockfight). */
  gameType: string;
  gameName: string;
  iconUrl: string;
  isTop: 0 | 1;
  isNew: 0 | 1;
  lottoGameCode: string | null;
  /** Product category (one of the eleven of SPEC §1). */
  gameCategory: string;
  gameClassify: string;
  accountTypeName: string;
  /** The vendor's display name. */
  displayName: string;
}

export function gameView(game: GameRecord, vendor: VendorRecord | undefined): GameView {
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
    iconUrl: `/cdn/games/${game.id}.svg`,
    isTop: game.isTop,
    isNew: game.isNew,
    lottoGameCode: game.lottoGameCode,
    gameCategory: game.category,
    gameClassify: game.gameClassify,
    accountTypeName: vendor?.accountTypeName ?? game.vendor,
    displayName: vendor?.displayName ?? game.vendor,
  };
}

/** The seeded hot games, in id order; `gameType` matches the wire lane or the product category. */
export function hotGames(catalog: CatalogRepository, gameType?: string): GameView[] {
  const vendors = new Map(catalog.vendors().map((vendor) => [vendor.code, vendor]));
  return catalog
    .games()
    .filter((game) => game.isHot === 1 && (!gameType || game.gameType === gameType || game.category === gameType))
    .sort((a, b) => a.id - b.id)
    .map((game) => gameView(game, vendors.get(game.vendor)));
}

const vassQuerySchema = {
  type: 'object',
  properties: { typeId: { type: 'string', pattern: '^[0-9]{1,4}$' } },
} as const;

/** The platform's parameters are accepted; only `gameType` filters (empty = every hot game). */
const hotQuerySchema = {
  type: 'object',
  properties: {
    merchantCode: { type: 'string', maxLength: 40 },
    isPlatform: { type: 'string', pattern: '^[0-9]{1,2}$' },
    language: { type: 'string', pattern: '^([A-Za-z]{2})?$' },
    platform: { type: 'string', pattern: '^[A-Za-z0-9]{0,10}$' },
    gameType: { type: 'string', pattern: '^[A-Z_]{0,20}$' },
  },
} as const;

export const gamesModule: FastifyPluginAsync<GatewayContext> = async (app, { store }) => {
  // The catalogue only changes with a new seed, so it is computed once per process.
  let cached: VassGameTypes | undefined;
  app.get('/wps/relay/GCSGAME_getVassGameType', { schema: { querystring: vassQuerySchema } }, async (request, reply) => {
    cached ??= vassGameTypes(store.catalog);
    return sendRevalidatable(request, reply, cached);
  });

  // Hot games by filter; the catalogue is fixed, so each filter's list is computed once.
  const hotCache = new Map<string, { list: GameView[] }>();
  app.get<{ Querystring: { gameType?: string } }>(
    '/wps/games/hot',
    { schema: { querystring: hotQuerySchema } },
    async (request, reply) => {
      const gameType = request.query.gameType ?? '';
      let value = hotCache.get(gameType);
      if (!value) {
        value = { list: hotGames(store.catalog, gameType) };
        hotCache.set(gameType, value);
      }
      return sendRevalidatable(request, reply, value);
    },
  );
};

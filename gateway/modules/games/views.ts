import type { VendorName } from '../../../src/contract/games.ts';
import type { CatalogRepository, GameRecord, VendorRecord } from '../../store/repositories/catalog.ts';
import { largeGameIconUrl } from '../cdn.ts';
import { matchesGameType, minBetOf, minLineOf } from './rules.ts';
import type { GameView, VassGameTypes } from './schemas.ts';

/**
 * GCSGAME_getVassGameType: vendors by wire lane. Under each lane a vendor lists the product
 * categories it offers there, so the app can split SPORTS into sports, esports and cockfight and
 * RNG into slots, BGS and bingo (docs/gateway-protocol.md#vendor-lanes).
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

export function catalogIndex(catalog: CatalogRepository): CatalogIndex {
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

/** The seeded hot games, in id order; `gameType` as `matchesGameType`. */
export function hotGames(catalog: CatalogRepository, gameType?: string): GameView[] {
  const vendors = new Map(catalog.vendors().map((vendor) => [vendor.code, vendor]));
  return catalog
    .games()
    .filter((game) => game.isHot === 1 && matchesGameType({ lane: game.gameType, category: game.category }, gameType))
    .sort((a, b) => a.id - b.id)
    .map((game) => gameView(game, vendors.get(game.vendor)));
}

import type { FastifyPluginAsync } from 'fastify';
import { sendRevalidatable } from '../http/http-cache.ts';
import type { GatewayContext } from '../http/context.ts';
import type { CatalogRepository } from '../store/repositories/catalog.ts';

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

const vassQuerySchema = {
  type: 'object',
  properties: { typeId: { type: 'string', pattern: '^[0-9]{1,4}$' } },
} as const;

export const gamesModule: FastifyPluginAsync<GatewayContext> = async (app, { store }) => {
  // The catalogue only changes with a new seed, so it is computed once per process.
  let cached: VassGameTypes | undefined;
  app.get('/wps/relay/GCSGAME_getVassGameType', { schema: { querystring: vassQuerySchema } }, async (request, reply) => {
    cached ??= vassGameTypes(store.catalog);
    return sendRevalidatable(request, reply, cached);
  });
};

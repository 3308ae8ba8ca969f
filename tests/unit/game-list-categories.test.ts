/**
 * The app's game-list queries against the reference gateway's catalogue: a category's list (the
 * game centre's preview and its view-all page) holds that category's games only, so a category
 * carved out of a shared wire lane never shows the lane's other vendors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { VassGameTypes } from '../../gateway/modules/games/schemas.ts';
import { envelope, startTestGateway, type TestGateway } from '../../gateway/test-support/harness.ts';
import { COCKFIGHT_CODE, ESPORTS_CODES } from '../../src/config/constants.ts';
import type { GamePage } from '../../src/contract/games.ts';
import { type GameCategory, orderedCategories } from '../../src/features/games/model/categories.ts';
import { gameListQuery, parseGameListSearch } from '../../src/features/games/model/game-tab.ts';
import { toVendorStructure } from '../../src/features/games/model/vendor-structure.ts';

let gateway: TestGateway;
let categories: GameCategory[];

beforeAll(async () => {
  gateway = await startTestGateway();
  const answer = await gateway.request({ method: 'GET', url: '/wps/relay/GCSGAME_getVassGameType?typeId=1' });
  categories = orderedCategories(toVendorStructure(envelope(answer).value as VassGameTypes));
});
afterAll(() => gateway.close());

/** Every game the view-all page `/m/gameList?{search}` would list, all pages read. */
async function viewAll(search: string): Promise<GamePage['list']> {
  const query = gameListQuery(parseGameListSearch(search));
  if (query.kind !== 'games') throw new Error(`not a game list: ${search}`);
  const params = new URLSearchParams({ pageSize: '100' });
  if (query.gameType) params.set('gameType', query.gameType);
  if (query.vassalage) params.set('vassalage', query.vassalage);
  if (query.gameClassify) params.set('gameClassify', query.gameClassify);
  const games: GamePage['list'] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    params.set('pageNo', String(pageNo));
    const page = envelope(await gateway.request({ method: 'GET', url: `/wps/relay/GCSGAME_gameList?${params.toString()}` }))
      .value as GamePage;
    games.push(...page.list);
    if (pageNo >= page.totalPages) return games;
  }
}

describe('category game lists', () => {
  it('esports view-all lists the esports vendors’ games only (AV, AI, IMES, TF, IA: docs/product.md#constants)', async () => {
    const games = await viewAll('gameType=ESPORTS');
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      expect(ESPORTS_CODES as readonly string[]).toContain(game.vendor);
      expect(game.gameCategory).toBe('ESPORTS');
    }
    const esports = categories.find((category) => category.code === 'ESPORTS')!;
    expect(new Set(games.map((game) => game.vendor))).toEqual(new Set(esports.vendors.map((vendor) => vendor.vendor)));
  });

  it('cockfight view-all lists the cockfight games only', async () => {
    const games = await viewAll('gameType=COCKFIGHT');
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((game) => game.vendor === COCKFIGHT_CODE && game.gameCategory === 'COCKFIGHT')).toBe(true);
  });

  it('a carved-out category narrowed to one vendor lists that vendor’s games of the category', async () => {
    const games = await viewAll('gameType=ESPORTS&vassalage=IMES');
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((game) => game.vendor === 'IMES' && game.gameCategory === 'ESPORTS')).toBe(true);
  });

  it('every carved-out category lists only the vendors the lobby shows under it', async () => {
    for (const code of ['ESPORTS', 'COCKFIGHT', 'BINGO', 'BGS']) {
      const category = categories.find((entry) => entry.code === code)!;
      const vendors = new Set(category.vendors.map((vendor) => vendor.vendor));
      const games = await viewAll(`gameType=${code}`);
      expect(games.length, code).toBeGreaterThan(0);
      expect(
        games.filter((game) => !vendors.has(game.vendor)),
        code,
      ).toEqual([]);
      expect(
        games.every((game) => game.gameCategory === code),
        code,
      ).toBe(true);
    }
  });
});

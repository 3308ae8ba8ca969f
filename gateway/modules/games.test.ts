import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, startTestGateway, type TestGateway } from '../test-support/harness.ts';
import type { GameView, VassGameTypes } from './games.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

describe('GCSGAME_getVassGameType', () => {
  it('lists vendors by lane with sorting and mapping that agree', async () => {
    const response = await gateway.request({ method: 'GET', url: '/wps/relay/GCSGAME_getVassGameType?typeId=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    const value = envelope(response).value as VassGameTypes;
    expect(Object.keys(value.content)).toEqual(['LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP']);
    expect(value.sorting.map((lane) => lane.gameCategory)).toEqual(Object.keys(value.content));
    for (const lane of value.sorting) {
      expect(lane.vendorNames.map((vendor) => vendor.vendor)).toEqual(value.mapping[lane.gameCategory]);
      expect(Object.keys(value.content[lane.gameCategory] ?? {})).toEqual(value.mapping[lane.gameCategory]);
    }
    const vendorCount = new Set(Object.values(value.mapping).flat()).size;
    expect(vendorCount).toBeGreaterThanOrEqual(25);
    expect(value.mapping.ELOTT).toEqual(expect.arrayContaining(['TCG_LOTTO_VN', 'LOTT']));
    expect(value.mapping.RNG).toContain('BGS');
    expect(value.content.SPORTS?.DS88).toEqual([{ gameType: 'COCKFIGHT', accountTypeName: 'DS88', displayName: 'DS88 Sabong' }]);
    expect(value.content.SPORTS?.IMES?.[0]?.gameType).toBe('ESPORTS');
    expect(value.content.RNG?.BBY?.[0]?.gameType).toBe('BINGO');
    // A vendor offering slots and fishing appears in both lanes.
    expect(value.mapping.FISH).toContain('NVS');
    expect(value.mapping.RNG).toContain('NVS');
  });

  it('rejects a malformed typeId', async () => {
    const response = await gateway.request({ method: 'GET', url: '/wps/relay/GCSGAME_getVassGameType?typeId=abc' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).code).toBe('request.invalid');
  });
});

describe('cdn', () => {
  it('serves deterministic, cacheable game icons, vendor logos, banners and category icons', async () => {
    for (const url of ['/cdn/games/1001.svg', '/cdn/vendors/TCG_LOTTO_VN.svg', '/cdn/banners/1.svg', '/cdn/categories/RNG.svg']) {
      const first = await gateway.request({ method: 'GET', url, merchant: null });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=86400');
      expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(first.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      const second = await gateway.request({ method: 'GET', url, merchant: null });
      expect(second.body).toBe(first.body);
      const revalidated = await gateway.request({
        method: 'GET',
        url,
        merchant: null,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
    }
  });

  it('escapes names in SVG text', async () => {
    const game = gateway.store.catalog.games().find((candidate) => candidate.name.includes("'"));
    expect(game).toBeDefined();
    const icon = await gateway.request({ method: 'GET', url: `/cdn/games/${game?.id}.svg`, merchant: null });
    expect(icon.body).toContain('&#39;');
  });

  it('answers the 404 envelope for unknown images and 400 for malformed names', async () => {
    const missing = await gateway.request({ method: 'GET', url: '/cdn/games/999999.svg', merchant: null });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).code).toBe('route.not.found');
    const malformed = await gateway.request({ method: 'GET', url: '/cdn/games/..%2F..%2Fetc.svg', merchant: null });
    expect(malformed.statusCode).toBe(400);
    expect(envelope(malformed).code).toBe('request.invalid');
  });
});

describe('GET /wps/games/hot', () => {
  const URL = '/wps/games/hot?merchantCode=nasa11f2&isPlatform=2&language=EN&platform=html5&gameType=';

  it('lists the seeded hot games as SPEC §3 games', async () => {
    const response = await gateway.request({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(200);
    const list = (envelope(response).value as { list: GameView[] }).list;
    const hot = gateway.store.catalog.games().filter((game) => game.isHot === 1);
    expect(hot.length).toBeGreaterThan(0);
    expect(list.map((game) => game.id)).toEqual(hot.map((game) => game.id).sort((a, b) => a - b));
    const first = list[0];
    const stored = gateway.store.catalog.game(first?.id ?? 0);
    const vendor = gateway.store.catalog.vendor(stored?.vendor ?? '');
    expect(first).toEqual({
      id: stored?.id,
      gameId: stored?.id,
      nodeId: stored?.nodeId,
      roomId: stored?.roomId,
      vendor: stored?.vendor,
      vassalage: stored?.vendor,
      supportPlay: stored?.supportPlay,
      gameType: stored?.gameType,
      gameName: stored?.name,
      iconUrl: `/cdn/games/${stored?.id}.svg`,
      isTop: stored?.isTop,
      isNew: stored?.isNew,
      lottoGameCode: stored?.lottoGameCode,
      gameCategory: stored?.category,
      gameClassify: stored?.gameClassify,
      accountTypeName: vendor?.accountTypeName,
      displayName: vendor?.displayName,
    });
  });

  it('filters by gameType (lane or category), empty when nothing matches, and answers 304', async () => {
    const hotOf = async (gameType: string) =>
      (envelope(await gateway.request({ method: 'GET', url: `/wps/games/hot?gameType=${gameType}` })).value as { list: GameView[] }).list;
    const games = gateway.store.catalog.games().filter((game) => game.isHot === 1);
    const rng = await hotOf('RNG');
    expect(rng.map((game) => game.id)).toEqual(games.filter((game) => game.gameType === 'RNG').map((game) => game.id).sort((a, b) => a - b));
    expect(rng.length).toBeGreaterThan(0);
    const fish = await hotOf('FISH');
    expect(fish.every((game) => game.gameCategory === 'FISH')).toBe(true);
    expect(await hotOf('NOSUCHTYPE')).toEqual([]);

    const first = await gateway.request({ method: 'GET', url: URL });
    const again = await gateway.request({ method: 'GET', url: URL, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const bad = await gateway.request({ method: 'GET', url: '/wps/games/hot?gameType=rng' });
    expect(envelope(bad).code).toBe('request.invalid');
  });
});

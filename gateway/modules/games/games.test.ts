import { describe, expect, it } from 'vitest';

import type { WirePage } from '../../../src/contract/page.ts';
import { envelope } from '../../test-support/harness.ts';
import { useSeededGateway } from '../../test-support/seeded-gateway.ts';
import type { GameView, VassGameTypes } from './schemas.ts';

const { gateway } = useSeededGateway({ sessions: false });

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

  it('serves the lobby pictures as WebP, the same bytes each time, revalidated by ETag', async () => {
    for (const url of [
      '/cdn/games/1001.webp',
      '/cdn/vendors/TCG_LOTTO_VN.webp',
      '/cdn/banners/1.webp',
      '/cdn/promotions/1.webp?language=TY',
    ]) {
      const first = await gateway.request({ method: 'GET', url, merchant: null });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['content-type']).toBe('image/webp');
      expect(first.headers['cache-control']).toBe('public, max-age=86400');
      // A RIFF container holding WebP, not a drawing.
      expect(first.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(first.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const second = await gateway.request({ method: 'GET', url, merchant: null });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(second.headers.etag).toBe(first.headers.etag);
      // The picture and its drawing are different answers.
      const drawing = await gateway.request({ method: 'GET', url: url.replace('.webp', '.svg'), merchant: null });
      expect(drawing.headers.etag).not.toBe(first.headers.etag);
      const revalidated = await gateway.request({
        method: 'GET',
        url,
        merchant: null,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
    }
    expect((await gateway.request({ method: 'GET', url: '/cdn/games/999999.webp', merchant: null })).statusCode).toBe(404);
    expect((await gateway.request({ method: 'GET', url: '/cdn/games/1001.png', merchant: null })).statusCode).toBe(400);
  });

  it('escapes names in SVG text', async () => {
    const game = gateway.store.catalog.games().find((candidate) => candidate.name.includes("'"));
    expect(game).toBeDefined();
    const icon = await gateway.request({ method: 'GET', url: `/cdn/games/${game?.id}.svg`, merchant: null });
    expect(icon.body).toContain('&#39;');
  });

  it('draws a large picture only for a game that has one', async () => {
    const games = gateway.store.catalog.games();
    const withLarge = games.find((game) => game.largeIcon === 1);
    const withoutLarge = games.find((game) => game.largeIcon === 0);
    const large = await gateway.request({ method: 'GET', url: `/cdn/games/${withLarge?.id}-large.svg`, merchant: null });
    expect(large.statusCode).toBe(200);
    expect(large.body).toContain('width="400"');
    const none = await gateway.request({ method: 'GET', url: `/cdn/games/${withoutLarge?.id}-large.svg`, merchant: null });
    expect(none.statusCode).toBe(404);
    expect(envelope(none).code).toBe('route.not.found');
    const nameless = await gateway.request({ method: 'GET', url: '/cdn/games/-large.svg', merchant: null });
    expect(nameless.statusCode).toBe(404);
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

  it('lists the seeded hot games in the Game shape of docs/product.md#entities', async () => {
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
      iconUrl: `/cdn/games/${stored?.id}.webp`,
      isTop: stored?.isTop,
      isNew: stored?.isNew,
      lottoGameCode: stored?.lottoGameCode,
      gameCategory: stored?.category,
      gameClassify: stored?.gameClassify,
      accountTypeName: vendor?.accountTypeName,
      displayName: vendor?.displayName,
      nodeName: stored?.nodeName,
      telIconUrl: `/cdn/games/${stored?.id}.webp`,
      mobileLargeIcon: stored?.largeIcon === 1 ? `/cdn/games/${stored.id}-large.webp` : null,
      showIcon: stored?.showIcon === 1,
      minBet: expect.any(Number),
      minLine: expect.any(Number),
    });
  });

  it('gives hot games with an icon a large picture and live tables name-only tiles (docs/product.md#game-artwork)', async () => {
    const list = (envelope(await gateway.request({ method: 'GET', url: URL })).value as { list: GameView[] }).list;
    const live = list.filter((game) => game.gameCategory === 'LIVE');
    const pictured = list.filter((game) => game.gameCategory !== 'LIVE');
    expect(live.length).toBeGreaterThan(0);
    expect(pictured.length).toBeGreaterThan(0);
    for (const game of live) expect(game).toMatchObject({ showIcon: false, mobileLargeIcon: null });
    for (const game of pictured) expect(game).toMatchObject({ showIcon: true, mobileLargeIcon: `/cdn/games/${game.id}-large.webp` });
    for (const game of list) expect(game.nodeName).toBe(game.gameName);
    const large = await gateway.request({ method: 'GET', url: pictured[0]!.mobileLargeIcon!, merchant: null });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toMatch(/^image\//);
  });

  it('filters by gameType (lane or category), empty when nothing matches, and answers 304', async () => {
    const hotOf = async (gameType: string) =>
      (envelope(await gateway.request({ method: 'GET', url: `/wps/games/hot?gameType=${gameType}` })).value as { list: GameView[] }).list;
    const games = gateway.store.catalog.games().filter((game) => game.isHot === 1);
    const rng = await hotOf('RNG');
    expect(rng.map((game) => game.id)).toEqual(
      games
        .filter((game) => game.gameType === 'RNG')
        .map((game) => game.id)
        .sort((a, b) => a - b),
    );
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

describe('GET /wps/relay/GCSGAME_gameList', () => {
  const LIST = '/wps/relay/GCSGAME_gameList?merchant=nasa11f2&platform=html5&clientType=2&language=EN';
  const listOf = async (query: string) => {
    const response = await gateway.request({ method: 'GET', url: `${LIST}&${query}` });
    expect(response.statusCode).toBe(200);
    return envelope(response).value as WirePage<GameView>;
  };

  it('pages the whole catalogue: 25 by default, isTop first, then sort, then id', async () => {
    const games = gateway.store.catalog.games();
    const expected = [...games].sort((a, b) => b.isTop - a.isTop || a.sort - b.sort || a.id - b.id).map((game) => game.id);
    const first = await listOf('');
    expect(first).toMatchObject({ pageNum: 1, pageSize: 25, total: games.length, totalPages: Math.ceil(games.length / 25) });
    expect(first.list.map((game) => game.id)).toEqual(expected.slice(0, 25));
    expect(first.list[0]?.isTop).toBe(1);
    const all = await listOf('pageSize=100&pageNo=4');
    expect(all.list.map((game) => game.id)).toEqual(expected.slice(300, 400));
    expect(all.totalPages).toBe(Math.ceil(games.length / 100));
  });

  it('pages one vendor to its last page, and answers an empty page past the end', async () => {
    const nvsSlots = gateway.store.catalog.games().filter((game) => game.vendor === 'NVS' && game.gameType === 'RNG');
    expect(nvsSlots.length).toBeGreaterThan(25);
    const totalPages = Math.ceil(nvsSlots.length / 25);
    const pages = [];
    for (let pageNo = 1; pageNo <= totalPages; pageNo += 1) {
      const page = await listOf(`vassalage=NVS&gameType=RNG&pageNo=${pageNo}&pageSize=25`);
      expect(page).toMatchObject({ pageNum: pageNo, totalPages, total: nvsSlots.length });
      pages.push(page);
    }
    expect(pages[0]!.list).toHaveLength(25);
    const last = pages.at(-1)!;
    expect(last.list).toHaveLength(nvsSlots.length - 25 * (totalPages - 1));
    expect(new Set(pages.flatMap((page) => page.list).map((game) => game.id))).toEqual(new Set(nvsSlots.map((game) => game.id)));
    expect(last.list.every((game) => game.vassalage === 'NVS' && game.gameType === 'RNG')).toBe(true);
    const past = await listOf(`vassalage=NVS&gameType=RNG&pageNo=${totalPages + 1}&pageSize=25`);
    expect(past).toEqual({ list: [], pageNum: totalPages + 1, pageSize: 25, totalPages, total: nvsSlots.length });
  });

  it('filters by lane or category, classify, vendor and name', async () => {
    const games = gateway.store.catalog.games();
    const sports = await listOf('gameType=SPORTS&pageSize=100');
    // The SPORTS lane's esports and cockfight have lists of their own: SPORTS is the sportsbooks.
    expect(sports.total).toBe(games.filter((game) => game.category === 'SPORTS').length);
    expect(sports.total).toBeGreaterThan(0);
    expect(new Set(sports.list.map((game) => game.gameCategory))).toEqual(new Set(['SPORTS']));
    const cockfight = await listOf('gameType=COCKFIGHT&pageSize=100');
    expect(cockfight.total).toBe(games.filter((game) => game.category === 'COCKFIGHT').length);
    expect(cockfight.total).toBeGreaterThan(0);
    const esports = await listOf('gameType=ESPORTS');
    expect(esports.total).toBe(3);
    expect(esports.list.every((game) => game.gameCategory === 'ESPORTS' && game.gameType === 'SPORTS')).toBe(true);
    const rng = await listOf('gameType=RNG&pageSize=100');
    expect(rng.total).toBe(games.filter((game) => game.gameType === 'RNG').length);
    const bingo = await listOf('gameType=RNG&gameClassify=BG&pageSize=100');
    expect(bingo.total).toBe(12);
    expect(bingo.list.every((game) => game.vendor === 'BBY' && game.gameCategory === 'BINGO')).toBe(true);
    const named = await listOf(`gameName=${encodeURIComponent('  gOLDen ')}&pageSize=100`);
    expect(named.total).toBe(games.filter((game) => game.name.toLowerCase().includes('golden')).length);
    expect(named.total).toBeGreaterThan(0);
    expect(named.list.every((game) => game.gameName.toLowerCase().includes('golden'))).toBe(true);
    const unknownVendor = await listOf('vassalage=NOPE');
    expect(unknownVendor).toEqual({ list: [], pageNum: 1, pageSize: 25, totalPages: 0, total: 0 });
    const nothing = await listOf('gameName=zzzzzz');
    expect(nothing).toEqual({ list: [], pageNum: 1, pageSize: 25, totalPages: 0, total: 0 });
    // Empty filters are no filters (the platform sends every key).
    expect((await listOf('gameType=&vassalage=&gameClassify=&gameName=&minBet=&minLine=')).total).toBe(games.length);
  });

  it('keeps games whose minimum stake and lines are at least the given ones', async () => {
    const all = await listOf('gameType=RNG&pageSize=100');
    const pageNumbers = Array.from({ length: all.totalPages }, (_, index) => index + 1);
    const everyRng = (await Promise.all(pageNumbers.map((pageNo) => listOf(`gameType=RNG&pageSize=100&pageNo=${pageNo}`)))).flatMap(
      (page) => page.list,
    );
    expect(everyRng).toHaveLength(all.total);
    const filtered = await listOf('gameType=RNG&minBet=0.5&minLine=20&pageSize=100');
    expect(filtered.total).toBe(everyRng.filter((game) => game.minBet >= 0.5 && game.minLine >= 20).length);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    expect(filtered.list.every((game) => game.minBet >= 0.5 && game.minLine >= 20)).toBe(true);
    // Derived from the id: the same game answers the same values every time.
    const again = await listOf('gameType=RNG&pageSize=100');
    expect(again.list.map((game) => [game.minBet, game.minLine])).toEqual(all.list.map((game) => [game.minBet, game.minLine]));
  });

  it('refuses malformed parameters with request.invalid', async () => {
    for (const query of [
      'pageSize=0',
      'pageSize=1000',
      'pageSize=101',
      'pageNo=-1',
      'pageNo=0',
      'pageNo=abc',
      'gameType=rng',
      'gameType=RNG%3Bdrop',
      'gameClassify=bg',
      'vassalage=nvs',
      `gameName=${'a'.repeat(51)}`,
      'minBet=abc',
      'minLine=-1',
      'pageNo=1&pageNo=2',
    ]) {
      const response = await gateway.request({ method: 'GET', url: `${LIST}&${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
  });

  it('answers with an ETag and 304 on revalidation', async () => {
    const url = `${LIST}&vassalage=GRL&pageNo=2`;
    const first = await gateway.request({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await gateway.request({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const other = await gateway.request({ method: 'GET', url: `${LIST}&vassalage=GRL&pageNo=1` });
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });
});

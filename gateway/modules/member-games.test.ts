import { describe, expect, it } from 'vitest';

import type { FavouriteGamesPage } from '../../src/contract/games.ts';
import { authHeaders, loginValue, rowCount } from '../test-support/flows.ts';
import { envelope } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import type { GameView } from './games/schemas.ts';
import { RECENT_GAMES_KEPT } from './member-games.ts';

const { gateway, tokens } = useSeededGateway();

const addFavourite = (token: string | undefined, payload: unknown) =>
  gateway.request({
    method: 'POST',
    url: '/wps/game/favourites',
    headers: authHeaders(token),
    payload: payload as Record<string, unknown>,
  });
const removeFavourite = (token: string | undefined, query: string) =>
  gateway.request({ method: 'DELETE', url: `/wps/game/favourites?${query}`, headers: authHeaders(token) });
const favourites = async (token: string, query = 'pageNo=1&pageSize=100') => {
  const response = await gateway.request({ method: 'GET', url: `/wps/game/favourites?${query}`, headers: authHeaders(token) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return envelope(response).value as FavouriteGamesPage;
};
const game = (index: number) => {
  const found = gateway.store.catalog.games().filter((candidate) => candidate.gameType === 'RNG')[index];
  if (!found) throw new Error(`no RNG game ${index}`);
  return found;
};

describe('favourites', () => {
  it('adds idempotently, lists newest first with ids, and removes, per account', async () => {
    const [a, b, c] = [game(0), game(1), game(2)];
    for (const target of [a, b, c, a]) {
      const response = await addFavourite(tokens.demo, { nodeId: target.nodeId, vendor: target.vendor });
      expect(response.statusCode).toBe(200);
      expect(envelope(response)).toEqual({ success: true, value: true });
    }
    const page = await favourites(tokens.demo);
    expect(page.ids).toEqual([c.id, b.id, a.id]);
    expect(page.list.map((view) => view.id)).toEqual([c.id, b.id, a.id]);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 100, totalPages: 1, total: 3 });
    expect(page.list[0]).toMatchObject({ nodeId: c.nodeId, vendor: c.vendor, gameName: c.name, iconUrl: `/cdn/games/${c.id}.webp` });
    expect(rowCount(gateway, 'favourite_games')).toBe(3);

    // Another member has their own list.
    expect(await favourites(tokens.agent)).toEqual({ list: [], ids: [], pageNum: 1, pageSize: 100, totalPages: 0, total: 0 });

    // Paging: ids always name every favourite.
    const second = await favourites(tokens.demo, 'pageNo=2&pageSize=2');
    expect(second).toMatchObject({ pageNum: 2, pageSize: 2, totalPages: 2, total: 3, ids: [c.id, b.id, a.id] });
    expect(second.list.map((view) => view.id)).toEqual([a.id]);

    const removed = await removeFavourite(tokens.demo, `nodeId=${b.nodeId}&vendor=${b.vendor}`);
    expect(envelope(removed)).toEqual({ success: true, value: true });
    // Removing one that is not there is fine.
    expect(envelope(await removeFavourite(tokens.demo, `nodeId=${b.nodeId}&vendor=${b.vendor}`))).toEqual({ success: true, value: true });
    expect((await favourites(tokens.demo)).ids).toEqual([c.id, a.id]);
    // Persisted: a new session of the same member sees the same list.
    const again = (await loginValue(gateway, 'demo', 'demo1234')).token;
    expect((await favourites(again)).ids).toEqual([c.id, a.id]);
  });

  it('answers game.not.found for an unknown node or a node of another vendor', async () => {
    const target = game(3);
    const before = rowCount(gateway, 'favourite_games');
    for (const payload of [
      { nodeId: 999_999_999, vendor: target.vendor },
      { nodeId: target.nodeId, vendor: target.vendor === 'NVS' ? 'GRL' : 'NVS' },
    ]) {
      const response = await addFavourite(tokens.demo, payload);
      expect(response.statusCode).toBe(404);
      expect(envelope(response).code).toBe('game.not.found');
    }
    const removal = await removeFavourite(tokens.demo, `nodeId=999999999&vendor=${target.vendor}`);
    expect(envelope(removal).code).toBe('game.not.found');
    expect(rowCount(gateway, 'favourite_games')).toBe(before);
  });

  it('refuses trial accounts (403 game.free.account) and visitors (401)', async () => {
    const target = game(4);
    const before = rowCount(gateway, 'favourite_games');
    const trialCalls = [
      addFavourite(tokens.trial, { nodeId: target.nodeId, vendor: target.vendor }),
      removeFavourite(tokens.trial, `nodeId=${target.nodeId}&vendor=${target.vendor}`),
      gateway.request({ method: 'GET', url: '/wps/game/favourites?pageNo=1&pageSize=100', headers: authHeaders(tokens.trial) }),
    ];
    for (const response of await Promise.all(trialCalls)) {
      expect(response.statusCode).toBe(403);
      expect(envelope(response)).toMatchObject({
        success: false,
        code: 'game.free.account',
        message: 'Free accounts cannot use this function',
      });
    }
    const visitorCalls = [
      addFavourite(undefined, { nodeId: target.nodeId, vendor: target.vendor }),
      removeFavourite(undefined, `nodeId=${target.nodeId}&vendor=${target.vendor}`),
      gateway.request({ method: 'GET', url: '/wps/game/favourites' }),
    ];
    for (const response of await Promise.all(visitorCalls)) {
      expect(response.statusCode).toBe(401);
      expect(envelope(response).code).toBe('login.not.session');
    }
    expect(rowCount(gateway, 'favourite_games')).toBe(before);
  });

  it('validates bodies and queries', async () => {
    const target = game(5);
    for (const payload of [
      { nodeId: String(target.nodeId), vendor: target.vendor },
      { nodeId: target.nodeId },
      { nodeId: target.nodeId, vendor: target.vendor, extra: 1 },
      { nodeId: 0, vendor: target.vendor },
      { nodeId: 1.5, vendor: target.vendor },
      { nodeId: target.nodeId, vendor: 'nvs' },
    ]) {
      const response = await addFavourite(tokens.demo, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
    for (const query of ['nodeId=abc&vendor=NVS', 'vendor=NVS', `nodeId=${target.nodeId}`]) {
      expect(envelope(await removeFavourite(tokens.demo, query)).code).toBe('request.invalid');
    }
    for (const query of ['pageSize=0', 'pageSize=101', 'pageNo=0']) {
      const response = await gateway.request({ method: 'GET', url: `/wps/game/favourites?${query}`, headers: authHeaders(tokens.demo) });
      expect(envelope(response).code).toBe('request.invalid');
    }
  });
});

describe('recent games', () => {
  const addRecent = (token: string | undefined, gameId: number | string) =>
    gateway.request({ method: 'GET', url: `/wps/game/recent/add?gameId=${gameId}`, headers: authHeaders(token) });
  const recent = async (token: string) => {
    const response = await gateway.request({ method: 'GET', url: '/wps/game/recent?pageSize=20', headers: authHeaders(token) });
    expect(response.statusCode).toBe(200);
    return (envelope(response).value as { list: GameView[] }).list.map((view) => view.id);
  };

  it('keeps the most recent first, moves a replayed game to the front, per account', async () => {
    const ids = [game(10).id, game(11).id, game(12).id];
    for (const id of ids) expect(envelope(await addRecent(tokens.agent, id))).toEqual({ success: true, value: true });
    expect(await recent(tokens.agent)).toEqual([ids[2], ids[1], ids[0]]);
    await addRecent(tokens.agent, ids[0] ?? 0);
    expect(await recent(tokens.agent)).toEqual([ids[0], ids[2], ids[1]]);
    expect(await recent(tokens.demo)).toEqual([]);
    // Trial accounts keep a recent list too.
    await addRecent(tokens.trial, ids[1] ?? 0);
    expect(await recent(tokens.trial)).toEqual([ids[1]]);
  });

  it(`keeps at most ${RECENT_GAMES_KEPT} distinct games`, async () => {
    const ids = Array.from({ length: RECENT_GAMES_KEPT + 5 }, (_, index) => game(30 + index).id);
    for (const id of ids) await addRecent(tokens.demo, id);
    const list = await recent(tokens.demo);
    expect(list).toEqual(ids.slice(-RECENT_GAMES_KEPT).reverse());
    const stored = gateway.store.db.prepare('SELECT COUNT(*) AS n FROM recent_games WHERE account_id = 100001').get();
    expect(Number(stored?.n)).toBe(RECENT_GAMES_KEPT);
    const small = await gateway.request({ method: 'GET', url: '/wps/game/recent?pageSize=3', headers: authHeaders(tokens.demo) });
    expect((envelope(small).value as { list: GameView[] }).list.map((view) => view.id)).toEqual(list.slice(0, 3));
  });

  it('refuses unknown games, malformed ids and visitors', async () => {
    const unknown = await addRecent(tokens.demo, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe('game.not.found');
    for (const id of ['abc', '0', '-1', '']) expect(envelope(await addRecent(tokens.demo, id)).code).toBe('request.invalid');
    expect((await addRecent(undefined, game(0).id)).statusCode).toBe(401);
    expect((await gateway.request({ method: 'GET', url: '/wps/game/recent' })).statusCode).toBe(401);
  });
});

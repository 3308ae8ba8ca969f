import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, loginValue, rowCount, seededTokens } from '../test-support/flows.ts';
import { envelope, startTestGateway, type TestGateway } from '../test-support/harness.ts';
import type { GameView } from './games.ts';
import { RECENT_GAMES_KEPT, type FavouritesPage } from './member-games.ts';

let gateway: TestGateway;
let demoToken = '';
let agentToken = '';
let trialToken = '';

beforeAll(async () => {
  gateway = await startTestGateway();
  ({ demo: demoToken, agent: agentToken, trial: trialToken } = await seededTokens(gateway));
});
afterAll(() => gateway.close());

const addFavourite = (token: string | undefined, payload: unknown) =>
  gateway.request({ method: 'POST', url: '/wps/game/favourites', headers: authHeaders(token), payload: payload as Record<string, unknown> });
const removeFavourite = (token: string | undefined, query: string) =>
  gateway.request({ method: 'DELETE', url: `/wps/game/favourites?${query}`, headers: authHeaders(token) });
const favourites = async (token: string, query = 'pageNo=1&pageSize=100') => {
  const response = await gateway.request({ method: 'GET', url: `/wps/game/favourites?${query}`, headers: authHeaders(token) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return envelope(response).value as FavouritesPage;
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
      const response = await addFavourite(demoToken, { nodeId: target.nodeId, vendor: target.vendor });
      expect(response.statusCode).toBe(200);
      expect(envelope(response)).toEqual({ success: true, value: true });
    }
    const page = await favourites(demoToken);
    expect(page.ids).toEqual([c.id, b.id, a.id]);
    expect(page.list.map((view: GameView) => view.id)).toEqual([c.id, b.id, a.id]);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 100, totalPages: 1, total: 3 });
    expect(page.list[0]).toMatchObject({ nodeId: c.nodeId, vendor: c.vendor, gameName: c.name, iconUrl: `/cdn/games/${c.id}.webp` });
    expect(rowCount(gateway, 'favourite_games')).toBe(3);

    // Another member has their own list.
    expect(await favourites(agentToken)).toEqual({ list: [], ids: [], pageNum: 1, pageSize: 100, totalPages: 0, total: 0 });

    // Paging: ids always name every favourite.
    const second = await favourites(demoToken, 'pageNo=2&pageSize=2');
    expect(second).toMatchObject({ pageNum: 2, pageSize: 2, totalPages: 2, total: 3, ids: [c.id, b.id, a.id] });
    expect(second.list.map((view) => view.id)).toEqual([a.id]);

    const removed = await removeFavourite(demoToken, `nodeId=${b.nodeId}&vendor=${b.vendor}`);
    expect(envelope(removed)).toEqual({ success: true, value: true });
    // Removing one that is not there is fine.
    expect(envelope(await removeFavourite(demoToken, `nodeId=${b.nodeId}&vendor=${b.vendor}`))).toEqual({ success: true, value: true });
    expect((await favourites(demoToken)).ids).toEqual([c.id, a.id]);
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
      const response = await addFavourite(demoToken, payload);
      expect(response.statusCode).toBe(404);
      expect(envelope(response).code).toBe('game.not.found');
    }
    const removal = await removeFavourite(demoToken, `nodeId=999999999&vendor=${target.vendor}`);
    expect(envelope(removal).code).toBe('game.not.found');
    expect(rowCount(gateway, 'favourite_games')).toBe(before);
  });

  it('refuses trial accounts (403 game.free.account) and visitors (401)', async () => {
    const target = game(4);
    const before = rowCount(gateway, 'favourite_games');
    const trialCalls = [
      addFavourite(trialToken, { nodeId: target.nodeId, vendor: target.vendor }),
      removeFavourite(trialToken, `nodeId=${target.nodeId}&vendor=${target.vendor}`),
      gateway.request({ method: 'GET', url: '/wps/game/favourites?pageNo=1&pageSize=100', headers: authHeaders(trialToken) }),
    ];
    for (const response of await Promise.all(trialCalls)) {
      expect(response.statusCode).toBe(403);
      expect(envelope(response)).toMatchObject({ success: false, code: 'game.free.account', message: 'Free accounts cannot use this function' });
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
      const response = await addFavourite(demoToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
    for (const query of ['nodeId=abc&vendor=NVS', 'vendor=NVS', `nodeId=${target.nodeId}`]) {
      expect(envelope(await removeFavourite(demoToken, query)).code).toBe('request.invalid');
    }
    for (const query of ['pageSize=0', 'pageSize=101', 'pageNo=0']) {
      const response = await gateway.request({ method: 'GET', url: `/wps/game/favourites?${query}`, headers: authHeaders(demoToken) });
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
    for (const id of ids) expect(envelope(await addRecent(agentToken, id))).toEqual({ success: true, value: true });
    expect(await recent(agentToken)).toEqual([ids[2], ids[1], ids[0]]);
    await addRecent(agentToken, ids[0] ?? 0);
    expect(await recent(agentToken)).toEqual([ids[0], ids[2], ids[1]]);
    expect(await recent(demoToken)).toEqual([]);
    // Trial accounts keep a recent list too.
    await addRecent(trialToken, ids[1] ?? 0);
    expect(await recent(trialToken)).toEqual([ids[1]]);
  });

  it(`keeps at most ${RECENT_GAMES_KEPT} distinct games`, async () => {
    const ids = Array.from({ length: RECENT_GAMES_KEPT + 5 }, (_, index) => game(30 + index).id);
    for (const id of ids) await addRecent(demoToken, id);
    const list = await recent(demoToken);
    expect(list).toEqual(ids.slice(-RECENT_GAMES_KEPT).reverse());
    const stored = gateway.store.db.prepare('SELECT COUNT(*) AS n FROM recent_games WHERE account_id = 100001').get();
    expect(Number(stored?.n)).toBe(RECENT_GAMES_KEPT);
    const small = await gateway.request({ method: 'GET', url: '/wps/game/recent?pageSize=3', headers: authHeaders(demoToken) });
    expect((envelope(small).value as { list: GameView[] }).list.map((view) => view.id)).toEqual(list.slice(0, 3));
  });

  it('refuses unknown games, malformed ids and visitors', async () => {
    const unknown = await addRecent(demoToken, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe('game.not.found');
    for (const id of ['abc', '0', '-1', '']) expect(envelope(await addRecent(demoToken, id)).code).toBe('request.invalid');
    expect((await addRecent(undefined, game(0).id)).statusCode).toBe(401);
    expect((await gateway.request({ method: 'GET', url: '/wps/game/recent' })).statusCode).toBe(401);
  });
});

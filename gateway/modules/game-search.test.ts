import { describe, expect, it } from 'vitest';

import type { WirePage } from '../../src/contract/page.ts';
import { envelope } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import type { GameView } from './games/schemas.ts';

/*
 * GCSGAME_gameList's search filters as the app's game-list search box uses them
 * (docs/gateway-protocol.md#games-and-lottery): `gameName` with the list's own filters and paging,
 * `minBet` / `minLine`, and what is refused.
 */
const { gateway } = useSeededGateway({ sessions: false });

const LIST = '/wps/relay/GCSGAME_gameList?merchant=nasa11f2&platform=html5&clientType=2&language=EN';

async function listOf(query: string): Promise<WirePage<GameView>> {
  const response = await gateway.request({ method: 'GET', url: `${LIST}&${query}` });
  expect(response.statusCode, query).toBe(200);
  return envelope(response).value as WirePage<GameView>;
}

/** Every game of a filter, all pages. */
async function everyGame(query: string): Promise<GameView[]> {
  const first = await listOf(`${query}&pageSize=100`);
  const rest = await Promise.all(
    Array.from({ length: Math.max(first.totalPages - 1, 0) }, (_, index) => listOf(`${query}&pageSize=100&pageNo=${index + 2}`)),
  );
  return [first, ...rest].flatMap((page) => page.list);
}

describe('GCSGAME_gameList search', () => {
  it('narrows a vendor lane by name, case-insensitively, and pages the matches from page 1', async () => {
    const fishing = await everyGame('gameType=FISH');
    const expected = fishing.filter((game) => game.gameName.toLowerCase().includes('olden')).map((game) => game.id);
    expect(expected.length).toBeGreaterThan(0);
    const named = await listOf('gameType=FISH&gameName=OLDEN');
    expect(named).toMatchObject({ pageNum: 1, total: expected.length, totalPages: 1 });
    expect(named.list.map((game) => game.id)).toEqual(expected);
    // Past the matches' last page: an empty page that still tells the true count.
    expect(await listOf('gameType=FISH&gameName=OLDEN&pageNo=2')).toEqual({
      list: [],
      pageNum: 2,
      pageSize: 25,
      totalPages: 1,
      total: expected.length,
    });
  });

  it('pages a long list of matches in the list order', async () => {
    const all = await everyGame('gameType=RNG');
    const expected = all.filter((game) => game.gameName.toLowerCase().includes('golden')).map((game) => game.id);
    expect(expected.length).toBeGreaterThan(4);
    const pages = [
      await listOf('gameType=RNG&gameName=golden&pageSize=2'),
      await listOf('gameType=RNG&gameName=golden&pageSize=2&pageNo=2'),
    ];
    expect(pages[0]!.totalPages).toBe(Math.ceil(expected.length / 2));
    expect(pages.flatMap((page) => page.list.map((game) => game.id))).toEqual(expected.slice(0, 4));
  });

  it('takes the name literally: wildcards and quotes match only themselves', async () => {
    const all = await everyGame('');
    for (const name of ['%', '_', "'", '"', "' OR 1=1 --", '\\', '*']) {
      const page = await listOf(`gameName=${encodeURIComponent(name)}`);
      expect(page.total, name).toBe(all.filter((game) => game.gameName.includes(name)).length);
      expect(page.total, name).toBeLessThan(all.length);
    }
    // Non-ASCII is a name like any other.
    expect((await listOf(`gameName=${encodeURIComponent('ドラゴン')}`)).total).toBe(0);
  });

  it('combines the name with minBet and minLine', async () => {
    const all = await everyGame('gameType=RNG');
    const expected = all.filter((game) => game.gameName.toLowerCase().includes('dragon') && game.minBet >= 0.5 && game.minLine >= 10);
    expect(expected.length).toBeGreaterThan(0);
    const filtered = await everyGame('gameType=RNG&gameName=dragon&minBet=0.5&minLine=10');
    expect(filtered.map((game) => game.id)).toEqual(expected.map((game) => game.id));
    // Zero is a filter that keeps everything, not a missing one.
    expect((await listOf('gameType=RNG&minBet=0&minLine=0')).total).toBe(all.length);
  });

  it('refuses malformed search parameters with a 400 envelope, never a server error', async () => {
    for (const query of [
      `gameName=${encodeURIComponent('ド'.repeat(51))}`,
      'gameName=a&gameName=b',
      'minBet=1234567',
      'minBet=0.123',
      'minBet=-1',
      'minBet=1e3',
      'minBet=%20',
      'minLine=1.5',
      'minLine=12345',
      'minLine=ten',
      'minLine=1&minLine=2',
    ]) {
      const response = await gateway.request({ method: 'GET', url: `${LIST}&${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(envelope(response).code, query).toBe('request.invalid');
    }
  });
});

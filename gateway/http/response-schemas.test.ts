import { describe, expect, it } from 'vitest';

import type { FavouriteGamesPage, Game } from '../../src/contract/games.ts';
import type { AccountRecordRow, BetRecordRow, RecordPage } from '../../src/contract/member-records.ts';
import type { WirePage } from '../../src/contract/page.ts';
import type { Promotion } from '../../src/contract/promotions.ts';
import { authHeaders } from '../test-support/flows.ts';
import { envelope } from '../test-support/harness.ts';
import { openGame, spinOn } from '../test-support/launched-pages.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';

/*
 * Answers are serialised with their route's response schema, which drops every property the
 * schema does not list. These answers go through it (not through a pre-serialised, ETagged body),
 * so a field left out of a schema fails here.
 */

const { gateway, tokens } = useSeededGateway();

/** A contract type's field names; the record makes the compiler refuse a missing or unknown one. */
const fieldsOf = <Shape>(fields: Record<keyof Shape, true>): string[] => Object.keys(fields).sort();
const keysOf = (value: unknown): string[] => Object.keys(value as object).sort();

const GAME_FIELDS = fieldsOf<Game>({
  id: true,
  gameId: true,
  nodeId: true,
  roomId: true,
  vendor: true,
  vassalage: true,
  supportPlay: true,
  gameType: true,
  gameName: true,
  iconUrl: true,
  isTop: true,
  isNew: true,
  lottoGameCode: true,
  gameCategory: true,
  gameClassify: true,
  accountTypeName: true,
  displayName: true,
  nodeName: true,
  telIconUrl: true,
  mobileLargeIcon: true,
  showIcon: true,
  minBet: true,
  minLine: true,
});

const PAGE_FIELDS = fieldsOf<WirePage<unknown>>({ list: true, pageNum: true, pageSize: true, totalPages: true, total: true });

const PROMOTION_FIELDS = fieldsOf<Promotion>({
  id: true,
  code: true,
  kind: true,
  title: true,
  subtitle: true,
  content: true,
  imageUrl: true,
  bonus: true,
  startTime: true,
  endTime: true,
  state: true,
  action: true,
  appliedAt: true,
  updatedAt: true,
  creditedAt: true,
});

const BET_RECORD_FIELDS = fieldsOf<BetRecordRow>({
  id: true,
  kind: true,
  gameId: true,
  gameName: true,
  vendor: true,
  vendorName: true,
  stake: true,
  win: true,
  net: true,
  balanceAfter: true,
  numbers: true,
  drawAt: true,
  createdAt: true,
});

const ACCOUNT_RECORD_FIELDS = fieldsOf<AccountRecordRow>({
  id: true,
  kind: true,
  amount: true,
  balanceAfter: true,
  reference: true,
  createdAt: true,
});

const get = (url: string, token?: string) => gateway.request({ method: 'GET', url, headers: authHeaders(token) });
const post = (url: string, payload: object, token?: string) =>
  gateway.request({ method: 'POST', url, headers: authHeaders(token), payload });

/** A real-money round of a game for the demo member: a bet record and a ledger row. */
async function playOneRound(): Promise<void> {
  const game = gateway.store.catalog.games().find((candidate) => candidate.gameType === 'RNG');
  if (!game) throw new Error('no RNG game seeded');
  const opened = await openGame(gateway, tokens.demo, game.id, { backUrl: '/m/home' });
  const spun = await spinOn(gateway, opened, { bet: 1 });
  expect(spun.statusCode, spun.body).toBe(200);
}

describe('answers keep every field of their wire contract', () => {
  it('a favourite game, and the favourites page around it', async () => {
    const [game] = gateway.store.catalog.games();
    if (!game) throw new Error('no game seeded');
    expect((await post('/wps/game/favourites', { nodeId: game.nodeId, vendor: game.vendor }, tokens.demo)).statusCode).toBe(200);
    const page = envelope(await get('/wps/game/favourites?pageNo=1&pageSize=10', tokens.demo)).value as FavouriteGamesPage;
    expect(keysOf(page)).toEqual([...PAGE_FIELDS, 'ids'].sort());
    expect(page.list.length).toBeGreaterThan(0);
    for (const entry of page.list) expect(keysOf(entry)).toEqual(GAME_FIELDS);
  });

  it('a recent game', async () => {
    const [game] = gateway.store.catalog.games();
    expect((await get(`/wps/game/recent/add?gameId=${game?.id}`, tokens.demo)).statusCode).toBe(200);
    const { list } = envelope(await get('/wps/game/recent', tokens.demo)).value as { list: Game[] };
    expect(list.length).toBeGreaterThan(0);
    for (const entry of list) expect(keysOf(entry)).toEqual(GAME_FIELDS);
  });

  it('a promotion, listed and applied for', async () => {
    const { list } = envelope(await get('/wps/promotions', tokens.demo)).value as { list: Promotion[] };
    expect(list.length).toBeGreaterThan(0);
    for (const promotion of list) expect(keysOf(promotion)).toEqual(PROMOTION_FIELDS);
    const open = list.find((promotion) => promotion.action === 'apply');
    if (!open) throw new Error('no open promotion seeded');
    const applied = await post('/wps/promotions/apply', { promotionId: open.id }, tokens.demo);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(keysOf(envelope(applied).value)).toEqual(PROMOTION_FIELDS);
  });

  it('a betting record row and an account record row, in their pages', async () => {
    await playOneRound();
    const bets = envelope(await get('/wps/member/records/bets', tokens.demo)).value as RecordPage<BetRecordRow>;
    expect(keysOf(bets)).toEqual([...PAGE_FIELDS, 'currencySymbol'].sort());
    expect(bets.list.length).toBeGreaterThan(0);
    for (const row of bets.list) expect(keysOf(row)).toEqual(BET_RECORD_FIELDS);

    const ledger = envelope(await get('/wps/member/records/account', tokens.demo)).value as RecordPage<AccountRecordRow>;
    expect(keysOf(ledger)).toEqual([...PAGE_FIELDS, 'currencySymbol'].sort());
    expect(ledger.list.length).toBeGreaterThan(0);
    for (const row of ledger.list) expect(keysOf(row)).toEqual(ACCOUNT_RECORD_FIELDS);
  });
});

describe('failure envelopes through the response schemas', () => {
  it('keep their code and message, with a null value', async () => {
    const response = await get('/wps/promotions/mine');
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ success: false, value: null, code: 'login.not.session', message: expect.any(String) });
  });

  it('keep the value a refusal carries', async () => {
    const channels = envelope(await get('/wps/deposit/channels', tokens.demo)).value as {
      list: { code: string; min: number; max: number }[];
    };
    const [channel] = channels.list;
    if (!channel) throw new Error('no deposit channel seeded');
    const response = await post('/wps/deposit/orders', { channel: channel.code, amount: channel.max + 1 }, tokens.demo);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      success: false,
      value: { min: channel.min, max: channel.max },
      code: 'deposit.amount.invalid',
      message: expect.any(String),
    });
  });

  it('keep the message of a refused request that names the field', async () => {
    const response = await post('/wps/promotions/apply', { promotionId: 'one' }, tokens.demo);
    expect(response.statusCode).toBe(400);
    const body = JSON.parse(response.body) as { code: string; message: string };
    expect(body.code).toBe('request.invalid');
    expect(body.message).toContain('promotionId');
  });
});

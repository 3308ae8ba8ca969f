import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { GatewayContext } from '../http/context.ts';
import { idProperty, idTextProperty, pageNoProperty, pageSizeProperty } from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { TRIAL_TYPE, type AccountRecord } from '../store/repositories/accounts.ts';
import type { GameRecord } from '../store/repositories/catalog.ts';
import type { Store } from '../store/store.ts';
import { pageOf, viewsOf, type GameView, type Page } from './games.ts';

/** How many distinct recent games are kept per account. */
export const RECENT_GAMES_KEPT = 20;
const DEFAULT_FAVOURITES_PAGE_SIZE = 100;

export interface FavouritesPage extends Page<GameView> {
  /** Every favourite game id of the account (not only this page's), newest first. */
  ids: number[];
}

const vendorProperty = { type: 'string', pattern: '^[A-Z0-9_]{1,30}$' } as const;

const addFavouriteBodySchema = {
  type: 'object',
  required: ['nodeId', 'vendor'],
  additionalProperties: false,
  properties: {
    nodeId: idProperty,
    vendor: vendorProperty,
  },
} as const;

const removeFavouriteQuerySchema = {
  type: 'object',
  required: ['nodeId', 'vendor'],
  properties: { nodeId: idTextProperty, vendor: vendorProperty },
} as const;

const favouritesQuerySchema = {
  type: 'object',
  properties: { pageNo: pageNoProperty, pageSize: pageSizeProperty },
} as const;

const recentAddQuerySchema = {
  type: 'object',
  required: ['gameId'],
  properties: { gameId: idTextProperty },
} as const;

const recentQuerySchema = {
  type: 'object',
  properties: { pageSize: pageSizeProperty },
} as const;

/** Trial accounts cannot keep favourites ("Free accounts cannot use this function"; docs/product.md#roles). */
function requireRealAccount(account: AccountRecord): void {
  if (account.type === TRIAL_TYPE) throw new GatewayError('game.free.account');
}

/** The platform names a favourite by node and vendor; both must designate the same game. */
function gameOfNode(store: Store, nodeId: number, vendor: string): GameRecord {
  const game = store.catalog.gameByNodeId(nodeId);
  if (!game || game.vendor !== vendor) throw new GatewayError('game.not.found');
  return game;
}

function noStore<T>(reply: FastifyReply, value: T) {
  reply.header('cache-control', 'no-store');
  return ok(value);
}

/** A member's favourite games (not for trial accounts) and recently played games. */
export const memberGamesModule: FastifyPluginAsync<GatewayContext> = async (app, { store }) => {
  app.post<{ Body: { nodeId: number; vendor: string } }>(
    '/wps/game/favourites',
    { schema: { body: addFavouriteBodySchema }, config: { auth: 'member' } },
    async (request, reply) => {
      const { account } = request.member!;
      requireRealAccount(account);
      const game = gameOfNode(store, request.body.nodeId, request.body.vendor);
      store.favourites.addFavourite(account.id, game.id, Date.now());
      return noStore(reply, true);
    },
  );

  app.delete<{ Querystring: { nodeId: string; vendor: string } }>(
    '/wps/game/favourites',
    { schema: { querystring: removeFavouriteQuerySchema }, config: { auth: 'member' } },
    async (request, reply) => {
      const { account } = request.member!;
      requireRealAccount(account);
      const game = gameOfNode(store, Number(request.query.nodeId), request.query.vendor);
      store.favourites.removeFavourite(account.id, game.id);
      return noStore(reply, true);
    },
  );

  app.get<{ Querystring: { pageNo?: string; pageSize?: string } }>(
    '/wps/game/favourites',
    { schema: { querystring: favouritesQuerySchema }, config: { auth: 'member' } },
    async (request, reply) => {
      const { account } = request.member!;
      requireRealAccount(account);
      const ids = store.favourites.favouriteGameIds(account.id);
      const page = pageOf(viewsOf(store.catalog, ids), Number(request.query.pageNo ?? 1), Number(request.query.pageSize ?? DEFAULT_FAVOURITES_PAGE_SIZE));
      const value: FavouritesPage = { ...page, ids };
      return noStore(reply, value);
    },
  );

  app.get<{ Querystring: { gameId: string } }>(
    '/wps/game/recent/add',
    { schema: { querystring: recentAddQuerySchema }, config: { auth: 'member' } },
    async (request, reply) => {
      const { account } = request.member!;
      const game = store.catalog.game(Number(request.query.gameId));
      if (!game) throw new GatewayError('game.not.found');
      store.favourites.recordRecent(account.id, game.id, Date.now(), RECENT_GAMES_KEPT);
      return noStore(reply, true);
    },
  );

  app.get<{ Querystring: { pageSize?: string } }>(
    '/wps/game/recent',
    { schema: { querystring: recentQuerySchema }, config: { auth: 'member' } },
    async (request, reply) => {
      const { account } = request.member!;
      const limit = Math.min(Number(request.query.pageSize ?? RECENT_GAMES_KEPT), RECENT_GAMES_KEPT);
      return noStore(reply, { list: viewsOf(store.catalog, store.favourites.recentGameIds(account.id, limit)) });
    },
  );
};

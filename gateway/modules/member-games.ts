import type { FastifyReply } from 'fastify';

import type { FavouriteGame, FavouriteGamesPage, GameList } from '../../src/contract/games.ts';
import { memberRoutes } from '../http/auth.ts';
import type { GatewayModule } from '../http/context.ts';
import {
  answersWith,
  booleanSchema,
  idProperty,
  idTextProperty,
  numberListSchema,
  PAGE_FIELDS,
  pageNoProperty,
  pagePropertiesOf,
  pageSizeProperty,
  schemaFor,
} from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { type AccountRecord, TRIAL_TYPE } from '../store/repositories/accounts.ts';
import type { GameRecord } from '../store/repositories/catalog.ts';
import type { Store } from '../store/store.ts';
import { pageOf } from './games/rules.ts';
import { gameListSchema, gameSchema } from './games/schemas.ts';
import { viewsOf } from './games/views.ts';

/** How many distinct recent games are kept per account. */
export const RECENT_GAMES_KEPT = 20;
const DEFAULT_FAVOURITES_PAGE_SIZE = 100;

const favouritesPageSchema = schemaFor<FavouriteGamesPage>()({
  type: 'object',
  required: [...PAGE_FIELDS, 'ids'],
  additionalProperties: false,
  properties: { ...pagePropertiesOf(gameSchema), ids: numberListSchema },
});

/** `true`: the favourite added or removed, the recent game recorded. */
const doneAnswer = answersWith(booleanSchema);

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
export const memberGamesModule: GatewayModule = async (app, { store }) => {
  await memberRoutes(app, store, (routes) => {
    routes.post('/wps/game/favourites', { schema: { body: addFavouriteBodySchema, response: doneAnswer } }, async (request, reply) => {
      const { account } = request.member;
      requireRealAccount(account);
      const favourite: FavouriteGame = request.body;
      const game = gameOfNode(store, favourite.nodeId, favourite.vendor);
      store.favourites.addFavourite(account.id, game.id, Date.now());
      return noStore(reply, true);
    });

    routes.delete(
      '/wps/game/favourites',
      { schema: { querystring: removeFavouriteQuerySchema, response: doneAnswer } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealAccount(account);
        const game = gameOfNode(store, Number(request.query.nodeId), request.query.vendor);
        store.favourites.removeFavourite(account.id, game.id);
        return noStore(reply, true);
      },
    );

    routes.get(
      '/wps/game/favourites',
      { schema: { querystring: favouritesQuerySchema, response: answersWith(favouritesPageSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealAccount(account);
        const ids = store.favourites.favouriteGameIds(account.id);
        const page = pageOf(
          viewsOf(store.catalog, ids),
          Number(request.query.pageNo ?? 1),
          Number(request.query.pageSize ?? DEFAULT_FAVOURITES_PAGE_SIZE),
        );
        const value: FavouriteGamesPage = { ...page, ids };
        return noStore(reply, value);
      },
    );

    routes.get('/wps/game/recent/add', { schema: { querystring: recentAddQuerySchema, response: doneAnswer } }, async (request, reply) => {
      const { account } = request.member;
      const game = store.catalog.game(Number(request.query.gameId));
      if (!game) throw new GatewayError('game.not.found');
      store.favourites.recordRecent(account.id, game.id, Date.now(), RECENT_GAMES_KEPT);
      return noStore(reply, true);
    });

    routes.get(
      '/wps/game/recent',
      { schema: { querystring: recentQuerySchema, response: answersWith(gameListSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        const limit = Math.min(Number(request.query.pageSize ?? RECENT_GAMES_KEPT), RECENT_GAMES_KEPT);
        return noStore<GameList>(reply, { list: viewsOf(store.catalog, store.favourites.recentGameIds(account.id, limit)) });
      },
    );
  });
};

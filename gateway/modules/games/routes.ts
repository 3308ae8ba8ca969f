import type { GameList, GamePage } from '../../../src/contract/games.ts';
import type { GatewayModule } from '../../http/context.ts';
import { sendRevalidatable } from '../../http/http-cache.ts';
import { answersWith } from '../../http/schemas.ts';
import { DEFAULT_GAME_PAGE_SIZE, filterGames, numberOrUndefined, pageOf } from './rules.ts';
import {
  gameListQuerySchema,
  gameListSchema,
  gamePageSchema,
  hotQuerySchema,
  type VassGameTypes,
  vassGameTypesSchema,
  vassQuerySchema,
} from './schemas.ts';
import { catalogIndex, hotGames, vassGameTypes } from './views.ts';

export const gamesModule: GatewayModule = async (app, { store }) => {
  // The catalogue only changes with a new seed, so it is computed once per process.
  let cached: VassGameTypes | undefined;
  app.get(
    '/wps/relay/GCSGAME_getVassGameType',
    { schema: { querystring: vassQuerySchema, response: answersWith(vassGameTypesSchema) } },
    async (request, reply) => {
      cached ??= vassGameTypes(store.catalog);
      return sendRevalidatable(request, reply, cached);
    },
  );

  // Hot games by filter; the catalogue is fixed, so each filter's list is computed once.
  const hotCache = new Map<string, GameList>();
  app.get('/wps/games/hot', { schema: { querystring: hotQuerySchema, response: answersWith(gameListSchema) } }, async (request, reply) => {
    const gameType = request.query.gameType ?? '';
    let value = hotCache.get(gameType);
    if (!value) {
      value = { list: hotGames(store.catalog, gameType) };
      hotCache.set(gameType, value);
    }
    return sendRevalidatable(request, reply, value);
  });

  app.get(
    '/wps/relay/GCSGAME_gameList',
    { schema: { querystring: gameListQuerySchema, response: answersWith(gamePageSchema) } },
    async (request, reply) => {
      const query = request.query;
      const games = filterGames(catalogIndex(store.catalog).ordered, {
        gameName: query.gameName,
        gameType: query.gameType,
        vassalage: query.vassalage,
        gameClassify: query.gameClassify,
        minBet: numberOrUndefined(query.minBet),
        minLine: numberOrUndefined(query.minLine),
      });
      const page: GamePage = pageOf(games, Number(query.pageNo ?? 1), Number(query.pageSize ?? DEFAULT_GAME_PAGE_SIZE));
      return sendRevalidatable(request, reply, page);
    },
  );
};

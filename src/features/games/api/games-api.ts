import { LIMITS } from '@/config/constants';
import { gatewayConfig } from '@/config/gateway';
import type { FavouriteGame, FavouriteGamesPage, Game, GameList, GamePage } from '@/contract/games';
import { gatewayApi } from '@/lib/gateway/api';

import { listFilterParams } from '../model/game-search';

export type { Game };

/** The game list's filters (GCSGAME_gameList, docs/gateway-protocol.md#calls), without the page. */
export interface GameListFilter {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  /** Games whose smallest stake is at least this (docs/gateway-protocol.md#games-and-lottery). */
  minBet?: number;
  /** Games whose fewest paylines are at least this. */
  minLine?: number;
  language: string;
}

/** Lottery launch parameters (docs/gateway-protocol.md#vn-lottery-lobby-launch). */
export interface LotteryLaunchParams {
  lottoArea: 'VN';
  launchMode: 'LOTT';
  lottoPrizeMode: string;
  lottoGameCode: string;
  lottoView: 'lobby' | 'betting';
  device: 'MOBILE';
}

export interface LotteryGame {
  gameId: number;
  lottoGameCode: string | null;
  gameName: string;
  vendor: string;
  displayName?: string;
  gameCategory: string;
  prizeMode: string;
  iconUrl: string;
  drawIntervalSeconds: number;
}

/** Parameters every game-list call carries (docs/gateway-protocol.md#calls). */
const LIST_CONTEXT = { merchant: gatewayConfig.merchantCode, platform: 'html5', clientType: 2 } as const;

export const gamesApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /** Pages of 25 appended as the player pulls up (docs/product.md#game-tab). */
    getGameList: build.infiniteQuery<GamePage, GameListFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => (lastPage.pageNum < lastPage.totalPages ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/wps/relay/GCSGAME_gameList',
        params: { ...LIST_CONTEXT, ...listFilterParams(queryArg), pageNo: pageParam, pageSize: LIMITS.gameListPageSize },
      }),
      providesTags: ['Games'],
    }),
    /** One page of 12 for a game-centre section (docs/product.md#game-entrance-and-game-centre). */
    getGamePreview: build.query<GamePage, GameListFilter>({
      query: (filter) => ({
        url: '/wps/relay/GCSGAME_gameList',
        params: { ...LIST_CONTEXT, ...listFilterParams(filter), pageNo: 1, pageSize: LIMITS.gameCentrePageSize },
      }),
      providesTags: ['Games'],
    }),
    getFavourites: build.query<FavouriteGamesPage, void>({
      query: () => ({
        url: '/wps/game/favourites',
        params: { pageNo: 1, pageSize: LIMITS.favouritesPageSize },
        authenticated: true,
      }),
      providesTags: ['Favourites'],
    }),
    addFavourite: build.mutation<boolean, FavouriteGame>({
      query: (body) => ({ url: '/wps/game/favourites', method: 'POST', body, authenticated: true }),
      invalidatesTags: ['Favourites'],
    }),
    removeFavourite: build.mutation<boolean, FavouriteGame>({
      query: ({ nodeId, vendor }) => ({
        url: '/wps/game/favourites',
        method: 'DELETE',
        params: { nodeId, vendor },
        authenticated: true,
      }),
      invalidatesTags: ['Favourites'],
    }),
    getRecentGames: build.query<GameList, void>({
      query: () => ({ url: '/wps/game/recent', params: { pageSize: 20 }, authenticated: true }),
      providesTags: ['Favourites'],
    }),
    recordRecentGame: build.mutation<boolean, { gameId: number }>({
      query: ({ gameId }) => ({ url: '/wps/game/recent/add', params: { gameId }, authenticated: true }),
      invalidatesTags: ['Favourites'],
    }),
    launchGame: build.mutation<
      { gameUrl: string },
      { gameId: number; freePlay: boolean; backUrl: string; language: string; device: 'MOBILE' | 'DESKTOP' }
    >({
      query: ({ gameId, freePlay, backUrl, language, device }) => ({
        url: '/wps/game/launchGame',
        params: { gameId, freePlay: freePlay ? 1 : 0, backUrl, language, device },
        authenticated: true,
      }),
    }),
    launchLottery: build.mutation<{ gameUrl: string }, LotteryLaunchParams & { backUrl: string; language: string }>({
      query: (params) => ({ url: '/wps/game/lottery/launch', params: { ...params }, authenticated: true }),
    }),
    /**
     * A single-use ticket that opens the lottery frame once (gateway/README.md "Game and lottery
     * pages"): the frame's address carries it instead of the session token. A mutation, so each
     * frame asks for its own and none is ever cached.
     */
    requestLotteryFrameTicket: build.mutation<{ ticket: string }, void>({
      query: () => ({ url: '/wps/game/lottery/frame-ticket', method: 'POST', authenticated: true }),
    }),
    getLotteryGames: build.query<{ list: LotteryGame[] }, { prizeMode?: string; language: string }>({
      query: ({ prizeMode, language }) => ({ url: '/lgw/games/mobile', params: { ...(prizeMode ? { prizeMode } : {}), language } }),
      providesTags: ['Games'],
    }),
  }),
});

export const {
  useGetGameListInfiniteQuery,
  useGetGamePreviewQuery,
  useGetFavouritesQuery,
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useGetRecentGamesQuery,
  useRecordRecentGameMutation,
  useLaunchGameMutation,
  useLaunchLotteryMutation,
  useRequestLotteryFrameTicketMutation,
  useGetLotteryGamesQuery,
} = gamesApi;

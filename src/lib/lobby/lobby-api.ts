import { gatewayConfig } from '@/config/gateway';
import type { GameList, VendorGameTypes } from '@/contract/games';

import { gatewayApi } from '../gateway/api';

export const lobbyApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getVendorGameTypes: build.query<VendorGameTypes, { language: string }>({
      // The language is in the URL too, so the worker's cache keeps one answer per language.
      query: ({ language }) => ({
        url: '/wps/relay/GCSGAME_getVassGameType',
        params: { typeId: 1, merchantCode: gatewayConfig.merchantCode, language },
      }),
      providesTags: ['Vendors'],
    }),
    /**
     * The operator's hot games, all of them or of one lane: the game centre's TOP GAME strip, a
     * list's hot row, and the home banners that open a game (they need its lane). One endpoint,
     * so the home and the game centre share the answer.
     */
    getHotGames: build.query<GameList, { language: string; gameType?: string }>({
      query: ({ language, gameType }) => ({
        url: '/wps/games/hot',
        params: { merchantCode: gatewayConfig.merchantCode, isPlatform: 2, language, platform: 'html5', ...(gameType ? { gameType } : {}) },
      }),
      providesTags: ['Games'],
    }),
  }),
});

export const { useGetVendorGameTypesQuery, useGetHotGamesQuery } = lobbyApi;

import { gatewayApi } from '../gateway/api';
import type { VendorGameTypes } from './vendor-game-types';
import { gatewayConfig } from '../../config/gateway';

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
  }),
});

export const { useGetVendorGameTypesQuery } = lobbyApi;

import { gatewayApi } from '../gateway/api';
import type { VendorGameTypes } from './vendor-game-types';
import { gatewayConfig } from '../../config/gateway';

export const lobbyApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getVendorGameTypes: build.query<VendorGameTypes, void>({
      query: () => ({
        url: '/wps/relay/GCSGAME_getVassGameType',
        params: { typeId: 1, merchantCode: gatewayConfig.merchantCode },
      }),
      providesTags: ['Vendors'],
    }),
  }),
});

export const { useGetVendorGameTypesQuery } = lobbyApi;

import { LIMITS } from '@/config/constants';
import { gatewayApi } from '@/lib/gateway/api';

import type { WinnerEntry } from '../model/winners';

export interface WinnersAnswer {
  list: (WinnerEntry & { vo?: WinnerEntry['vo'] & { currencySymbol?: string | null } })[];
}

/** docs/product.md#home: the alternate home's feature carousels, each its own banner group. */
export const NEWS_BANNER_GROUP = 'm_news';
export const PARTNER_BANNER_GROUP = 'm_partners';

export const contentApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getWinners: build.query<WinnersAnswer, { language: string }>({
      query: ({ language }) => ({ url: '/wps/winners', params: { gameCategory: 'ALL', limitNum: LIMITS.winnerLimit, language } }),
      providesTags: ['Winners'],
    }),
  }),
});

export const { useGetWinnersQuery } = contentApi;

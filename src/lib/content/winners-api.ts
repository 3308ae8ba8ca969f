import { LIMITS } from '@/config/constants';
import { gatewayApi } from '@/lib/gateway/api';

import type { WinnerEntry } from './winners';

export interface WinnersAnswer {
  list: (WinnerEntry & { vo?: WinnerEntry['vo'] & { currencySymbol?: string | null } })[];
  /** When the gateway (or, offline, the worker's copy) answered: the page shows the board's age. */
  asOf: number | null;
}

/**
 * `category`: one game category's board (`LOTT`, `RNG`…); left out, every category's, the one
 * home's ticker shows, so the ticker and the page's first board are one cached answer.
 */
export interface WinnersArgs {
  language: string;
  category?: string;
}

/** The winner board (docs/gateway-protocol.md#winner-board): home's ticker and the latest winners page. */
export const winnersApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getWinners: build.query<WinnersAnswer, WinnersArgs>({
      query: ({ language, category }) => ({
        url: '/wps/winners',
        params: { gameCategory: category ?? 'ALL', limitNum: LIMITS.winnerLimit, language },
      }),
      transformResponse: (answer: Omit<WinnersAnswer, 'asOf'>, meta) => ({ ...answer, asOf: meta?.answerDate ?? null }),
      providesTags: ['Winners'],
    }),
  }),
});

export const { useGetWinnersQuery } = winnersApi;

import type { ResponsibleGamingState, SessionSummary } from '@/contract/responsible-gaming';

import { gatewayApi } from '../gateway/api';

/**
 * The player-protection reads other screens need too (docs/product.md#responsible-gaming): the
 * deposit page's remaining limit and the shell's reality check. Never cached by the worker: they
 * are under /wps/member.
 */
const responsibleStateApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getResponsibleState: build.query<ResponsibleGamingState, void>({
      query: () => ({ url: '/wps/member/responsible', authenticated: true }),
      providesTags: ['Responsible'],
    }),
    getResponsibleSession: build.query<SessionSummary, void>({
      query: () => ({ url: '/wps/member/responsible/session', authenticated: true }),
    }),
  }),
});

export const { useGetResponsibleStateQuery, useGetResponsibleSessionQuery } = responsibleStateApi;

import type {
  ExclusionDetail,
  ExclusionRequest,
  MoneyLimitChange,
  RealityCheckChange,
  ResponsibleGamingState,
  ResponsibleHelp,
  SessionTimeChange,
} from '@/contract/responsible-gaming';
import { gatewayApi } from '@/lib/gateway/api';

/** The player's changes to their own protections (docs/product.md#responsible-gaming); each answers the new state. */
const responsibleApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    changeMoneyLimit: build.mutation<ResponsibleGamingState, MoneyLimitChange>({
      query: (body) => ({ url: '/wps/member/responsible/limits', method: 'PUT', body, authenticated: true }),
      invalidatesTags: ['Responsible'],
    }),
    changeSessionTime: build.mutation<ResponsibleGamingState, SessionTimeChange>({
      query: (body) => ({ url: '/wps/member/responsible/session-time', method: 'PUT', body, authenticated: true }),
      invalidatesTags: ['Responsible'],
    }),
    changeRealityCheck: build.mutation<ResponsibleGamingState, RealityCheckChange>({
      query: (body) => ({ url: '/wps/member/responsible/reality-check', method: 'PUT', body, authenticated: true }),
      invalidatesTags: ['Responsible'],
    }),
    // Public: a visitor sees where to get help before any login.
    getResponsibleHelp: build.query<ResponsibleHelp, void>({
      query: () => ({ url: '/wps/responsible/help' }),
    }),
    exclude: build.mutation<ExclusionDetail, ExclusionRequest>({
      query: (body) => ({ url: '/wps/member/responsible/exclusion', method: 'POST', body, authenticated: true }),
    }),
  }),
});

export const {
  useChangeMoneyLimitMutation,
  useChangeSessionTimeMutation,
  useChangeRealityCheckMutation,
  useExcludeMutation,
  useGetResponsibleHelpQuery,
} = responsibleApi;

import type {
  CreatedDownline,
  CreateDownlinePayload,
  DownlineDetails,
  RebateRanges,
  SortDirection,
  TeamPage,
  TeamSortColumn,
  UpdateDownlineRebates,
} from '@/contract/agent-team';
import type { RegisterRules } from '@/contract/register';
import { gatewayApi } from '@/lib/gateway/api';

/** One page of the team list as the screen keeps it: the answer and when the gateway gave it. */
interface TeamPageSeen extends TeamPage {
  /** The answer's date (epoch ms): old when the worker's copy answered offline. */
  asOf: number | null;
}

export interface TeamQuery {
  /** The downline whose team is listed; null for the agent's own. */
  parent: string | null;
  search: string;
  sort: TeamSortColumn;
  direction: SortDirection;
}

const TEAM_PAGE_SIZE = 20;
/** Pages kept at once: the list holds at most this many pages' rows (docs/product.md#team). */
const TEAM_PAGES_KEPT = 5;

const teamApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.infiniteQuery<TeamPageSeen, TeamQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        maxPages: TEAM_PAGES_KEPT,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => (lastPageParam < lastPage.totalPages ? lastPageParam + 1 : undefined),
        getPreviousPageParam: (_firstPage, _allPages, firstPageParam) => (firstPageParam > 1 ? firstPageParam - 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/wps/relay/ODSFE2_getSubordinatev2',
        params: {
          page: pageParam,
          size: TEAM_PAGE_SIZE,
          sortColumn: `${queryArg.sort}:${queryArg.direction}`,
          ...(queryArg.search === '' ? {} : { subordinateName: queryArg.search }),
          ...(queryArg.parent === null ? {} : { parentName: queryArg.parent }),
        },
        authenticated: true,
      }),
      transformResponse: (page: TeamPage, meta) => ({ ...page, asOf: meta?.answerDate ?? null }),
      providesTags: ['AgentTeam'],
    }),
    getDownline: build.query<DownlineDetails, string>({
      query: (username) => ({ url: '/wps/agent/downline', params: { username }, authenticated: true }),
      providesTags: ['AgentTeam'],
    }),
    /** Each product's range for a downline, or (null) for a new one. */
    getRebateRanges: build.query<RebateRanges, string | null>({
      query: (username) => ({ url: '/wps/agent/rebates', params: username === null ? {} : { username }, authenticated: true }),
      providesTags: ['AgentTeam'],
    }),
    updateDownlineRebates: build.mutation<RebateRanges, UpdateDownlineRebates>({
      query: (body) => ({ url: '/wps/agent/updateDownlineRebates', method: 'PUT', body, authenticated: true }),
      invalidatesTags: ['AgentTeam'],
    }),
    createDownline: build.mutation<CreatedDownline, CreateDownlinePayload>({
      query: (body) => ({ url: '/wps/agent/downline', method: 'POST', body, encrypted: true, authenticated: true }),
      invalidatesTags: ['AgentTeam'],
    }),
    /** The registration's username and password rules, which a new downline's follow too. */
    getDownlineRules: build.query<RegisterRules, void>({
      query: () => ({ url: '/wps/system/setting/register' }),
      providesTags: ['Settings'],
    }),
    // A query, so an answer that comes after the agent typed on belongs to its own name.
  }),
});

export const {
  useGetTeamInfiniteQuery,
  useGetDownlineQuery,
  useGetRebateRangesQuery,
  useUpdateDownlineRebatesMutation,
  useCreateDownlineMutation,
  useGetDownlineRulesQuery,
} = teamApi;

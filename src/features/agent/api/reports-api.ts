import type {
  InvitationIncomeFooter,
  InvitationIncomeRow,
  RebateIncomeFooter,
  RebateIncomeRow,
  ReportCategory,
  ReportPage,
  TeamBetFooter,
  TeamBetRow,
  TeamOverview,
  TeamPnl,
  TeamTransactionFilter,
  TeamTransactionFooter,
  TeamTransactionRow,
} from '@/contract/agent-reports';
import type { DateRange } from '@/contract/report-range';
import { gatewayApi } from '@/lib/gateway/api';

/** Rows a report page asks for at a time ("Load more" asks for the next). */
const REPORT_PAGE_SIZE = 20;

/** The overview with when the gateway answered it: offline, the worker's saved copy shows its age. */
export interface OverviewAnswer extends TeamOverview {
  asOf: number | null;
}

interface BetsQuery extends DateRange {
  customerName?: string;
  gameCategory?: ReportCategory;
}

interface TransactionsQuery extends DateRange {
  customerName?: string;
  type?: TeamTransactionFilter;
}

interface RebateIncomeQuery extends DateRange {
  gameCategory?: ReportCategory;
}

/** The next page while the gateway has more (pages from 1). */
const nextPage = <Page extends { totalPages: number }>(lastPage: Page, _all: unknown, lastPageParam: number) =>
  lastPageParam < lastPage.totalPages ? lastPageParam + 1 : undefined;
const pages = { initialPageParam: 1, getNextPageParam: nextPage } as const;

/**
 * The agent centre's overview and team reports (docs/gateway-protocol.md#agent-reports). The
 * overview is kept by the worker (member-data), so it reopens offline; the reports are not.
 */
const reportsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getTeamOverview: build.query<OverviewAnswer, DateRange>({
      query: (range) => ({ url: '/wps/agent/team/overview', params: { ...range }, authenticated: true }),
      transformResponse: (overview: TeamOverview, meta) => ({ ...overview, asOf: meta?.answerDate ?? null }),
      providesTags: ['AgentReports'],
    }),
    getTeamPnl: build.query<TeamPnl, DateRange & { subordinateName?: string }>({
      query: (params) => ({ url: '/wps/agent/team/pnl', params: { ...params }, authenticated: true }),
      providesTags: ['AgentReports'],
    }),
    getTeamBets: build.infiniteQuery<ReportPage<TeamBetRow, TeamBetFooter>, BetsQuery, number>({
      infiniteQueryOptions: pages,
      query: ({ queryArg, pageParam }) => ({
        url: '/wps/agent/team/bets',
        params: { ...queryArg, page: pageParam, size: REPORT_PAGE_SIZE },
        authenticated: true,
      }),
      providesTags: ['AgentReports'],
    }),
    getTeamTransactions: build.infiniteQuery<ReportPage<TeamTransactionRow, TeamTransactionFooter>, TransactionsQuery, number>({
      infiniteQueryOptions: pages,
      query: ({ queryArg, pageParam }) => ({
        url: '/wps/agent/team/transactions',
        params: { ...queryArg, page: pageParam, size: REPORT_PAGE_SIZE },
        authenticated: true,
      }),
      providesTags: ['AgentReports'],
    }),
    getInvitationIncome: build.infiniteQuery<ReportPage<InvitationIncomeRow, InvitationIncomeFooter>, DateRange, number>({
      infiniteQueryOptions: pages,
      query: ({ queryArg, pageParam }) => ({
        url: '/wps/agent/income/invitation',
        params: { ...queryArg, page: pageParam, size: REPORT_PAGE_SIZE },
        authenticated: true,
      }),
      providesTags: ['AgentReports'],
    }),
    getRebateIncome: build.infiniteQuery<ReportPage<RebateIncomeRow, RebateIncomeFooter>, RebateIncomeQuery, number>({
      infiniteQueryOptions: pages,
      query: ({ queryArg, pageParam }) => ({
        url: '/wps/agent/income/rebate',
        params: { ...queryArg, page: pageParam, size: REPORT_PAGE_SIZE },
        authenticated: true,
      }),
      providesTags: ['AgentReports'],
    }),
  }),
});

export const {
  useGetTeamOverviewQuery,
  useGetTeamPnlQuery,
  useGetTeamBetsInfiniteQuery,
  useGetTeamTransactionsInfiniteQuery,
  useGetInvitationIncomeInfiniteQuery,
  useGetRebateIncomeInfiniteQuery,
} = reportsApi;

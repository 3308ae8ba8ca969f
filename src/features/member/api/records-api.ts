import { gatewayApi } from '../../../lib/gateway/api';
import type { BetKind, LedgerKind, RecordFilter } from '../model/record-rows';

/** The gateway's record pages (gateway/README.md, member records). */
interface RecordPage<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  total: number;
  currencySymbol: string;
}

export interface BetRecord {
  id: string;
  kind: BetKind;
  gameId: number;
  gameName: string;
  vendor: string;
  vendorName: string;
  stake: number;
  win: number | null;
  net: number;
  balanceAfter: number;
  numbers: string | null;
  drawAt: number | null;
  createdAt: number;
}

export interface AccountRecord {
  id: number;
  kind: LedgerKind;
  amount: number;
  balanceAfter: number;
  reference: string;
  createdAt: number;
}

const RECORD_PAGE_SIZE = 20;

const nextPage = (lastPage: RecordPage<unknown>, _allPages: unknown, lastPageParam: number) =>
  lastPage.pageNum < lastPage.totalPages ? lastPageParam + 1 : undefined;

const recordsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getBetRecords: build.infiniteQuery<RecordPage<BetRecord>, RecordFilter<BetKind>, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ queryArg, pageParam }) => ({
        url: '/wps/member/records/bets',
        params: { kind: queryArg, pageNo: pageParam, pageSize: RECORD_PAGE_SIZE },
        authenticated: true,
      }),
      // Anything that moves the wallet adds a line here too.
      providesTags: ['Records', 'Wallet'],
    }),
    getAccountRecords: build.infiniteQuery<RecordPage<AccountRecord>, RecordFilter<LedgerKind>, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ queryArg, pageParam }) => ({
        url: '/wps/member/records/account',
        params: { kind: queryArg, pageNo: pageParam, pageSize: RECORD_PAGE_SIZE },
        authenticated: true,
      }),
      providesTags: ['Records', 'Wallet'],
    }),
  }),
});

export const { useGetBetRecordsInfiniteQuery, useGetAccountRecordsInfiniteQuery } = recordsApi;

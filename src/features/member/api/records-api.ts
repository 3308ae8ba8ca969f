import type { AccountRecordRow, BetKind, BetRecordRow, LedgerKind, RecordPage } from '@/contract/member-records';
import { gatewayApi } from '@/lib/gateway/api';

import type { RecordFilter } from '../model/record-rows';

export type { AccountRecordRow, BetRecordRow };

const RECORD_PAGE_SIZE = 20;

const nextPage = (lastPage: RecordPage<unknown>, _allPages: unknown, lastPageParam: number) =>
  lastPage.pageNum < lastPage.totalPages ? lastPageParam + 1 : undefined;

const recordsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getBetRecords: build.infiniteQuery<RecordPage<BetRecordRow>, RecordFilter<BetKind>, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ queryArg, pageParam }) => ({
        url: '/wps/member/records/bets',
        params: { kind: queryArg, pageNo: pageParam, pageSize: RECORD_PAGE_SIZE },
        authenticated: true,
      }),
      // Anything that moves the wallet adds a line here too.
      providesTags: ['Records', 'Wallet'],
    }),
    // `since`: the date range's start (epoch ms), left out for all time.
    getAccountRecords: build.infiniteQuery<RecordPage<AccountRecordRow>, { kind: RecordFilter<LedgerKind>; since?: number }, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ queryArg, pageParam }) => ({
        url: '/wps/member/records/account',
        params: {
          kind: queryArg.kind,
          ...(queryArg.since === undefined ? {} : { since: queryArg.since }),
          pageNo: pageParam,
          pageSize: RECORD_PAGE_SIZE,
        },
        authenticated: true,
      }),
      providesTags: ['Records', 'Wallet'],
    }),
  }),
});

export const { useGetBetRecordsInfiniteQuery, useGetAccountRecordsInfiniteQuery } = recordsApi;

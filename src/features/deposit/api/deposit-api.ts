import type { DepositBonus, DepositChannel, DepositChannels, DepositOrder, DepositOrderPage } from '@/contract/deposit';
import { gatewayApi } from '@/lib/gateway/api';

export type { DepositBonus, DepositChannel, DepositOrder };

const DEPOSIT_ORDERS_PAGE_SIZE = 10;

export interface PlaceDepositBody {
  channel: string;
  amount: number;
  bonus?: string;
  promoCode?: string;
}

const depositApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    // The language is part of the argument: channel instructions and names are the operator's
    // texts per language, so a language switch fetches them again.
    getDepositChannels: build.query<DepositChannels, { language: string }>({
      query: ({ language }) => ({ url: '/wps/deposit/channels', params: { language }, authenticated: true }),
      providesTags: ['Deposits'],
    }),
    getDepositOrders: build.infiniteQuery<DepositOrderPage, { language: string }, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => (lastPage.pageNum < lastPage.totalPages ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/wps/deposit/orders',
        params: { pageNo: pageParam, pageSize: DEPOSIT_ORDERS_PAGE_SIZE, language: queryArg.language },
        authenticated: true,
      }),
      providesTags: ['Deposits'],
    }),
    getDepositOrder: build.query<DepositOrder, { orderNo: string; language: string }>({
      query: ({ orderNo, language }) => ({
        url: `/wps/deposit/orders/${encodeURIComponent(orderNo)}`,
        params: { language },
        authenticated: true,
      }),
      providesTags: ['Deposits'],
    }),
    placeDeposit: build.mutation<DepositOrder, PlaceDepositBody>({
      query: (body) => ({ url: '/wps/deposit/orders', method: 'POST', body, authenticated: true }),
      invalidatesTags: ['Deposits'],
    }),
    cancelDeposit: build.mutation<DepositOrder, { orderNo: string }>({
      query: ({ orderNo }) => ({ url: `/wps/deposit/orders/${encodeURIComponent(orderNo)}/cancel`, method: 'POST', authenticated: true }),
      invalidatesTags: ['Deposits'],
    }),
    uploadDepositReceipt: build.mutation<DepositOrder, { orderNo: string; image: string }>({
      query: ({ orderNo, image }) => ({
        url: `/wps/deposit/orders/${encodeURIComponent(orderNo)}/receipt`,
        method: 'POST',
        body: { image },
        authenticated: true,
      }),
      invalidatesTags: ['Deposits'],
    }),
  }),
});

export const {
  useGetDepositChannelsQuery,
  useGetDepositOrdersInfiniteQuery,
  useGetDepositOrderQuery,
  usePlaceDepositMutation,
  useCancelDepositMutation,
  useUploadDepositReceiptMutation,
} = depositApi;

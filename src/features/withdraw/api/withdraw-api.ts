import type {
  AddCardBody,
  PaymentPasswordBody,
  PaymentPasswordState,
  PayoutCard,
  PayoutCards,
  PayoutMethod,
  RemoveCardBody,
  TurnoverRequirement,
  WithdrawBody,
  WithdrawInfo,
  WithdrawOrder,
  WithdrawOrderPage,
  WithdrawStatus,
} from '@/contract/withdraw';
import { gatewayApi } from '@/lib/gateway/api';

export type { PayoutCard, PayoutMethod, TurnoverRequirement, WithdrawInfo, WithdrawOrder, WithdrawStatus };

const WITHDRAW_ORDERS_PAGE_SIZE = 10;

/**
 * The money-out calls (docs/gateway-protocol.md#withdraw). Every read feeds `Wallet`: a card,
 * a password or an order changes what the withdraw form offers, and an order moves the balance
 * the header shows; an order also adds to the account record (`Records`).
 */
const withdrawApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getPayoutCards: build.query<PayoutCards, void>({
      query: () => ({ url: '/wps/withdraw/cards', authenticated: true }),
      providesTags: ['Wallet'],
    }),
    addPayoutCard: build.mutation<PayoutCards, AddCardBody>({
      query: (body) => ({ url: '/wps/withdraw/cards', method: 'POST', body, authenticated: true }),
      invalidatesTags: ['Wallet'],
    }),
    removePayoutCard: build.mutation<PayoutCards, RemoveCardBody>({
      query: (body) => ({ url: '/wps/withdraw/cards/remove', method: 'POST', body, authenticated: true }),
      invalidatesTags: ['Wallet'],
    }),
    setPaymentPassword: build.mutation<PaymentPasswordState, PaymentPasswordBody>({
      query: (body) => ({ url: '/wps/member/paymentPassword', method: 'POST', body, authenticated: true }),
      invalidatesTags: ['Wallet'],
    }),
    /**
     * The held-back bonuses are named by their promotions' titles in the language asked for, as the
     * reward centre's are (docs/product.md#withdraw): the language is part of the argument, so a
     * language switch fetches them again.
     */
    getWithdrawInfo: build.query<WithdrawInfo, { language: string }>({
      query: ({ language }) => ({ url: '/wps/withdraw/info', params: { language }, authenticated: true }),
      providesTags: ['Wallet'],
    }),
    getWithdrawOrders: build.infiniteQuery<WithdrawOrderPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => (lastPage.pageNum < lastPage.totalPages ? lastPageParam + 1 : undefined),
      },
      query: ({ pageParam }) => ({
        url: '/wps/withdraw/orders',
        params: { pageNo: pageParam, pageSize: WITHDRAW_ORDERS_PAGE_SIZE },
        authenticated: true,
      }),
      providesTags: ['Wallet'],
    }),
    placeWithdrawal: build.mutation<WithdrawOrder, WithdrawBody>({
      query: (body) => ({ url: '/wps/withdraw/orders', method: 'POST', body, authenticated: true }),
      invalidatesTags: ['Wallet', 'Records'],
    }),
  }),
});

export const {
  useGetPayoutCardsQuery,
  useAddPayoutCardMutation,
  useRemovePayoutCardMutation,
  useSetPaymentPasswordMutation,
  useGetWithdrawInfoQuery,
  useGetWithdrawOrdersInfiniteQuery,
  usePlaceWithdrawalMutation,
} = withdrawApi;

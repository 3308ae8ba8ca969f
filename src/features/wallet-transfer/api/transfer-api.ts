import type { RecallResult, TransferRequest, TransferWallets } from '@/contract/wallet-transfer';
import { gatewayApi } from '@/lib/gateway/api';

export type { TransferWallets };

const transferApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getTransferWallets: build.query<TransferWallets, void>({
      query: () => ({ url: '/wps/wallets/transfer', authenticated: true }),
      providesTags: ['Wallet'],
    }),
    // A transfer moves the header's total (vendor wallets count in it) and adds a ledger row.
    transfer: build.mutation<TransferWallets, TransferRequest>({
      query: (body) => ({ url: '/wps/wallets/transfer', method: 'POST', body, authenticated: true }),
      invalidatesTags: ['Wallet', 'Records'],
    }),
    recallAll: build.mutation<RecallResult, void>({
      query: () => ({ url: '/wps/wallets/transfer/recall', method: 'POST', body: {}, authenticated: true }),
      invalidatesTags: ['Wallet', 'Records'],
    }),
  }),
});

export const { useGetTransferWalletsQuery, useTransferMutation, useRecallAllMutation } = transferApi;

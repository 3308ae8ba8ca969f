import { gatewayApi } from '../gateway/api';

/** Member info (docs/product.md#entities), with the wallet figures the reference gateway adds. */
export interface MemberInfo {
  id: number | string;
  account: string;
  nickname: string;
  type: number;
  currency?: string;
  currencySymbol?: string;
  sumBalance?: number;
  /** The reference gateway's VIP level (1 Bronze … 6 Royal); null or absent when none. */
  vipLevel?: number | null;
  vipName?: string | null;
}

/** Wallet (docs/product.md#entities). */
interface Wallet {
  currency?: string;
  currencySymbol: string;
  sumBalance: number;
  /**
   * When the gateway gave this balance (its answer's `Date`, ms): offline it comes from the
   * worker's member cache and may be old, and the balance shows its age (BalanceAge).
   */
  asOf?: number | null;
}

const memberApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberInfo: build.query<MemberInfo, void>({
      query: () => ({ url: '/wps/member/info', authenticated: true }),
      providesTags: ['Member'],
    }),
    getWallet: build.query<Wallet, void>({
      query: () => ({ url: '/wps/wallets/gcs', authenticated: true }),
      transformResponse: (wallet: Wallet, meta) => ({ ...wallet, asOf: meta?.answerDate ?? null }),
      providesTags: ['Wallet'],
    }),
  }),
});

export const { useGetMemberInfoQuery, useGetWalletQuery } = memberApi;

/** Home header (docs/product.md#home): nickname, else account. */
export function displayName(member: Pick<MemberInfo, 'nickname' | 'account'>): string {
  return member.nickname.trim() || member.account;
}

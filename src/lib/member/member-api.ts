import { gatewayApi } from '../gateway/api';

/** SPEC §3 member info, with the wallet figures the reference gateway adds. */
export interface MemberInfo {
  id: number | string;
  account: string;
  nickname: string;
  type: number;
  currency?: string;
  currencySymbol?: string;
  sumBalance?: number;
}

export const memberApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberInfo: build.query<MemberInfo, void>({
      query: () => ({ url: '/wps/member/info', authenticated: true }),
      providesTags: ['Member'],
    }),
  }),
});

export const { useGetMemberInfoQuery } = memberApi;

/** SPEC §2 home header: nickname, else account. */
export function displayName(member: Pick<MemberInfo, 'nickname' | 'account'>): string {
  return member.nickname.trim() || member.account;
}

import type { MemberPnl } from '@/contract/member-pnl';
import type { DateRange } from '@/contract/report-range';
import { gatewayApi } from '@/lib/gateway/api';

export type { MemberPnl };

const pnlApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    // docs/gateway-protocol.md#profit-and-loss: not kept by the worker, like the records.
    getMemberPnl: build.query<MemberPnl, DateRange>({
      query: ({ startDate, endDate }) => ({ url: '/wps/relay/ODSFE2_MemPNL', params: { startDate, endDate }, authenticated: true }),
      // A bet moves the wallet and adds to the records; both change the result.
      providesTags: ['Records', 'Wallet'],
    }),
  }),
});

export const { useGetMemberPnlQuery } = pnlApi;

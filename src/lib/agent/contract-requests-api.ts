import { gatewayApi } from '../gateway/api';
import type { ContractRequests } from './pending-contracts';

/**
 * Contract request (docs/product.md#entities): which contracts wait for the member. Lives in lib
 * because both the alert after login (features/agent) and the member centre's contracts entry ask
 * it.
 */
const contractRequestsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    contractRequests: build.query<ContractRequests, string>({
      // Keyed by the session token so each login asks once.
      query: () => ({ url: '/wps/agent/contract/request', authenticated: true }),
      providesTags: ['Contracts'],
    }),
  }),
});

export const { useContractRequestsQuery } = contractRequestsApi;

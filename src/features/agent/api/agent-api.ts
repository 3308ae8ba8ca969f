import { gatewayApi } from '../../../lib/gateway/api';
import type { ContractRequests } from '../model/pending-contracts';

export const agentApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    contractRequests: build.query<ContractRequests, string>({
      // Keyed by the session token so each login asks once.
      query: () => ({ url: '/wps/agent/contract/request', authenticated: true }),
    }),
  }),
});

export const { useContractRequestsQuery } = agentApi;

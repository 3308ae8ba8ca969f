import type { AgentProfile } from '@/contract/agent-centre';
import { gatewayApi } from '@/lib/gateway/api';

import type { Contract, ContractDecision, ContractKind } from '../model/contract-terms';

const agentApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /** The agent centre's hub: who the agent is and its team's size (docs/gateway-protocol.md#agent-centre). */
    getAgentProfile: build.query<AgentProfile, void>({
      query: () => ({ url: '/wps/agent/profile', authenticated: true }),
      providesTags: ['AgentTeam'],
    }),
    /** The pending contract of a kind, else the last answered one, else null. */
    getContract: build.query<Contract | null, ContractKind>({
      query: (kind) => ({ url: '/wps/agent/contract', params: { kind }, authenticated: true }),
      providesTags: ['Contracts'],
    }),
    answerContract: build.mutation<Contract, { id: number; decision: ContractDecision }>({
      query: (body) => ({ url: '/wps/agent/contract/answer', method: 'POST', body, authenticated: true }),
      invalidatesTags: ['Contracts'],
    }),
  }),
});

export const { useGetAgentProfileQuery, useGetContractQuery, useAnswerContractMutation } = agentApi;

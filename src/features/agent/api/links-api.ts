import type {
  AffiliateLink,
  AffiliateLinks,
  AgentAnnouncements,
  AgentContracts,
  ContractEndRequest,
  ContractHistory,
  ContractOffer,
  LinkRegistrations,
  NewAffiliateLink,
  OfferedContract,
} from '@/contract/agent-links';
import { gatewayApi } from '@/lib/gateway/api';

/**
 * The agent centre's invitation links, contracts offered to downlines and agent announcements
 * (docs/gateway-protocol.md#agent-centre).
 */
const linksApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getLinks: build.query<AffiliateLinks, void>({
      query: () => ({ url: '/wps/agent/affiliateUrls', authenticated: true }),
      providesTags: ['AgentTeam'],
    }),
    createLink: build.mutation<AffiliateLink, NewAffiliateLink>({
      query: (body) => ({ url: '/wps/agent/affiliateUrl', method: 'POST', body, authenticated: true }),
      invalidatesTags: ['AgentTeam'],
    }),
    deleteLink: build.mutation<boolean, number>({
      query: (id) => ({ url: '/wps/agent/affiliateUrl/delete', method: 'POST', body: { id }, authenticated: true }),
      invalidatesTags: ['AgentTeam'],
    }),
    getLinkRegistrations: build.query<LinkRegistrations, number>({
      query: (id) => ({ url: '/wps/agent/registeredAffiliates', params: { affiUrlId: String(id) }, authenticated: true }),
      providesTags: ['AgentTeam'],
    }),
    getAgentContracts: build.query<AgentContracts, void>({
      query: () => ({ url: '/wps/agent/contracts', authenticated: true }),
      providesTags: ['Contracts'],
    }),
    getContractHistory: build.query<ContractHistory, number>({
      query: (id) => ({ url: '/wps/agent/contracts/history', params: { id: String(id) }, authenticated: true }),
      providesTags: ['Contracts'],
    }),
    offerContract: build.mutation<OfferedContract, ContractOffer>({
      query: (body) => ({ url: '/wps/agent/contracts/offer', method: 'POST', body, authenticated: true }),
      invalidatesTags: ['Contracts'],
    }),
    /** The upline asks to end an accepted contract it offered; the downline is asked to agree. */
    requestContractEnd: build.mutation<OfferedContract, ContractEndRequest>({
      query: (body) => ({ url: '/wps/agent/contracts/end', method: 'POST', body, authenticated: true }),
      invalidatesTags: ['Contracts'],
    }),
    getAgentAnnouncements: build.query<AgentAnnouncements, string>({
      query: (language) => ({ url: '/wps/agent/announcements', params: { language }, authenticated: true }),
      providesTags: ['Announcements'],
    }),
    markAgentAnnouncementRead: build.mutation<boolean, number>({
      query: (announcementId) => ({ url: '/wps/agent/announcements/read', method: 'POST', body: { announcementId }, authenticated: true }),
      invalidatesTags: ['Announcements'],
    }),
  }),
});

export const {
  useGetLinksQuery,
  useCreateLinkMutation,
  useDeleteLinkMutation,
  useGetLinkRegistrationsQuery,
  useGetAgentContractsQuery,
  useGetContractHistoryQuery,
  useOfferContractMutation,
  useRequestContractEndMutation,
  useGetAgentAnnouncementsQuery,
  useMarkAgentAnnouncementReadMutation,
} = linksApi;

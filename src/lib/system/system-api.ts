import { gatewayApi } from '../gateway/api';
import type { GatewayError } from '../gateway/gateway-error';
import type { DomainRoute } from './domain-route';
import type { ConsolidatedSettings } from './operator-settings';
import type { SystemStatusPayload } from './system-status';

const systemApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getSystemStatus: build.query<SystemStatusPayload, void>({
      query: () => ({ url: '/wps/system/status' }),
      providesTags: ['SystemStatus'],
    }),
    // The platform's white-label tree is asked for beside the consolidated settings, never before
    // them, and the two answers make one settings entry (docs/gateway-protocol.md#system).
    getConsolidatedSettings: build.query<ConsolidatedSettings, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        // The merge loads with the answers: the settings are asked for after the first paint, and
        // its code would otherwise be part of every page's first load.
        const [consolidated, whitelabel, { operatorSettings }] = await Promise.all([
          baseQuery({ url: '/wps/system/settings/consolidated' }),
          baseQuery({ url: '/wps/system/whitelabel' }),
          import('./operator-settings'),
        ]);
        return operatorSettings<GatewayError>(consolidated, whitelabel);
      },
      providesTags: ['Settings'],
    }),
    getDomainRoute: build.query<DomainRoute, void>({
      query: () => ({ url: '/wps/system/domainRoute' }),
      providesTags: ['SystemStatus'],
    }),
  }),
});

export const { useGetSystemStatusQuery, useGetConsolidatedSettingsQuery, useGetDomainRouteQuery } = systemApi;

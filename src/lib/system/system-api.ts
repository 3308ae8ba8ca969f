import { gatewayApi } from '../gateway/api';
import type { SystemStatusPayload } from './system-status';

/** `/wps/system/settings/consolidated`: the operator's switches, links and options in one answer. */
interface ConsolidatedSettings {
  switches: Record<string, boolean>;
  links: Record<string, string>;
  appWindow: boolean;
  promotions: Record<string, { enabled: boolean }>;
  currency: { code: string; symbol: string };
  languages?: string[];
}

const systemApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getSystemStatus: build.query<SystemStatusPayload, void>({
      query: () => ({ url: '/wps/system/status' }),
      providesTags: ['SystemStatus'],
    }),
    getConsolidatedSettings: build.query<ConsolidatedSettings, void>({
      query: () => ({ url: '/wps/system/settings/consolidated' }),
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSystemStatusQuery, useGetConsolidatedSettingsQuery } = systemApi;

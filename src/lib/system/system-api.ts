import { gatewayApi } from '../gateway/api';
import type { SystemStatusPayload } from './system-status';

export const systemApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getSystemStatus: build.query<SystemStatusPayload, void>({
      query: () => ({ url: '/wps/system/status' }),
      providesTags: ['SystemStatus'],
    }),
  }),
});

export const { useGetSystemStatusQuery } = systemApi;

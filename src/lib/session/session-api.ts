import { gatewayApi } from '../gateway/api';

export const sessionApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/wps/session/logout', method: 'DELETE', authenticated: true }),
    }),
  }),
});

import type { SessionRenewal } from '@/contract/session';

import { gatewayApi } from '../gateway/api';

/** `POST /wps/session/renew` (docs/gateway-protocol.md#session-renewal). */
const renewalApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    renewSession: build.mutation<SessionRenewal, void>({
      query: () => ({ url: '/wps/session/renew', method: 'POST', authenticated: true }),
    }),
  }),
});

export const { renewSession } = renewalApi.endpoints;

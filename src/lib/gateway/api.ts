import { createApi } from '@reduxjs/toolkit/query/react';

import { gatewayBaseQuery } from './base-query';
import { GATEWAY_TAGS } from './tags';

/**
 * The one RTK Query API. Features add their endpoints with `injectEndpoints` in their own api/
 * folder; every tag type is declared in tags.ts so invalidation can cross features.
 */
export const gatewayApi = createApi({
  reducerPath: 'gateway',
  baseQuery: gatewayBaseQuery,
  tagTypes: GATEWAY_TAGS,
  // The service worker keeps API data for offline use; in memory a minute is plenty.
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});

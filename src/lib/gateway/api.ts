import { createApi } from '@reduxjs/toolkit/query/react';
import { gatewayBaseQuery } from './base-query';

/**
 * The one RTK Query API. Features add their endpoints with `injectEndpoints` in their own api/
 * folder; every tag type is declared here so invalidation can cross features.
 */
export const gatewayApi = createApi({
  reducerPath: 'gateway',
  baseQuery: gatewayBaseQuery,
  tagTypes: ['SystemStatus', 'Settings', 'Member', 'Wallet', 'Vendors', 'Games', 'Favourites', 'Announcements', 'Messages', 'Records', 'Contracts', 'Promotions', 'Deposits'],
  // The service worker keeps API data for offline use; in memory a minute is plenty.
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});

import { onCacheUpdated } from '../pwa/worker-messages';
import { gatewayApi } from './api';
import { cachedEndpointFor } from './cached-endpoints';
import type { GatewayTag } from './tags';

/** The tags a changed answer of this URL feeds (cached-endpoints.ts), none for a URL not in the table. */
export function tagsForUpdatedUrl(url: string): readonly GatewayTag[] {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    return [];
  }
  return cachedEndpointFor(pathname)?.tags ?? [];
}

/**
 * The worker answers from its cache at once and revalidates behind; when the network brought
 * different data it says so, and the matching queries refetch (from the now fresh cache)
 * without a reload.
 */
export function refetchOnFreshData(dispatch: (action: ReturnType<typeof gatewayApi.util.invalidateTags>) => unknown) {
  return onCacheUpdated(({ url }) => {
    const tags = tagsForUpdatedUrl(url);
    if (tags.length > 0) dispatch(gatewayApi.util.invalidateTags([...tags]));
  });
}

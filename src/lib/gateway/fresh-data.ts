import { onCacheUpdated } from '../pwa/worker-messages';
import { gatewayApi } from './api';

type TagType = Parameters<typeof gatewayApi.util.invalidateTags>[0][number];

/** Which cached data each gateway path feeds; a changed answer refetches those tags. */
const TAGS_BY_PATH: Readonly<Record<string, readonly TagType[]>> = {
  '/wps/system/status': ['SystemStatus'],
  '/wps/v2/system/status': ['SystemStatus'],
  '/wps/relay/GCSGAME_getVassGameType': ['Vendors'],
  '/wps/system/whitelabel': ['Settings'],
  '/wps/system/setting/register': ['Settings'],
  '/wps/system/settings/consolidated': ['Settings'],
  '/wps/system/country': ['Settings'],
  '/wps/relay/GCSGAME_gameList': ['Games'],
  '/wps/games/hot': ['Games'],
  '/lgw/games/mobile': ['Games'],
  '/lgw/games/popular': ['Games'],
  '/wps/announcements': ['Announcements'],
};

export function tagsForUpdatedUrl(url: string): readonly TagType[] {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    return [];
  }
  return TAGS_BY_PATH[pathname] ?? [];
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

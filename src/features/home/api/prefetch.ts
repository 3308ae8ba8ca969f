import { announcementsApi } from '@/lib/content/announcements-api';
import type { GatewayDispatch, PagePrefetch } from '@/lib/gateway/prefetch';
import { currentLanguageCode } from '@/lib/i18n/i18n';

import { homeAnnouncementArgs } from './home-announcements';

/**
 * Home: the top's banners, notices and popups, sent by start-up beside the catalog and the page's
 * code. The first banner is what a first visit waits for longest; with its answer in the store,
 * the page's frame draws it before the home content's code has arrived (HomePage's TopFrame).
 */
export const prefetchHome: PagePrefetch = (dispatch) =>
  dispatch(announcementsApi.endpoints.getAnnouncements.initiate(homeAnnouncementArgs(currentLanguageCode(), false), { subscribe: false }));

/** The first home banner in the start-up answer, once it is there. */
export const selectFirstHomeBanner = (language: string) => {
  const select = announcementsApi.endpoints.getAnnouncements.select(homeAnnouncementArgs(language, false));
  return (state: Parameters<typeof select>[0]) => select(state).data?.banners[0];
};

/**
 * The home content's own data (the winners board, the lobby's categories, the app download links),
 * asked for as soon as the first page has painted, while the content's code is still on its way.
 * Asked for by the content's first render instead, each answer arrived after it and re-rendered
 * the page once more, and each new query re-rendered its subscribers at once as it started.
 */
export function prefetchHomeContent(dispatch: GatewayDispatch, language: string): void {
  void import('@/lib/content/winners-api').then(({ winnersApi }) =>
    dispatch(winnersApi.endpoints.getWinners.initiate({ language }, { subscribe: false })),
  );
  void import('@/lib/lobby/lobby-api').then(({ lobbyApi }) =>
    dispatch(lobbyApi.endpoints.getVendorGameTypes.initiate({ language }, { subscribe: false })),
  );
  void import('./links-api').then(({ linksApi }) =>
    dispatch(linksApi.endpoints.getAppDownloadLinks.initiate(undefined, { subscribe: false })),
  );
}

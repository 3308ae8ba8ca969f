import { announcementsApi } from '../../../lib/content/announcements-api';
import type { PagePrefetch } from '../../../lib/gateway/prefetch';
import { currentLanguageCode } from '../../../lib/i18n/i18n';
import { homeAnnouncementArgs } from './content-api';

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

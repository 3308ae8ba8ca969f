import { CONTENT_TYPES, LIMITS } from '../../../config/constants';
import { gatewayApi } from '../../../lib/gateway/api';
import type { WinnerEntry } from '../model/winners';

export interface WinnersAnswer {
  list: (WinnerEntry & { vo?: WinnerEntry['vo'] & { currencySymbol?: string | null } })[];
}

const HOME_ANNOUNCEMENT_TYPES = [CONTENT_TYPES.banner, CONTENT_TYPES.player, CONTENT_TYPES.popup].join(',');
const HOME_BANNER_GROUP = 'm_home';

/**
 * The home top's one call (banners, notices, popups). Start-up sends it as a visitor (the stored
 * session is read back after the first paint) and the top's first render asks the same, so both
 * share one answer; a member's read flags follow once the session is back.
 */
export function homeAnnouncementArgs(language: string, withSession: boolean) {
  return { types: HOME_ANNOUNCEMENT_TYPES, groupName: HOME_BANNER_GROUP, language, withSession };
}
/** docs/product.md#home: the alternate home's feature carousels, each its own banner group. */
export const NEWS_BANNER_GROUP = 'm_news';
export const PARTNER_BANNER_GROUP = 'm_partners';

export const contentApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getWinners: build.query<WinnersAnswer, { language: string }>({
      query: ({ language }) => ({ url: '/wps/winners', params: { gameCategory: 'ALL', limitNum: LIMITS.winnerLimit, language } }),
      providesTags: ['Winners'],
    }),
  }),
});

export const { useGetWinnersQuery } = contentApi;

import { CONTENT_TYPES, LIMITS } from '../../../config/constants';
import { gatewayConfig } from '../../../config/gateway';
import { gatewayApi } from '../../../lib/gateway/api';
import type { WinnerEntry } from '../model/winners';

/** SPEC §3 banner, as the gateway's content module answers it. */
export interface Banner {
  id: number;
  title?: string;
  url: string;
  linkage?: { type?: string; target?: string } | null;
  groupName?: string;
}

/** Player notices (PL), popups (PU) and promotions (PR) share one shape. */
export interface AnnouncementItem {
  id: number;
  title: string;
  content?: string;
  execution?: string | null;
  promotionType?: string | null;
  read?: boolean;
}

export interface Announcements {
  banners: Banner[];
  player: AnnouncementItem[];
  popup: AnnouncementItem[];
  promotion: AnnouncementItem[];
}

export interface AnnouncementsArgs {
  /** Content types, comma separated (SPEC §7: B,PL,PU on the home page). */
  types: string;
  groupName: string;
  language: string;
  /** Send the session (read flags, member popups) only when one exists. */
  withSession: boolean;
}

export interface WinnersAnswer {
  list: (WinnerEntry & { vo?: WinnerEntry['vo'] & { currencySymbol?: string | null } })[];
}

export interface HotGame {
  id: number | string;
  gameType?: string;
  gameName?: string;
  iconUrl?: string;
}

/** SPEC §7: mark-read is throttled to 150 ms. */
export const MARK_READ_THROTTLE_MS = 150;

/**
 * Spaces calls at least `intervalMs` apart: each caller waits for its turn instead of being
 * dropped, so every tap still reaches the gateway, just never in a burst.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let nextSlot = 0;
  return function waitForTurn(): number {
    const current = now();
    const wait = Math.max(0, nextSlot - current);
    nextSlot = current + wait + intervalMs;
    return wait;
  };
}

const markReadTurn = createThrottle(MARK_READ_THROTTLE_MS);

export const HOME_ANNOUNCEMENT_TYPES = [CONTENT_TYPES.banner, CONTENT_TYPES.player, CONTENT_TYPES.popup].join(',');
export const HOME_BANNER_GROUP = 'm_home';
/** SPEC §2: the alternate home's feature carousels, each its own banner group. */
export const NEWS_BANNER_GROUP = 'm_news';
export const PARTNER_BANNER_GROUP = 'm_partners';

export const contentApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<Announcements, AnnouncementsArgs>({
      query: ({ types, groupName, language, withSession }) => ({
        url: '/wps/announcements',
        params: { types, groupName, platform: 'M', language },
        authenticated: withSession,
      }),
      providesTags: ['Announcements'],
    }),
    markAnnouncementRead: build.mutation<boolean, { announcementId: number }>({
      async queryFn({ announcementId }, _api, _extraOptions, baseQuery) {
        const wait = markReadTurn();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const result = await baseQuery({
          url: '/wps/announcements/read',
          method: 'POST',
          body: { announcementId, read: true },
          authenticated: true,
        });
        return result.error ? { error: result.error } : { data: result.data === true };
      },
      invalidatesTags: ['Announcements'],
    }),
    getWinners: build.query<WinnersAnswer, { language: string }>({
      query: ({ language }) => ({ url: '/wps/winners', params: { gameCategory: 'ALL', limitNum: LIMITS.winnerLimit, language } }),
    }),
    getHotGames: build.query<{ list: HotGame[] }, { language: string }>({
      query: ({ language }) => ({
        url: '/wps/games/hot',
        params: { merchantCode: gatewayConfig.merchantCode, isPlatform: 2, language, platform: 'html5' },
      }),
      providesTags: ['Games'],
    }),
  }),
});

export const { useGetAnnouncementsQuery, useMarkAnnouncementReadMutation, useGetWinnersQuery, useGetHotGamesQuery } = contentApi;

import { gatewayApi } from '../gateway/api';
import { createThrottle, takeTurn } from '../gateway/throttle';
import { type AnnouncementsArgs, announcementsRequest } from './announcements-request';

/**
 * Announcements (docs/gateway-protocol.md#content; the "Announcements" and "Mark announcement read"
 * calls in docs/gateway-protocol.md#calls): the home page reads banners, notices and popups, the
 * announcement page the player notices with their read flags, and the unread counters count those
 * flags.
 */

/** Banner (docs/product.md#entities), as the gateway's content module answers it. */
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
  createdAt?: number;
}

export interface Announcements {
  banners: Banner[];
  player: AnnouncementItem[];
  popup: AnnouncementItem[];
  promotion: AnnouncementItem[];
}

/** docs/gateway-protocol.md#calls: mark-read is throttled to 150 ms. */
const MARK_READ_THROTTLE_MS = 150;

const markReadTurn = createThrottle(MARK_READ_THROTTLE_MS);

export const announcementsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<Announcements, AnnouncementsArgs>({
      query: announcementsRequest,
      providesTags: ['Announcements'],
    }),
    markAnnouncementRead: build.mutation<boolean, { announcementId: number }>({
      async queryFn({ announcementId }, _api, _extraOptions, baseQuery) {
        await takeTurn(markReadTurn);
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
  }),
});

export const { useGetAnnouncementsQuery, useMarkAnnouncementReadMutation } = announcementsApi;

import { CONTENT_TYPES } from '../../config/constants';
import { useGetAnnouncementsQuery } from '../content/announcements-api';
import type { AnnouncementsArgs } from '../content/announcements-request';
import { useLanguageCode } from '../i18n/use-language';
import { selectSession } from '../session/session-slice';
import { useAppSelector } from '../store/hooks';
import { useGetConsolidatedSettingsQuery } from '../system/system-api';
import { useGetChatUnreadQuery, useGetInboxUnreadQuery } from './messages-api';
import { type ApplicableCounters, applicableCounters, unreadAnnouncements, type UnreadCounts, unreadCounts } from './unread';

/** The announcement page's list (player notices), shared with the counter through the cache. */
export function noticeArgs(language: string, withSession: boolean): AnnouncementsArgs {
  return { types: CONTENT_TYPES.player, language, withSession };
}

/** Which counters apply to the current session and operator switches (docs/product.md#roles). */
function useApplicableCounters(): ApplicableCounters {
  const session = useAppSelector(selectSession);
  const settings = useGetConsolidatedSettingsQuery();
  return applicableCounters({ loggedIn: session !== null, customerType: session?.type, chatOn: settings.data?.switches.CBS3 === true });
}

/**
 * Unread counters for the badges (docs/product.md#entities): announcements, chat and inbox, and
 * their sum. Fetched only for a session, again when the window regains focus, and after reading a
 * notice or a message (those mutations invalidate the lists these counts come from). A failing
 * count reads 0: a badge never raises an error of its own.
 */
export function useUnreadCounts(): UnreadCounts {
  const language = useLanguageCode();
  const applies = useApplicableCounters();
  const focus = { refetchOnFocus: true } as const;
  const notices = useGetAnnouncementsQuery(noticeArgs(language, true), { ...focus, skip: !applies.announcements });
  const inbox = useGetInboxUnreadQuery(undefined, { ...focus, skip: !applies.inbox });
  const chat = useGetChatUnreadQuery(undefined, { ...focus, skip: !applies.chat });
  return unreadCounts(
    {
      announcements: unreadAnnouncements(notices.data?.player),
      chat: chat.isError ? 0 : chat.data?.unReadCount,
      inbox: inbox.isError ? 0 : inbox.data?.unReadCount,
    },
    applies,
  );
}

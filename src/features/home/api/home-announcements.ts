import { CONTENT_TYPES } from '@/config/constants';
import type { AnnouncementsArgs } from '@/lib/content/announcements-request';

const HOME_ANNOUNCEMENT_TYPES = [CONTENT_TYPES.banner, CONTENT_TYPES.player, CONTENT_TYPES.popup].join(',');
const HOME_BANNER_GROUP = 'm_home';

/**
 * The home top's one call (banners, notices, popups). Start-up sends it as a visitor, before the
 * app's code has arrived (src/early-data.ts), and a visitor's first render asks the same, so all
 * share one answer; a member's top asks again with the session, for their read flags and popups.
 */
export function homeAnnouncementArgs(language: string, withSession: boolean): AnnouncementsArgs {
  return { types: HOME_ANNOUNCEMENT_TYPES, groupName: HOME_BANNER_GROUP, language, withSession };
}

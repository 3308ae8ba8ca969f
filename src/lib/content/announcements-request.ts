import type { GatewayRequest } from '../gateway/request';

export interface AnnouncementsArgs {
  /** Content types, comma separated (docs/gateway-protocol.md#calls: B,PL,PU on the home page). */
  types: string;
  /** Filters banners only; leave it out when no banners are asked for. */
  groupName?: string;
  language: string;
  /** Send the session (read flags, member popups) only when one exists. */
  withSession: boolean;
}

/**
 * The announcements call (docs/gateway-protocol.md#calls), apart from the query that caches it so
 * start-up can send the home page's before the app's code has arrived (src/early-data.ts).
 */
export function announcementsRequest({ types, groupName, language, withSession }: AnnouncementsArgs): GatewayRequest {
  return {
    url: '/wps/announcements',
    params: { types, groupName, platform: 'M', language },
    authenticated: withSession,
  };
}

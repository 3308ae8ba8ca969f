import { LIMITS } from '@/config/constants';
import { PATHS } from '@/config/paths';

import { ENTRANCE_MENU_PARAM } from './categories';

/**
 * The query parameters the screens that launch games read back (game list: gameType, type,
 * vassalage; slots centre: vassalage, list; game centre: gameCategory; entrance: menu). Anything
 * else in the address (campaign tags, click ids, a referrer's parameters) means nothing to the
 * page the player returns to.
 */
const LAUNCH_PAGE_PARAMS: ReadonlySet<string> = new Set(['gameType', 'type', 'vassalage', 'list', 'gameCategory', ENTRANCE_MENU_PARAM]);

/**
 * What the gateway accepts as a backUrl: one leading "/" (not "//"), then printable ASCII
 * without backslash or space (gateway README "Launching a game").
 */
const SAME_SITE_PATH = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/;

/**
 * The backUrl a launch sends: the page's path with only the app's own query parameters, in their
 * order, as many as fit in the gateway's limit. A launch must never be refused over where to come
 * back to, so a path that cannot be sent as it is comes back to home instead.
 */
export function launchBackUrl(location: { pathname: string; search: string }, maxLength: number = LIMITS.backUrlMaxLength): string {
  const path = location.pathname;
  if (!SAME_SITE_PATH.test(path) || path.length > maxLength) return PATHS.home;
  let url = path;
  for (const [name, value] of new URLSearchParams(location.search)) {
    if (!LAUNCH_PAGE_PARAMS.has(name) || value === '') continue;
    const candidate = `${url}${url === path ? '?' : '&'}${new URLSearchParams([[name, value]]).toString()}`;
    // A parameter that does not fit is left out; a shorter one after it may still fit.
    if (candidate.length <= maxLength) url = candidate;
  }
  return url;
}

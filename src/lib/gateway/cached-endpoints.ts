import { RUNTIME_CACHE } from '../pwa/protocol';
import type { GatewayTag } from './tags';

type VisitorCache = typeof RUNTIME_CACHE.status | typeof RUNTIME_CACHE.lobbyConfig | typeof RUNTIME_CACHE.lobbyData;

/** One gateway read the service worker keeps for offline use, and what a changed answer refreshes. */
export interface CachedEndpoint {
  /** The exact path (the query string may vary: each one is its own cache entry). */
  path: string;
  /** The worker's cache for a request without a token; null when only a session's request is kept. */
  visitorCache: VisitorCache | null;
  /**
   * Whether a request carrying the member's token is kept too, in member-data (network first,
   * emptied at logout). Any other request with a token is never cached.
   */
  member: boolean;
  /** The RTK Query tags the answer feeds: when the worker's revalidation brings a change, they refetch. */
  tags: readonly GatewayTag[];
}

const STATUS = RUNTIME_CACHE.status;
const CONFIG = RUNTIME_CACHE.lobbyConfig;
const DATA = RUNTIME_CACHE.lobbyData;

/**
 * The one table of cached gateway reads, used by both sides: the worker decides from it which
 * cache a request goes to (sw/request-rules.ts), the app which queries refetch when the worker
 * reports a changed answer (fresh-data.ts). A query whose path is here must provide these tags
 * (cached-endpoints.test.ts checks the app's endpoints against the table).
 *
 * - status: the app reads it on every start, so it must open offline (old and new path);
 * - lobby config: what a lobby needs to draw itself once seen (vendor game types, lottery lists,
 *   templates and the operator's switches, register rules, countries);
 * - lobby data: what a lobby shows once seen (the game-list pages opened, hot games, the banners
 *   and announcements, the winner board); a member's copies go to member-data;
 * - a member's own lobby lists (favourites, recent games): only ever asked for with a token;
 * - the member's balance (wallets/gcs), so offline the header and the member centre show the last
 *   one known with its age instead of nothing (member-data: network first, emptied at logout).
 */
export const CACHED_ENDPOINTS: readonly CachedEndpoint[] = [
  { path: '/wps/system/status', visitorCache: STATUS, member: false, tags: ['SystemStatus'] },
  { path: '/wps/v2/system/status', visitorCache: STATUS, member: false, tags: ['SystemStatus'] },
  { path: '/wps/system/domainRoute', visitorCache: STATUS, member: false, tags: ['SystemStatus'] },
  { path: '/wps/relay/GCSGAME_getVassGameType', visitorCache: CONFIG, member: false, tags: ['Vendors'] },
  { path: '/lgw/games/mobile', visitorCache: CONFIG, member: false, tags: ['Games'] },
  { path: '/lgw/games/popular', visitorCache: CONFIG, member: false, tags: ['Games'] },
  { path: '/wps/system/template', visitorCache: CONFIG, member: false, tags: ['Settings'] },
  { path: '/wps/system/whitelabel', visitorCache: CONFIG, member: false, tags: ['Settings'] },
  { path: '/wps/system/setting/register', visitorCache: CONFIG, member: false, tags: ['Settings'] },
  { path: '/wps/system/settings/consolidated', visitorCache: CONFIG, member: false, tags: ['Settings'] },
  { path: '/wps/system/country', visitorCache: CONFIG, member: false, tags: ['Settings'] },
  { path: '/wps/relay/GCSGAME_gameList', visitorCache: DATA, member: true, tags: ['Games'] },
  { path: '/wps/games/hot', visitorCache: DATA, member: true, tags: ['Games'] },
  { path: '/wps/announcements', visitorCache: DATA, member: true, tags: ['Announcements'] },
  { path: '/wps/winners', visitorCache: DATA, member: true, tags: ['Winners'] },
  { path: '/wps/game/favourites', visitorCache: null, member: true, tags: ['Favourites'] },
  { path: '/wps/game/recent', visitorCache: null, member: true, tags: ['Favourites'] },
  { path: '/wps/wallets/gcs', visitorCache: null, member: true, tags: ['Wallet'] },
  // The money-out screens show the last data seen offline, read-only (docs/product.md#withdraw).
  { path: '/wps/withdraw/info', visitorCache: null, member: true, tags: ['Wallet'] },
  { path: '/wps/withdraw/cards', visitorCache: null, member: true, tags: ['Wallet'] },
  { path: '/wps/withdraw/orders', visitorCache: null, member: true, tags: ['Wallet'] },
  // The agent's team list reopens offline with the last answer, read-only (docs/product.md#team).
  { path: '/wps/relay/ODSFE2_getSubordinatev2', visitorCache: null, member: true, tags: ['AgentTeam'] },
  // The agent's overview reopens offline with the last answer and its age (docs/product.md#team-overview).
  { path: '/wps/agent/team/overview', visitorCache: null, member: true, tags: ['AgentReports'] },
];

/** The table's entry for a request path, if the worker keeps it. */
export function cachedEndpointFor(pathname: string): CachedEndpoint | undefined {
  return CACHED_ENDPOINTS.find((endpoint) => endpoint.path === pathname);
}

import { PATHS } from '@/config/paths';

/** The login page's query parameter naming the page to return to once logged in. */
export const LOGIN_RETURN_PARAM = 'from';

/** Every route of the app is under this prefix (docs/product.md#route-table). */
const APP_PREFIX = '/m/';

/** Pages a login never returns to: the login flow itself, where a return would go round in a circle. */
const NO_RETURN_PATHS: ReadonlySet<string> = new Set<string>([
  PATHS.login,
  PATHS.agentLogin,
  PATHS.register,
  PATHS.registerHtml,
  PATHS.forget,
  PATHS.changePassword,
]);

/** Home, where a login goes anyway: returned to only with a query (a lobby panel the player chose). */
const HOME_PATHS: ReadonlySet<string> = new Set<string>([PATHS.home, ...PATHS.homeAliases]);

/** Longer than any address the app builds; anything longer is not one of its pages. */
const MAX_RETURN_LENGTH = 1000;

/** Parsing against a base that is nobody's origin tells a path from an address of another site. */
const PARSE_BASE = 'https://app.invalid';

/** Paths the app builds are percent-encoded: printable ASCII only. */
const NOT_PRINTABLE_ASCII = /[^\x20-\x7E]/;

/**
 * The in-app path a `from` value names, or null when there is none to return to. The value
 * arrives in a URL anyone can craft, so only a page of this app is followed: one leading slash
 * under /m/ (never `//` or a backslash, which browsers read as another host), no scheme,
 * printable ASCII only, and nothing that resolves (`..`, encoded or not) outside /m/.
 */
export function returnPathFrom(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > MAX_RETURN_LENGTH) return null;
  if (!value.startsWith(APP_PREFIX) || value.includes('\\') || NOT_PRINTABLE_ASCII.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE || !url.pathname.startsWith(APP_PREFIX) || NO_RETURN_PATHS.has(url.pathname)) return null;
  if (HOME_PATHS.has(url.pathname) && url.search === '') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the player is: a path, or a location (react-router's or the window's). */
export type LoginOrigin = string | { pathname: string; search?: string; hash?: string };

function pathOf(origin: LoginOrigin): string {
  return typeof origin === 'string' ? origin : `${origin.pathname}${origin.search ?? ''}${origin.hash ?? ''}`;
}

/**
 * /m/login, bringing the player back to `from` once logged in (when it is a page a login may
 * return to). Slashes may stand in a query value, so they stay readable: /m/login?from=/m/webEmail.
 */
export function loginPath(from?: LoginOrigin, login: string = PATHS.login): string {
  const path = from === undefined ? null : returnPathFrom(pathOf(from));
  if (path === null) return login;
  return `${login}?${LOGIN_RETURN_PARAM}=${encodeURIComponent(path).replace(/%2F/g, '/')}`;
}

/** The agency login, bringing the agent back to the agent page that sent it (docs/product.md#agent-login). */
export function agentLoginPath(from?: LoginOrigin): string {
  return loginPath(from, PATHS.agentLogin);
}

/** Why a page sent the player to log in, which the login page says above its form. */
export type LoginReason = 'messages' | 'deposit' | 'inviteFriends' | 'rewards' | 'account' | 'contracts' | 'play' | 'continue';

const REASON_BY_PATH: ReadonlyMap<string, LoginReason> = new Map<string, LoginReason>([
  [PATHS.message, 'messages'],
  [PATHS.notice, 'messages'],
  [PATHS.webEmail, 'messages'],
  [PATHS.voucherCenter, 'deposit'],
  [PATHS.inviteFriends, 'inviteFriends'],
  [PATHS.rewardCenter, 'rewards'],
  [PATHS.memberHome, 'account'],
  ...[PATHS.bettingRecord, ...PATHS.bettingRecordAliases, PATHS.accountRecord, ...PATHS.accountRecordAliases, PATHS.profitAndLoss].map(
    (path): [string, LoginReason] => [path, 'account'],
  ),
  [PATHS.salaryContract, 'contracts'],
  [PATHS.dividendContract, 'contracts'],
  [PATHS.hourContract, 'contracts'],
  [PATHS.home, 'play'],
  [PATHS.gameCenter, 'play'],
  [PATHS.slotsCenter, 'play'],
  [PATHS.gameList, 'play'],
  [PATHS.game, 'play'],
  [PATHS.lottery, 'play'],
  [PATHS.startLottery, 'play'],
  [PATHS.launchGame, 'play'],
]);

/** The lottery frame's route has parameters in its path (PATHS.lottoFrame). */
const LOTTERY_FRAME_PREFIX = PATHS.lottoFrame.slice(0, PATHS.lottoFrame.indexOf(':'));

/**
 * The reason for a page the login will return to (a path returnPathFrom accepted); null when
 * there is no such page, as when the player opened the login page themselves.
 */
export function loginReason(returnPath: string | null): LoginReason | null {
  if (returnPath === null) return null;
  const pathname = new URL(returnPath, PARSE_BASE).pathname;
  if (pathname.startsWith(LOTTERY_FRAME_PREFIX)) return 'play';
  return REASON_BY_PATH.get(pathname) ?? 'continue';
}

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { matchPath } from 'react-router';
import { PATHS, ROUTE_MODE_PARAM } from '../../config/paths';
import type { ForcedPasswordChange } from '../../lib/session/session-slice';

/**
 * The shell's rules, one row per route, read straight from SPEC §2 "Shell rules":
 * - header: `full` shows the header with its top bar (back arrow or logo, title, language);
 *   `compact` keeps the header but not its top bar (home-type pages, message, app, gameList,
 *   lottery: those pages draw their own header content); `hidden` has no header at all (login,
 *   register, forget, changePsw: full-screen forms that carry their own back arrow and title);
 *   `page` leaves the screen's one bar to the page itself (the lottery frame: the game's name and
 *   its close control over a frame that fills the rest of the screen).
 * - back: `logo` on home; `home` where the spec sends the back arrow home; `history` goes back
 *   one page (home when there is no history, e.g. a deep link).
 * - tabBar: the bottom tab bar, hidden on the routes the spec lists.
 */
export type HeaderMode = 'full' | 'compact' | 'hidden' | 'page';
export type BackTarget = 'logo' | 'home' | 'history';

export type RouteId =
  | 'home'
  | 'login'
  | 'register'
  | 'changePassword'
  | 'message'
  | 'notice'
  | 'webEmail'
  | 'forget'
  | 'activity'
  | 'gameCenter'
  | 'slotsCenter'
  | 'gameList'
  | 'lottery'
  | 'app'
  | 'memberHome'
  | 'bettingRecord'
  | 'accountRecord'
  | 'voucherCenter'
  | 'rewardCenter'
  | 'inviteFriends'
  | 'startLottery'
  | 'trail'
  | 'game'
  | 'launchGame'
  | 'lottoFrame'
  | 'salaryContract'
  | 'dividendContract'
  | 'hourContract';

export interface RouteRule {
  id: RouteId;
  paths: readonly string[];
  title: MessageDescriptor;
  header: HeaderMode;
  back: BackTarget;
  tabBar: boolean;
  /** Titles of the route's other modes, by the value of its `mode` query parameter. */
  modeTitles?: Readonly<Record<string, MessageDescriptor>>;
  /** Titles while the session must set a new password first, by why; they win over the others. */
  forcedTitles?: Readonly<Record<ForcedPasswordChange, MessageDescriptor>>;
}

const rule = (id: RouteId, paths: readonly string[], title: MessageDescriptor, header: HeaderMode, back: BackTarget, tabBar: boolean): RouteRule => ({
  id,
  paths,
  title,
  header,
  back,
  tabBar,
});

export const ROUTE_RULES: readonly RouteRule[] = [
  rule('home', [PATHS.home, ...PATHS.homeAliases], msg`Home`, 'compact', 'logo', true),
  rule('login', [PATHS.login], msg`Log in`, 'hidden', 'home', false),
  rule('register', [PATHS.register, PATHS.registerHtml], msg`Register`, 'hidden', 'home', false),
  {
    // A session free to go anywhere came here by choice (the member centre's PASSWORD_CHANGE_BY_CHOICE
    // or any other way): it changes its password. SPEC §2's "First password" is the first login's.
    ...rule('changePassword', [PATHS.changePassword], msg`Change password`, 'hidden', 'history', false),
    forcedTitles: { first: msg`First password`, expired: msg`Set a new password` },
  },
  // SPEC §2 "Message centre": its back goes to /m/home.
  rule('message', [PATHS.message], msg`Messages`, 'compact', 'home', true),
  rule('notice', [PATHS.notice], msg`Announcement`, 'full', 'history', true),
  rule('webEmail', [PATHS.webEmail], msg`Inbox`, 'full', 'history', true),
  rule('forget', [PATHS.forget], msg`Forgot password`, 'hidden', 'home', false),
  rule('activity', [PATHS.activity], msg`Promotion`, 'full', 'home', true),
  rule('gameCenter', [PATHS.gameCenter], msg`Game centre`, 'full', 'history', true),
  rule('slotsCenter', [PATHS.slotsCenter], msg`Slots (RNG)`, 'full', 'history', false),
  rule('gameList', [PATHS.gameList], msg`Games`, 'compact', 'history', false),
  rule('lottery', [PATHS.lottery], msg`Lottery`, 'compact', 'history', false),
  rule('app', [PATHS.app], msg`Download the app`, 'compact', 'history', false),
  rule('memberHome', [PATHS.memberHome], msg`Member centre`, 'full', 'history', true),
  rule('bettingRecord', [PATHS.bettingRecord], msg`Betting record`, 'full', 'history', true),
  rule('accountRecord', [PATHS.accountRecord], msg`Account record`, 'full', 'history', true),
  rule('voucherCenter', [PATHS.voucherCenter], msg`Deposit`, 'full', 'history', true),
  rule('rewardCenter', [PATHS.rewardCenter], msg`Rewards`, 'full', 'history', true),
  rule('inviteFriends', [PATHS.inviteFriends], msg`Invite friends`, 'full', 'history', true),
  rule('startLottery', [PATHS.startLottery], msg`Start lottery`, 'full', 'history', true),
  rule('trail', [PATHS.trail], msg`Free trial`, 'full', 'home', true),
  rule('game', [PATHS.game], msg`Game entrance`, 'full', 'history', true),
  rule('launchGame', [PATHS.launchGame], msg`Lottery launch`, 'full', 'history', true),
  // The game fills the screen: no tab bar over the frame.
  rule('lottoFrame', [PATHS.lottoFrame], msg`Lottery game`, 'page', 'history', false),
  rule('salaryContract', [PATHS.salaryContract], msg`Daily salary contract`, 'full', 'history', true),
  rule('dividendContract', [PATHS.dividendContract], msg`Dividend contract`, 'full', 'history', true),
  rule('hourContract', [PATHS.hourContract], msg`Hourly salary contract`, 'full', 'history', true),
];

const RULES_BY_ID = new Map(ROUTE_RULES.map((row) => [row.id, row]));

export function ruleFor(id: RouteId): RouteRule {
  return RULES_BY_ID.get(id)!;
}

/**
 * The route's title: the forced password change's when the session is held to one and the route
 * has such titles, else its mode's when the query names a mode the route has, else its own.
 */
export function titleFor(row: RouteRule, search: string, forced: ForcedPasswordChange | null = null): MessageDescriptor {
  if (forced !== null && row.forcedTitles) return row.forcedTitles[forced];
  const mode = new URLSearchParams(search).get(ROUTE_MODE_PARAM);
  // Own keys only: `?mode=constructor` must not reach Object.prototype.
  return mode !== null && row.modeTitles && Object.hasOwn(row.modeTitles, mode) ? row.modeTitles[mode]! : row.title;
}

/** Unknown paths show the home page (SPEC §2), with home's shell. */
export const FALLBACK_RULE = ruleFor('home');

/** Route paths match exactly and case-sensitively (SPEC §2 "exact matches"). */
export function pathMatches(pattern: string, pathname: string): boolean {
  return matchPath({ path: pattern, caseSensitive: true, end: true }, pathname) !== null;
}

/** The rule of the route a pathname belongs to; unknown paths get home's. */
export function ruleForPath(pathname: string): RouteRule {
  return ROUTE_RULES.find((row) => row.paths.some((pattern) => pathMatches(pattern, pathname))) ?? FALLBACK_RULE;
}

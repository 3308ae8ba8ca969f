import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { matchPath } from 'react-router';

import { AGENT_SIDE_PATHS, PATHS, ROUTE_MODE_PARAM } from '@/config/paths';
import type { ForcedPasswordChange } from '@/lib/session/session-slice';

/**
 * The shell's rules, one row per route (docs/product.md#shell):
 * - header: `full` shows the header with its top bar (back arrow or logo, title, language);
 *   `compact` keeps the header but not its top bar (home-type pages, message, app, gameList,
 *   lottery: those pages draw their own header content); `hidden` has no header at all (login,
 *   register, forget, changePsw: full-screen forms that carry their own back arrow and title);
 *   `page` leaves the screen's one bar to the page itself (the lottery frame: the game's name and
 *   its close control over a frame that fills the rest of the screen).
 * - back: `logo` on home; `home` where the back arrow leads home; `history` goes back one page
 *   (home when there is no history, e.g. a deep link).
 * - tabBar: the bottom tab bar, hidden on the routes docs/product.md#shell lists.
 * - headerAccessory: what the header shows beside its title: home's account controls (log in and
 *   register for a visitor, the balance and messages for a member).
 * - access: who may open the route (docs/product.md#roles); the shell's guard (RouteGuard.tsx)
 *   decides for every page. `session` needs a session, trial or real: a visitor is sent to log in
 *   and comes back. `realMember` also refuses a trial account, with a way to register. Both refuse
 *   an agent-only account. `agent` is the agent side's: a visitor is sent to the agency login,
 *   a session that is not an agent's is refused (docs/product.md#agent-login). `account` needs a
 *   session of either side (the contracts an upline offers). Without an access,
 *   anyone may open the route, and the page shows a visitor what it has for them.
 *
 * Adding a route: its address in config/paths.ts and its row here; the compiler then asks for its
 * page in AppRoutes.tsx (PAGES is keyed by the ids of this table). An agent page's address goes in
 * AGENT_SIDE_PATHS instead, and the compiler asks for its page and title in
 * app/pages/agent-pages.tsx: the agent side is one row here. A route's first path is its
 * address, the one links use; the others are aliases that open the same page (earlier addresses,
 * which banners and messages may still link to).
 */
type HeaderMode = 'full' | 'compact' | 'hidden' | 'page';
export type BackTarget = 'logo' | 'home' | 'history';
export type HeaderAccessory = 'account';
export type RouteAccess = 'session' | 'realMember' | 'agent' | 'account';

interface RouteRuleRow {
  id: string;
  paths: readonly string[];
  title: MessageDescriptor;
  header: HeaderMode;
  back: BackTarget;
  tabBar: boolean;
  headerAccessory?: HeaderAccessory;
  access?: RouteAccess;
  /** Titles of the route's other modes, by the value of its `mode` query parameter. */
  modeTitles?: Readonly<Record<string, MessageDescriptor>>;
  /** Titles while the session must set a new password first, by why; they win over the others. */
  forcedTitles?: Readonly<Record<ForcedPasswordChange, MessageDescriptor>>;
}

/** The usual row: the page header with a back arrow to the page before, and the tab bar. */
function pageRow<const Id extends string>(id: Id, paths: readonly string[], title: MessageDescriptor, access?: RouteAccess) {
  return { id, paths, title, header: 'full', back: 'history', tabBar: true, ...(access && { access }) } as const;
}

const ROWS = [
  {
    id: 'home',
    paths: [PATHS.home, ...PATHS.homeAliases],
    title: msg`Home`,
    header: 'compact',
    back: 'logo',
    tabBar: true,
    headerAccessory: 'account',
  },
  { id: 'login', paths: [PATHS.login], title: msg`Log in`, header: 'hidden', back: 'home', tabBar: false },
  { id: 'register', paths: [PATHS.register, PATHS.registerHtml], title: msg`Register`, header: 'hidden', back: 'home', tabBar: false },
  { id: 'agentLogin', paths: [PATHS.agentLogin], title: msg`Agency login`, header: 'hidden', back: 'history', tabBar: false },
  {
    // A session free to go anywhere came here by choice (the member centre's PASSWORD_CHANGE_BY_CHOICE
    // or any other way): it changes its password. "First password" is the first login's title.
    id: 'changePassword',
    paths: [PATHS.changePassword],
    title: msg`Change password`,
    header: 'hidden',
    back: 'history',
    tabBar: false,
    forcedTitles: { first: msg`First password`, expired: msg`Set a new password` },
  },
  // The message centre's back goes to /m/home (docs/product.md#message-centre).
  { id: 'message', paths: [PATHS.message], title: msg`Messages`, header: 'compact', back: 'home', tabBar: true },
  pageRow('notice', [PATHS.notice], msg`Announcement`),
  pageRow('webEmail', [PATHS.webEmail], msg`Inbox`, 'realMember'),
  { id: 'forget', paths: [PATHS.forget], title: msg`Forgot password`, header: 'hidden', back: 'home', tabBar: false },
  { id: 'activity', paths: [PATHS.activity], title: msg`Promotion`, header: 'full', back: 'home', tabBar: true },
  pageRow('gameCenter', [PATHS.gameCenter], msg`Game centre`),
  { id: 'slotsCenter', paths: [PATHS.slotsCenter], title: msg`Slots (RNG)`, header: 'full', back: 'history', tabBar: false },
  { id: 'gameList', paths: [PATHS.gameList], title: msg`Games`, header: 'compact', back: 'history', tabBar: false },
  { id: 'lottery', paths: [PATHS.lottery], title: msg`Lottery`, header: 'compact', back: 'history', tabBar: false },
  pageRow('winners', [PATHS.winners], msg`Latest winners`),
  { id: 'app', paths: [PATHS.app, ...PATHS.appAliases], title: msg`Download the app`, header: 'compact', back: 'history', tabBar: false },
  pageRow('memberHome', [PATHS.memberHome], msg`Member centre`),
  pageRow('bettingRecord', [PATHS.bettingRecord, ...PATHS.bettingRecordAliases], msg`Betting record`, 'realMember'),
  pageRow('accountRecord', [PATHS.accountRecord, ...PATHS.accountRecordAliases], msg`Account record`, 'realMember'),
  pageRow('profitAndLoss', [PATHS.profitAndLoss], msg`Profit and loss`, 'realMember'),
  pageRow('personalInfo', [PATHS.personalInfo], msg`Personal info`, 'realMember'),
  pageRow('verificationInfo', [PATHS.verificationInfo], msg`Identity verification`, 'realMember'),
  pageRow('identifyStatus', [PATHS.identifyStatus], msg`Verification status`, 'realMember'),
  pageRow('walletTransfer', [PATHS.walletTransfer, ...PATHS.walletTransferAliases], msg`Wallet`, 'realMember'),
  pageRow('securityCenter', [PATHS.securityCenter, ...PATHS.securityCenterAliases], msg`Security centre`, 'realMember'),
  pageRow('withdraw', [PATHS.withdraw], msg`Withdraw`, 'realMember'),
  pageRow('bankCards', [PATHS.bankCards, ...PATHS.bankCardsAliases], msg`Bank cards`, 'realMember'),
  pageRow('paymentPassword', [PATHS.paymentPassword], msg`Payment password`, 'realMember'),
  // Everyone: a visitor reads the notice and help, and is asked to log in for the tools.
  pageRow('responsibleGaming', [PATHS.responsibleGaming], msg`Responsible gaming`),
  pageRow('voucherCenter', [PATHS.voucherCenter], msg`Deposit`, 'session'),
  pageRow('rewardCenter', [PATHS.rewardCenter], msg`Rewards`),
  pageRow('inviteFriends', [PATHS.inviteFriends], msg`Invite friends`, 'session'),
  pageRow('startLottery', [PATHS.startLottery], msg`Start lottery`),
  { id: 'freeTrial', paths: [PATHS.freeTrial], title: msg`Free trial`, header: 'full', back: 'home', tabBar: true },
  pageRow('game', [PATHS.game], msg`Game entrance`),
  pageRow('launchGame', [PATHS.launchGame], msg`Lottery launch`, 'session'),
  // The game fills the screen: no tab bar over the frame.
  {
    id: 'lottoFrame',
    paths: [PATHS.lottoFrame],
    title: msg`Lottery game`,
    header: 'page',
    back: 'history',
    tabBar: false,
    access: 'session',
  },
  pageRow('salaryContract', [PATHS.salaryContract], msg`Daily salary contract`, 'account'),
  pageRow('dividendContract', [PATHS.dividendContract], msg`Dividend contract`, 'account'),
  pageRow('hourContract', [PATHS.hourContract], msg`Hourly salary contract`, 'account'),
  // The agent side: every page has the page header, a back arrow, no player's tab bar, and is for
  // agents (docs/product.md#agent-centre). One row keeps it out of a player's first load; its
  // pages give the title bar their own titles (page-title.ts).
  {
    id: 'agentSide',
    paths: Object.values(AGENT_SIDE_PATHS),
    title: msg`Agent centre`,
    header: 'full',
    back: 'history',
    tabBar: false,
    access: 'agent',
  },
] as const satisfies readonly RouteRuleRow[];

/** A route of the table. */
export type RouteId = (typeof ROWS)[number]['id'];

export interface RouteRule extends RouteRuleRow {
  id: RouteId;
}

export const ROUTE_RULES: readonly RouteRule[] = ROWS;

const RULES_BY_ID = new Map(ROUTE_RULES.map((row) => [row.id, row]));

function ruleFor(id: RouteId): RouteRule {
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

/** Unknown paths show the home page, with home's shell (docs/product.md#route-table). */
const FALLBACK_RULE = ruleFor('home');

/** Route paths match exactly and case-sensitively (docs/product.md#route-table). */
function pathMatches(pattern: string, pathname: string): boolean {
  return matchPath({ path: pattern, caseSensitive: true, end: true }, pathname) !== null;
}

/** The rule of the route a pathname belongs to; unknown paths get home's. */
export function ruleForPath(pathname: string): RouteRule {
  return ROUTE_RULES.find((row) => row.paths.some((pattern) => pathMatches(pattern, pathname))) ?? FALLBACK_RULE;
}

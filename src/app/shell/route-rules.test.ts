/**
 * The shell table against docs/product.md#route-table and #shell, sentence by sentence. The
 * expectations are written from those rules here, not derived from the table, so a wrong row fails.
 */
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { PASSWORD_CHANGE_BY_CHOICE, PATHS, ROUTE_MODE_PARAM } from '@/config/paths';

import { ROUTE_RULES, ruleForPath, titleFor } from './route-rules';

const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];

/** Every route of the route table, with a sample path for parameterised ones. */
const DOCUMENTED_ROUTES: Record<string, string[]> = {
  home: HOME_PATHS,
  login: ['/m/login'],
  register: ['/m/register', '/m/register.html'],
  changePassword: ['/m/changePsw'],
  message: ['/m/message'],
  notice: ['/m/notice'],
  webEmail: ['/m/webEmail'],
  forget: ['/m/forget'],
  activity: ['/m/activity'],
  gameCenter: ['/m/gameCenter'],
  slotsCenter: ['/m/slotsCenter'],
  gameList: ['/m/gameList'],
  lottery: ['/m/lottery'],
  winners: ['/m/winners'],
  app: ['/m/appDownload', '/m/app'],
  memberHome: ['/m/member/home'],
  // The record screens have no addresses of their own in the rules; placed under the member centre.
  bettingRecord: ['/m/gameRecord', '/m/member/bettingRecord'],
  accountRecord: ['/m/transaction/record', '/m/member/accountRecord'],
  profitAndLoss: ['/m/profitandloss'],
  personalInfo: ['/m/member/personalInfo'],
  verificationInfo: ['/m/verificationInfoPage'],
  identifyStatus: ['/m/identifyStatus'],
  securityCenter: ['/m/securityCenter', '/m/member/security'],
  walletTransfer: ['/m/wallet', '/m/member/transfer'],
  withdraw: ['/m/withdraw'],
  bankCards: ['/m/myBankCards', '/m/bankCards'],
  paymentPassword: ['/m/paymentPassword'],
  responsibleGaming: ['/m/responsibleGaming'],
  voucherCenter: ['/m/voucherCenter'],
  rewardCenter: ['/m/rewardCenter'],
  inviteFriends: ['/m/inviteFriends'],
  startLottery: ['/m/startLottery'],
  freeTrial: ['/m/trail'],
  game: ['/m/game'],
  launchGame: ['/m/launchGame'],
  lottoFrame: ['/m/lotto-h5/vn/trad/games/123'],
  salaryContract: ['/m/member/agent/getSalaryContract'],
  dividendContract: ['/m/member/agent/getDevidendContract'],
  hourContract: ['/m/member/agent/getHourContract'],
  agentLogin: ['/m/agent/login'],
  // The agent side is one row: its pages give their own titles (docs/architecture.md#start-up).
  // The overview and team reports at the platform's addresses; the transactions at the app's own.
  agentSide: [
    '/m/agent',
    '/m/linkManage',
    '/m/linkDetail',
    '/m/member/agent/dailySalary',
    '/m/member/agent/agentDivident',
    '/m/member/agent/hourSalary',
    '/m/agent/notice',
    '/m/member/team',
    '/m/agent/downline',
    '/m/agentRegister',
    '/m/member/agent/agentRebeat',
    '/m/agent/team/overview',
    '/m/agent/team/pnl',
    '/m/teamBetting',
    '/m/agent/team/transactions',
    '/m/member/income',
    '/m/member/teamRebate',
  ],
};

// "The header is hidden on login, register, forget, changePsw"
// The agency login is a login page like the member one (docs/product.md#agent-login).
const HEADER_HIDDEN = ['/m/login', '/m/agent/login', '/m/register', '/m/register.html', '/m/forget', '/m/changePsw'];
// The lottery frame draws the screen's one bar itself (the game's name and close), over the frame.
const PAGE_OWN_HEADER = ['/m/lotto-h5/vn/trad/games/123'];
// "the top header is also hidden on home-type pages, message, app, gameList, lottery"
const TOP_HEADER_HIDDEN = [...HOME_PATHS, '/m/message', '/m/appDownload', '/m/app', '/m/gameList', '/m/lottery'];
// "on login, register, trail, activity, forget it goes home"; "Message centre: back goes to /m/home"
const BACK_HOME = ['/m/login', '/m/register', '/m/register.html', '/m/trail', '/m/activity', '/m/forget', '/m/message'];
// "Bottom tab bar ... is hidden on /m/login, /m/register, /m/slotsCenter, /m/gameList, /m/lottery, /m/forget, /m/changePsw, /m/app"
// ... and over the lottery frame, where the game fills the screen.
const TAB_BAR_HIDDEN = [
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/slotsCenter',
  '/m/gameList',
  '/m/lottery',
  '/m/forget',
  '/m/changePsw',
  '/m/appDownload',
  '/m/app',
  '/m/lotto-h5/vn/trad/games/123',
  // The agent side has no player's tab bar (docs/product.md#agent-centre).
  '/m/agent/login',
  ...DOCUMENTED_ROUTES.agentSide!,
];
// "Titles by route: promotion, forgot password, home, login, sign up, free trial, first password, announcement, game centre, slots (RNG), messages"
const DOCUMENTED_TITLES: Record<string, string> = {
  '/m/activity': 'Promotion',
  '/m/forget': 'Forgot password',
  '/m/home': 'Home',
  '/m/login': 'Log in',
  '/m/register': 'Register',
  '/m/trail': 'Free trial',
  // "First password" is the first login's forced change (below); by choice it is a change.
  '/m/changePsw': 'Change password',
  '/m/notice': 'Announcement',
  '/m/gameCenter': 'Game centre',
  '/m/slotsCenter': 'Slots (RNG)',
  '/m/message': 'Messages',
};

i18n.loadAndActivate({ locale: 'en', messages: {} });
const allPaths = Object.values(DOCUMENTED_ROUTES).flat();

describe('shell route rules (docs/product.md#shell)', () => {
  it('has one row per route of the route table, and no other', () => {
    expect(ROUTE_RULES.map((row) => row.id).sort()).toEqual(Object.keys(DOCUMENTED_ROUTES).sort());
  });

  // The operator's own site links to these addresses; the app's earlier ones stay as aliases.
  it.each([
    ['app', '/m/appDownload'],
    ['bettingRecord', '/m/gameRecord'],
    ['accountRecord', '/m/transaction/record'],
    ['securityCenter', '/m/securityCenter'],
    ['walletTransfer', '/m/wallet'],
    ['bankCards', '/m/myBankCards'],
  ])('the %s route is at the platform address %s, its first path', (id, path) => {
    expect(ROUTE_RULES.find((row) => row.id === id)?.paths[0]).toBe(path);
  });

  it.each(Object.entries(DOCUMENTED_ROUTES).flatMap(([id, paths]) => paths.map((path) => [path, id])))('%s is the %s route', (path, id) => {
    expect(ruleForPath(path).id).toBe(id);
  });

  it.each(allPaths)('%s: header and top header', (path) => {
    const { header } = ruleForPath(path);
    const expected = HEADER_HIDDEN.includes(path)
      ? 'hidden'
      : PAGE_OWN_HEADER.includes(path)
        ? 'page'
        : TOP_HEADER_HIDDEN.includes(path)
          ? 'compact'
          : 'full';
    expect(header).toBe(expected);
  });

  it.each(allPaths)('%s: logo or back target', (path) => {
    const expected = HOME_PATHS.includes(path) ? 'logo' : BACK_HOME.includes(path) ? 'home' : 'history';
    expect(ruleForPath(path).back).toBe(expected);
  });

  it.each(allPaths)('%s: tab bar', (path) => {
    expect(ruleForPath(path).tabBar).toBe(!TAB_BAR_HIDDEN.includes(path));
  });

  it.each(Object.entries(DOCUMENTED_TITLES))('%s is titled %s', (path, title) => {
    expect(i18n._(ruleForPath(path).title)).toBe(title);
  });

  it('the password change chosen from the member centre is titled Change password, whatever the query', () => {
    const row = ruleForPath(PATHS.changePassword);
    expect(i18n._(titleFor(row, ''))).toBe('Change password');
    expect(i18n._(titleFor(row, `?${ROUTE_MODE_PARAM}=change`))).toBe('Change password');
    expect(i18n._(titleFor(row, `?${ROUTE_MODE_PARAM}=constructor`))).toBe('Change password');
    expect(PASSWORD_CHANGE_BY_CHOICE).toBe(`${PATHS.changePassword}?${ROUTE_MODE_PARAM}=change`);
  });

  it('a forced password change is titled by why: First password for a first login, never for an expired one', () => {
    const row = ruleForPath(PATHS.changePassword);
    expect(i18n._(titleFor(row, '', 'first'))).toBe('First password');
    expect(i18n._(titleFor(row, '', 'expired'))).toBe('Set a new password');
    expect(i18n._(titleFor(row, `?${ROUTE_MODE_PARAM}=change`, 'expired'))).toBe('Set a new password');
    // Other routes have no forced titles.
    expect(i18n._(titleFor(ruleForPath(PATHS.notice), '', 'first'))).toBe('Announcement');
  });

  it('a mode the query names gives its own title, own keys only', () => {
    const row = { ...ruleForPath(PATHS.notice), modeTitles: { other: ruleForPath(PATHS.webEmail).title } };
    expect(i18n._(titleFor(row, `?${ROUTE_MODE_PARAM}=other`))).toBe('Inbox');
    expect(i18n._(titleFor(row, `?${ROUTE_MODE_PARAM}=constructor`))).toBe('Announcement');
    expect(i18n._(titleFor(ruleForPath(PATHS.notice), `?${ROUTE_MODE_PARAM}=other`))).toBe('Announcement');
  });

  it('every route has a title', () => {
    for (const row of ROUTE_RULES) expect(i18n._(row.title)).not.toBe('');
  });

  it("only home's header carries the account controls", () => {
    for (const path of allPaths) expect(ruleForPath(path).headerAccessory).toBe(HOME_PATHS.includes(path) ? 'account' : undefined);
  });

  it('unknown paths get the home rules', () => {
    expect(ruleForPath('/m/no-such-page').id).toBe('home');
    expect(ruleForPath('/elsewhere').id).toBe('home');
  });

  it('matches exactly and case-sensitively', () => {
    expect(ruleForPath('/m/changepsw').id).toBe('home');
    expect(ruleForPath('/m/login/extra').id).toBe('home');
    expect(ruleForPath('/m/lotto-h5/vn/trad/games').id).toBe('home');
  });
});

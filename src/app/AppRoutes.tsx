import { useEffect } from 'react';

import type { GatewayDispatch } from '../lib/gateway/prefetch';
import { useAppDispatch } from '../lib/store/hooks';
import { intendedLocation } from './intended-location';
import { NavigatorBridge } from './navigation';
import type { MemberPageId } from './pages/member-pages';
import { type RoutePage, routePage } from './route-page';
import { type RouteId, ruleForPath } from './shell/route-rules';
import { Shell } from './shell/Shell';

// The shell picks the page from its route table (route-rules.ts) and renders it: a router's own
// route matching (and its data router's loaders and actions, about 17 KB gzip) would repeat what
// that table already decides, in every first load. RTK Query does the data work.
const HomePage = routePage(() => import('./pages/HomeLobbyPage').then((module) => module.HomeLobbyPage), {
  featureTexts: false,
  prefetch: () => import('../features/home/api/prefetch').then((module) => module.prefetchHome),
});
const LoginPage = routePage(() => import('../features/auth/components/LoginPage').then((module) => module.LoginPage));
const RegisterPage = routePage(() => import('../features/auth/components/RegisterPage').then((module) => module.RegisterPage));
/** A page reached by tapping, through the one module that loads them (pages/member-pages.ts). */
const memberPage = (id: MemberPageId) => routePage(() => import('./pages/member-pages').then((module) => module.MEMBER_PAGE_LOADERS[id]()));
const AgentLoginPage = routePage(() => import('../features/auth/components/AgentLoginPage').then((module) => module.AgentLoginPage));
/**
 * The agent side: one page module for all its addresses (pages/agent-pages.tsx), which picks the
 * page; preloading also starts the page it will pick.
 */
const loadAgentSide = () => import('./pages/agent-pages');
const AgentSideModule = routePage(() => loadAgentSide().then((module) => module.AgentSidePage));
const AgentSidePage: RoutePage = {
  Page: AgentSideModule.Page,
  preload: (dispatch, location) =>
    Promise.all([
      AgentSideModule.preload(dispatch, location),
      loadAgentSide().then((module) => module.preloadAgentSidePage(dispatch, location)),
    ]).then(
      () => undefined,
      () => undefined,
    ),
};
const ActivityPage = routePage(() => import('../features/promotions/components/ActivityPage').then((module) => module.ActivityPage));
const RewardCentrePage = routePage(() =>
  import('../features/promotions/components/RewardCentrePage').then((module) => module.RewardCentrePage),
);
const AppGuidePage = routePage(() => import('../features/home/components/AppGuidePage').then((module) => module.AppGuidePage));
const GameCentrePage = routePage(() => import('../features/games/components/GameCentrePage').then((module) => module.GameCentrePage), {
  prefetch: () => import('../features/games/api/prefetch').then((module) => module.prefetchGameCentre),
});
const SlotsCentrePage = routePage(() => import('../features/games/components/SlotsCentrePage').then((module) => module.SlotsCentrePage));
const GameListPage = routePage(() => import('../features/games/components/GameListPage').then((module) => module.GameListPage));
const WinnersPage = routePage(() => import('../features/games/components/WinnersPage').then((module) => module.WinnersPage));
const GameEntrancePage = routePage(() => import('../features/games/components/GameEntrancePage').then((module) => module.GameEntrancePage));
const LotteryPage = routePage(() => import('../features/games/components/lottery/LotteryPage').then((module) => module.LotteryPage), {
  prefetch: () => import('../features/games/api/prefetch').then((module) => module.prefetchLottery),
});
const LotteryLaunchPage = routePage(() =>
  import('../features/games/components/lottery/LotteryLaunchPage').then((module) => module.LotteryLaunchPage),
);
const LotteryFramePage = routePage(() =>
  import('../features/games/components/lottery/LotteryFramePage').then((module) => module.LotteryFramePage),
);
const StartLotteryPage = routePage(
  () => import('../features/games/components/lottery/StartLotteryPage').then((module) => module.StartLotteryPage),
  {
    prefetch: () => import('../features/games/api/prefetch').then((module) => module.prefetchLottery),
  },
);

/** Each route's page module. */
const PAGES: Record<RouteId, RoutePage> = {
  home: HomePage,
  login: LoginPage,
  register: RegisterPage,
  agentLogin: AgentLoginPage,
  agentSide: AgentSidePage,
  changePassword: memberPage('changePassword'),
  message: memberPage('message'),
  notice: memberPage('notice'),
  webEmail: memberPage('webEmail'),
  forget: memberPage('forget'),
  activity: ActivityPage,
  gameCenter: GameCentrePage,
  slotsCenter: SlotsCentrePage,
  gameList: GameListPage,
  winners: WinnersPage,
  lottery: LotteryPage,
  app: AppGuidePage,
  memberHome: memberPage('memberHome'),
  bettingRecord: memberPage('bettingRecord'),
  accountRecord: memberPage('accountRecord'),
  profitAndLoss: memberPage('profitAndLoss'),
  personalInfo: memberPage('personalInfo'),
  verificationInfo: memberPage('verificationInfo'),
  identifyStatus: memberPage('identifyStatus'),
  securityCenter: memberPage('securityCenter'),
  walletTransfer: memberPage('walletTransfer'),
  withdraw: memberPage('withdraw'),
  bankCards: memberPage('bankCards'),
  paymentPassword: memberPage('paymentPassword'),
  responsibleGaming: memberPage('responsibleGaming'),
  voucherCenter: memberPage('voucherCenter'),
  rewardCenter: RewardCentrePage,
  inviteFriends: memberPage('inviteFriends'),
  startLottery: StartLotteryPage,
  freeTrial: memberPage('freeTrial'),
  game: GameEntrancePage,
  launchGame: LotteryLaunchPage,
  lottoFrame: LotteryFramePage,
  salaryContract: memberPage('salaryContract'),
  dividendContract: memberPage('dividendContract'),
  hourContract: memberPage('hourContract'),
};

/**
 * Start-up's head start for the page being opened: its module and the data it asks for first
 * start beside the catalog, so nothing waits on a chain of render, effect and answer. Settles
 * once the page's module is there (or has failed).
 */
export function preloadRoute(dispatch: GatewayDispatch, location: { pathname: string; search: string }): Promise<void> {
  return PAGES[ruleForPath(location.pathname).id].preload(dispatch, location);
}

/**
 * A press on (or focus of) an in-app link starts its page's module and first data, in the tenth
 * of a second before the tap ends: a page already loaded renders at once, where one still loading
 * shows the loading view, which React then keeps for at least 300 ms.
 */
function PreloadOnIntent() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const location = link instanceof HTMLAnchorElement ? intendedLocation(link, window.location.origin) : null;
      if (location) void preloadRoute(dispatch, location);
    };
    document.addEventListener('pointerdown', onIntent, { capture: true, passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerdown', onIntent, { capture: true });
      document.removeEventListener('focusin', onIntent);
    };
  }, [dispatch]);
  return null;
}

function renderPage(id: RouteId) {
  const { Page } = PAGES[id];
  return <Page />;
}

/** The app's routes (docs/product.md#route-table): the shell, with the page its route table gives the address. */
export function AppRoutes() {
  return (
    <>
      <NavigatorBridge />
      <PreloadOnIntent />
      <Shell renderPage={renderPage} />
    </>
  );
}

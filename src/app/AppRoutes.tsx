import { useEffect } from 'react';

import type { GatewayDispatch } from '../lib/gateway/prefetch';
import { useAppDispatch } from '../lib/store/hooks';
import { intendedLocation } from './intended-location';
import { NavigatorBridge } from './navigation';
import { type RoutePage, routePage } from './route-page';
import type { AgentRouteId } from './shell/agent-route-rules';
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
const ChangePasswordPage = routePage(() =>
  import('../features/auth/components/ChangePasswordPage').then((module) => module.ChangePasswordPage),
);
const ForgetPage = routePage(() => import('../features/auth/components/ForgetPage').then((module) => module.ForgetPage));
const MemberHomePage = routePage(() => import('../features/member/components/MemberHomePage').then((module) => module.MemberHomePage));
const BettingRecordPage = routePage(() =>
  import('../features/member/components/BettingRecordPage').then((module) => module.BettingRecordPage),
);
const AccountRecordPage = routePage(() =>
  import('../features/member/components/AccountRecordPage').then((module) => module.AccountRecordPage),
);
const PersonalInfoPage = routePage(() => import('./pages/PersonalInfoRoutePage').then((module) => module.PersonalInfoRoutePage));
const WalletTransferPage = routePage(() =>
  import('../features/wallet-transfer/components/WalletTransferPage').then((module) => module.WalletTransferPage),
);
const SecurityCentrePage = routePage(() =>
  import('../features/member/components/SecurityCentrePage').then((module) => module.SecurityCentrePage),
);
/** An agent page, through the one module that loads the agent side's pages (pages/agent-pages.ts). */
const agentPage = (id: AgentRouteId) => routePage(() => import('./pages/agent-pages').then((module) => module.AGENT_PAGE_LOADERS[id]()));
const SalaryContractPage = routePage(() => import('../features/agent/components/ContractPage').then((module) => module.SalaryContractPage));
const DividendContractPage = routePage(() =>
  import('../features/agent/components/ContractPage').then((module) => module.DividendContractPage),
);
const HourContractPage = routePage(() => import('../features/agent/components/ContractPage').then((module) => module.HourContractPage));
const ActivityPage = routePage(() => import('../features/promotions/components/ActivityPage').then((module) => module.ActivityPage));
const RewardCentrePage = routePage(() =>
  import('../features/promotions/components/RewardCentrePage').then((module) => module.RewardCentrePage),
);
const InviteFriendsPage = routePage(() =>
  import('../features/promotions/components/InviteFriendsPage').then((module) => module.InviteFriendsPage),
);
// The three money-out routes share one chunk (vite.config.ts, group `withdraw`): they link to each other.
const WithdrawPage = routePage(() => import('../features/withdraw/components/WithdrawPage').then((module) => module.WithdrawPage));
const BankCardsPage = routePage(() => import('../features/withdraw/components/BankCardsPage').then((module) => module.BankCardsPage));
const PaymentPasswordPage = routePage(() =>
  import('../features/withdraw/components/PaymentPasswordPage').then((module) => module.PaymentPasswordPage),
);
const DepositPage = routePage(() => import('../features/deposit/components/DepositPage').then((module) => module.DepositPage));
const AppGuidePage = routePage(() => import('../features/home/components/AppGuidePage').then((module) => module.AppGuidePage));
const GameCentrePage = routePage(() => import('../features/games/components/GameCentrePage').then((module) => module.GameCentrePage), {
  prefetch: () => import('../features/games/api/prefetch').then((module) => module.prefetchGameCentre),
});
const SlotsCentrePage = routePage(() => import('../features/games/components/SlotsCentrePage').then((module) => module.SlotsCentrePage));
const GameListPage = routePage(() => import('../features/games/components/GameListPage').then((module) => module.GameListPage));
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
// One chunk for the three message routes (their shared code would otherwise be split and listed thrice).
const loadMessagePages = () => import('../features/messages/components/pages');
const MessageCentrePage = routePage(() => loadMessagePages().then((module) => module.MessageCentrePage));
const NoticePage = routePage(() => loadMessagePages().then((module) => module.NoticePage));
const InboxPage = routePage(() => loadMessagePages().then((module) => module.InboxPage));
const StartLotteryPage = routePage(
  () => import('../features/games/components/lottery/StartLotteryPage').then((module) => module.StartLotteryPage),
  {
    prefetch: () => import('../features/games/api/prefetch').then((module) => module.prefetchLottery),
  },
);
const TrialPage = routePage(() => import('../features/auth/components/TrialPage').then((module) => module.TrialPage));

/** Each route's page module. */
const PAGES: Record<RouteId, RoutePage> = {
  home: HomePage,
  login: LoginPage,
  register: RegisterPage,
  agentLogin: agentPage('agentLogin'),
  agentCentre: agentPage('agentCentre'),
  team: agentPage('team'),
  downline: agentPage('downline'),
  createDownline: agentPage('createDownline'),
  editRebates: agentPage('editRebates'),
  changePassword: ChangePasswordPage,
  message: MessageCentrePage,
  notice: NoticePage,
  webEmail: InboxPage,
  forget: ForgetPage,
  activity: ActivityPage,
  gameCenter: GameCentrePage,
  slotsCenter: SlotsCentrePage,
  gameList: GameListPage,
  lottery: LotteryPage,
  app: AppGuidePage,
  memberHome: MemberHomePage,
  bettingRecord: BettingRecordPage,
  accountRecord: AccountRecordPage,
  personalInfo: PersonalInfoPage,
  securityCenter: SecurityCentrePage,
  walletTransfer: WalletTransferPage,
  withdraw: WithdrawPage,
  bankCards: BankCardsPage,
  paymentPassword: PaymentPasswordPage,
  voucherCenter: DepositPage,
  rewardCenter: RewardCentrePage,
  inviteFriends: InviteFriendsPage,
  startLottery: StartLotteryPage,
  freeTrial: TrialPage,
  game: GameEntrancePage,
  launchGame: LotteryLaunchPage,
  lottoFrame: LotteryFramePage,
  salaryContract: SalaryContractPage,
  dividendContract: DividendContractPage,
  hourContract: HourContractPage,
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

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { lazyWithMessages } from '../lib/i18n/lazy-with-messages';
import { NavigatorBridge } from './navigation';
import { ROUTE_RULES, type RouteId } from './shell/route-rules';
import { Shell } from './shell/Shell';

// Declarative routes with React.lazy: the data router would add about 17 KB gzip to every first
// load for features (loaders, actions) this app does not use; RTK Query does the data work.
const HomePage = lazy(() => import('../features/home/HomePage').then((module) => ({ default: module.HomePage })));
const LoginPage = lazyWithMessages(() => import('../features/auth/components/LoginPage').then((module) => module.LoginPage));
const RegisterPage = lazyWithMessages(() => import('../features/auth/components/RegisterPage').then((module) => module.RegisterPage));
const ChangePasswordPage = lazyWithMessages(() => import('../features/auth/components/ChangePasswordPage').then((module) => module.ChangePasswordPage));
const ForgetPage = lazyWithMessages(() => import('../features/auth/components/ForgetPage').then((module) => module.ForgetPage));
const MemberHomePage = lazyWithMessages(() => import('../features/member/components/MemberHomePage').then((module) => module.MemberHomePage));
const BettingRecordPage = lazyWithMessages(() => import('../features/member/components/BettingRecordPage').then((module) => module.BettingRecordPage));
const AccountRecordPage = lazyWithMessages(() => import('../features/member/components/AccountRecordPage').then((module) => module.AccountRecordPage));
const SalaryContractPage = lazyWithMessages(() => import('../features/agent/components/ContractPage').then((module) => module.SalaryContractPage));
const DividendContractPage = lazyWithMessages(() => import('../features/agent/components/ContractPage').then((module) => module.DividendContractPage));
const HourContractPage = lazyWithMessages(() => import('../features/agent/components/ContractPage').then((module) => module.HourContractPage));
const ActivityPage = lazyWithMessages(() => import('../features/promotions/components/ActivityPage').then((module) => module.ActivityPage));
const RewardCentrePage = lazyWithMessages(() => import('../features/promotions/components/RewardCentrePage').then((module) => module.RewardCentrePage));
const InviteFriendsPage = lazyWithMessages(() => import('../features/promotions/components/InviteFriendsPage').then((module) => module.InviteFriendsPage));
const DepositPage = lazyWithMessages(() => import('../features/deposit/components/DepositPage').then((module) => module.DepositPage));
const AppGuidePage = lazyWithMessages(() => import('../features/home/components/AppGuidePage').then((module) => module.AppGuidePage));
const GameCentrePage = lazyWithMessages(() => import('../features/games/components/GameCentrePage').then((module) => module.GameCentrePage));
const SlotsCentrePage = lazyWithMessages(() => import('../features/games/components/SlotsCentrePage').then((module) => module.SlotsCentrePage));
const GameListPage = lazyWithMessages(() => import('../features/games/components/GameListPage').then((module) => module.GameListPage));
const GameEntrancePage = lazyWithMessages(() => import('../features/games/components/GameEntrancePage').then((module) => module.GameEntrancePage));
const LotteryPage = lazyWithMessages(() => import('../features/games/components/lottery/LotteryPage').then((module) => module.LotteryPage));
const LotteryLaunchPage = lazyWithMessages(() =>
  import('../features/games/components/lottery/LotteryLaunchPage').then((module) => module.LotteryLaunchPage),
);
const LotteryFramePage = lazyWithMessages(() =>
  import('../features/games/components/lottery/LotteryFramePage').then((module) => module.LotteryFramePage),
);
// One chunk for the three message routes (their shared code would otherwise be split and listed thrice).
const loadMessagePages = () => import('../features/messages/components/pages');
const MessageCentrePage = lazyWithMessages(() => loadMessagePages().then((module) => module.MessageCentrePage));
const NoticePage = lazyWithMessages(() => loadMessagePages().then((module) => module.NoticePage));
const InboxPage = lazyWithMessages(() => loadMessagePages().then((module) => module.InboxPage));
const ComingSoonPage = lazyWithMessages(() => import('./pages/ComingSoonPage').then((module) => module.ComingSoonPage));

/** Each route's page module; screens not built yet share the coming-soon body inside their real shell. */
const PAGES: Record<RouteId, LazyExoticComponent<ComponentType>> = {
  home: HomePage,
  login: LoginPage,
  register: RegisterPage,
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
  voucherCenter: DepositPage,
  rewardCenter: RewardCentrePage,
  inviteFriends: InviteFriendsPage,
  startLottery: ComingSoonPage,
  trail: ComingSoonPage,
  game: GameEntrancePage,
  launchGame: LotteryLaunchPage,
  lottoFrame: LotteryFramePage,
  salaryContract: SalaryContractPage,
  dividendContract: DividendContractPage,
  hourContract: HourContractPage,
};

/** The route table (SPEC §2), generated from the shell rules so paths are written once. */
export function AppRoutes() {
  return (
    <>
      <NavigatorBridge />
      <Routes>
        <Route element={<Shell />}>
          {ROUTE_RULES.flatMap(({ id, paths }) => {
            const Page = PAGES[id];
            return paths.map((path) => <Route key={path} path={path} caseSensitive element={<Page />} />);
          })}
          {/* Unknown paths show the home page; the URL stays. */}
          <Route path="*" element={<HomePage />} />
        </Route>
      </Routes>
    </>
  );
}

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
const ComingSoonPage = lazy(() => import('./pages/ComingSoonPage').then((module) => ({ default: module.ComingSoonPage })));

/** Each route's page module; screens not built yet share the coming-soon body inside their real shell. */
const PAGES: Record<RouteId, LazyExoticComponent<ComponentType>> = {
  home: HomePage,
  login: LoginPage,
  register: RegisterPage,
  changePassword: ChangePasswordPage,
  message: ComingSoonPage,
  notice: ComingSoonPage,
  webEmail: ComingSoonPage,
  forget: ForgetPage,
  activity: ComingSoonPage,
  gameCenter: GameCentrePage,
  slotsCenter: SlotsCentrePage,
  gameList: GameListPage,
  lottery: LotteryPage,
  app: AppGuidePage,
  memberHome: MemberHomePage,
  bettingRecord: ComingSoonPage,
  accountRecord: ComingSoonPage,
  voucherCenter: ComingSoonPage,
  rewardCenter: ComingSoonPage,
  inviteFriends: ComingSoonPage,
  startLottery: ComingSoonPage,
  trail: ComingSoonPage,
  game: GameEntrancePage,
  launchGame: LotteryLaunchPage,
  lottoFrame: LotteryFramePage,
  salaryContract: ComingSoonPage,
  dividendContract: ComingSoonPage,
  hourContract: ComingSoonPage,
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

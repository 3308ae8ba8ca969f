import { type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';

import { Loading } from '@/components/Loading';
import { PATHS } from '@/config/paths';
import { HomeAccount } from '@/features/home/components/HomeAccount';
import { lazyWithMessages } from '@/lib/i18n/lazy-with-messages';
import { lazyWhenOnline } from '@/lib/network/lazy-when-online';
import { markFirstRender, useAfterFirstRender } from '@/lib/perf/first-render';
import { selectIsLoggedIn, selectPasswordChangeRequired } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { RouteLoadBoundary } from '../RouteLoadBoundary';
import { ConnectivityNotice } from './ConnectivityNotice';
import { type HeaderAccessory, type RouteId, ruleForPath } from './route-rules';
import { RouteGuard } from './RouteGuard';
import { StatusGate } from './StatusGate';
import { TabBar } from './TabBar';
import { TitleBar } from './TitleBar';

// The toaster's code loads after the first paint; the toast store it renders is there from the start.
// Only after the first paint can a new version be waiting: the worker registers then. Both wait
// for the connection if it drops before their code has come, rather than failing the page.
const UpdatePrompt = lazyWhenOnline(() => import('../UpdatePrompt').then((module) => module.UpdatePrompt));
const Toaster = lazyWhenOnline(() => import('@/components/toast/Toaster').then((module) => module.Toaster));

// The contract question and the reality check are a session's only: visitors never download them.
const MemberWatchers = lazyWithMessages(() => import('./MemberWatchers').then((module) => module.MemberWatchers));

// "Log in to play" (docs/product.md#game-launch): the watch for a tapped game waiting for the
// session, loaded after the first paint (a visitor's first load does without its code).
const LaunchWhenReady = lazyWithMessages(() =>
  import('@/features/games/components/PendingLaunch').then((module) => module.LaunchWhenReady),
);

/** The pages a tapped game waits through: logging in, registering, recovering or changing a password. */
const LOGIN_FLOW_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>(['login', 'register', 'forget', 'changePassword', 'freeTrial']);

/** What the route table's headerAccessory column names, drawn beside the header's title. */
const HEADER_ACCESSORIES: Record<HeaderAccessory, () => ReactNode> = {
  account: () => <HomeAccount />,
};

/** Commits together with the routed page, so its effect runs once the page itself has rendered. */
function FirstRenderMark() {
  useEffect(markFirstRender, []);
  return null;
}

/**
 * The frame every screen sits in. What it shows for a route, the page included, comes from one
 * table (route-rules.ts); nothing here decides per page. Unknown paths get home's row: they show
 * the home page, and the URL stays (docs/product.md#route-table).
 */
export function Shell({ renderPage }: { renderPage: (id: RouteId) => ReactNode }) {
  const { pathname, key: locationKey } = useLocation();
  // The page a visit opens on appears in place: a fade would hide its first paint (the browser
  // does not count what it draws at opacity 0 as painted), and a slide would draw frames while
  // the first page's own work runs (app.css). Pages reached in the app, the ones with a history
  // entry of their own, fade in as they slide.
  const entered = locationKey !== 'default';
  const rule = ruleForPath(pathname);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const passwordChangeRequired = useAppSelector(selectPasswordChangeRequired);
  const painted = useAfterFirstRender();
  // A session that must set a new password first sees only the password change, whatever the
  // address, the tab or the link; the gateway refuses its other calls anyway (gateway/README.md
  // "Session"). Logging out stays possible there.
  if (passwordChangeRequired && rule.id !== 'changePassword') return <Navigate to={PATHS.changePassword} replace />;
  return (
    <StatusGate>
      <div className={`shell${rule.tabBar ? ' shell--with-tabs' : ''}`} data-route={rule.id}>
        {rule.header === 'page' || rule.header === 'hidden' ? null : (
          <header className={`app-header app-header--${rule.header}`}>
            <TitleBar
              rule={rule}
              variant={rule.header === 'full' ? 'top' : 'compact'}
              accessory={rule.headerAccessory && HEADER_ACCESSORIES[rule.headerAccessory]()}
            />
          </header>
        )}
        <ConnectivityNotice />
        <main className="shell__main">
          {/* A full-screen form has no header: its bar and title open its main content, so that
              they belong to a landmark like the rest of the page. */}
          {rule.header === 'hidden' && <TitleBar rule={rule} variant="screen" />}
          <RouteLoadBoundary key={pathname}>
            <Suspense fallback={<Loading />}>
              {/* Keyed by path so each page reached in the app enters with the 300 ms transition (none under reduced motion). */}
              <div className={entered ? 'page page--enter' : 'page'} key={pathname}>
                <RouteGuard access={rule.access} page={() => renderPage(rule.id)} />
              </div>
              <FirstRenderMark />
            </Suspense>
          </RouteLoadBoundary>
        </main>
        {rule.tabBar && <TabBar />}
        {painted && (
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        )}
        {loggedIn && (
          <Suspense fallback={null}>
            <MemberWatchers inGameFrame={rule.id === 'lottoFrame'} />
          </Suspense>
        )}
        {painted && (
          <Suspense fallback={null}>
            <LaunchWhenReady inLoginFlow={LOGIN_FLOW_ROUTES.has(rule.id)} pathname={pathname} />
          </Suspense>
        )}
      </div>
      {painted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </StatusGate>
  );
}

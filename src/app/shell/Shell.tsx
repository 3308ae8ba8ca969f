import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '../../components/Loading';
import { Toaster } from '../../components/toast/Toaster';
import { PendingContractAlert } from '../../features/agent/components/PendingContractAlert';
import { HomeAccount } from '../../features/home/components/HomeAccount';
import { markFirstRender } from '../../lib/perf/first-render';
import { RouteLoadBoundary } from '../RouteLoadBoundary';
import { UpdatePrompt } from '../UpdatePrompt';
import { ConnectivityNotice } from './ConnectivityNotice';
import { ruleForPath } from './route-rules';
import { StatusGate } from './StatusGate';
import { TabBar } from './TabBar';
import { TitleBar } from './TitleBar';

/** Commits together with the routed page, so its effect runs once the page itself has rendered. */
function FirstRenderMark() {
  useEffect(markFirstRender, []);
  return null;
}

/**
 * The frame every screen sits in. What it shows for a route comes from one table
 * (route-rules.ts); nothing here decides per page.
 */
export function Shell() {
  const { pathname } = useLocation();
  const rule = ruleForPath(pathname);
  return (
    <StatusGate>
      <div className={`shell${rule.tabBar ? ' shell--with-tabs' : ''}`} data-route={rule.id}>
        {rule.header === 'hidden' ? (
          <TitleBar rule={rule} variant="screen" />
        ) : (
          <header className={`app-header app-header--${rule.header}`}>
            <TitleBar
              rule={rule}
              variant={rule.header === 'full' ? 'top' : 'compact'}
              accessory={rule.id === 'home' ? <HomeAccount /> : undefined}
            />
          </header>
        )}
        <ConnectivityNotice />
        <main className="shell__main">
          <RouteLoadBoundary key={pathname}>
            <Suspense fallback={<Loading />}>
              {/* Keyed by path so each page enters with the 300 ms transition (none under reduced motion). */}
              <div className="page" key={pathname}>
                <Outlet />
              </div>
              <FirstRenderMark />
            </Suspense>
          </RouteLoadBoundary>
        </main>
        {rule.tabBar && <TabBar />}
        <UpdatePrompt />
        <PendingContractAlert />
      </div>
      <Toaster />
    </StatusGate>
  );
}

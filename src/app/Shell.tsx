import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { Loading } from '../components/Loading';
import { markFirstRender } from '../lib/perf/first-render';
import { RouteLoadBoundary } from './RouteLoadBoundary';
import { UpdatePrompt } from './UpdatePrompt';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function useOnline() {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

/** Commits together with the routed page, so its effect runs once the page itself has rendered. */
function FirstRenderMark() {
  useEffect(markFirstRender, []);
  return null;
}

/** The foundation's shell: header, language switch, offline notice, update prompt. */
export function Shell() {
  const online = useOnline();
  return (
    <div className="shell">
      <header className="shell__header">
        <span className="shell__logo" aria-hidden="true">
          ★
        </span>
        <h1 className="shell__title">
          <Trans>Lobby</Trans>
        </h1>
        <LanguageSwitch />
      </header>
      {!online && (
        <p className="shell__offline" role="status">
          <Trans>You are offline. Showing the data saved on this device.</Trans>
        </p>
      )}
      <main className="shell__main">
        <RouteLoadBoundary>
          <Suspense fallback={<Loading />}>
            <Outlet />
            <FirstRenderMark />
          </Suspense>
        </RouteLoadBoundary>
      </main>
      <UpdatePrompt />
    </div>
  );
}

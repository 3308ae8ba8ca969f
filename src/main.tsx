import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';

import { AppErrorBoundary } from './app/AppErrorBoundary';
import { AppRoutes, preloadRoute } from './app/AppRoutes';
import { startPersistence } from './app/start-persistence';
import { makeStore, readBackStoredSession } from './app/store';
import { warmUpNumberFormat } from './lib/format/english-numbers';
import { activateLanguage, currentLanguageCode, i18n, loadFeatureMessages } from './lib/i18n/i18n';
import { I18nProvider } from './lib/i18n/I18nProvider';
import { findLanguage } from './lib/i18n/languages';
import { loadWhenOnline } from './lib/network/load-when-online';
import { afterFirstRender } from './lib/perf/first-render';
import { inTaskOfItsOwn, nextTask } from './lib/perf/next-task';

/**
 * Starts the app. Called by the entry (src/boot.ts) once the operator's configuration is applied;
 * importing this module starts nothing, so a page that only needs the app's shared code (the
 * configuration problem's page, which loads the catalogs) does not start the app by loading it.
 */
export async function startApp() {
  // Three tasks rather than one: the evaluation of the app's code (this module), the store's
  // set-up (Redux Toolkit builds the API's slices), and the first queries with the catalog's load.
  // On a slow phone each alone is a short task; together they held the main thread for a long one.
  await nextTask();
  const store = makeStore();
  await nextTask();
  // Languages not written as English format numbers through Intl, and the first formatter of a page
  // load reads the locale data (about 45 ms here, 175 ms with the CPU slowed 4x; later ones cost
  // next to nothing). Built in a task of its own right away, it runs while the first render waits
  // for the catalog, the page's module and its first data, not as a long task after the first
  // paint when the jackpot counter shows its first amount. For the others this costs nothing.
  setTimeout(() => warmUpNumberFormat(findLanguage(currentLanguageCode()).htmlLang), 0);
  // The catalog must be there before the first render, or the first paint would flash keys. The
  // page being opened (its module, and the data it asks for first) and the stored session load
  // beside it, and the first render waits for all three: the first paint is the page as this
  // visitor or member sees it, not a loading view in its place.
  await Promise.all([
    activateLanguage(currentLanguageCode(), { remember: false }),
    preloadRoute(store.dispatch, window.location),
    readBackStoredSession(store),
  ]);
  // redux-persist (with localforage, about 9 KB of script) keeps the session written from the
  // first paint on.
  // The code loaded after the first paint (here and the shell's toaster, prompt and badges) is not
  // in the worker's cache yet on a first visit: if the connection drops before it comes, each load
  // waits for the connection to come back (load-when-online.ts) instead of failing.
  afterFirstRender(() => startPersistence(store));
  // The worker's fresh-data messages wait for the first paint too: the worker has not answered
  // anything of this page before then, and their code stays out of the first-load budget.
  afterFirstRender(() => {
    // Dialogs, toasts and error texts read the screens' catalog (lingui.config.ts).
    void loadFeatureMessages();
    void inTaskOfItsOwn(loadWhenOnline(() => import('./lib/gateway/fresh-data'))).then((module) =>
      module.refetchOnFreshData(store.dispatch),
    );
  });
  // The worker's install downloads the whole precache: on a first visit over a slow network it
  // would compete with the page's own images and data, and its thread with the page's own work.
  // It waits until the page has rendered, loaded and gone quiet; the lobby this visit loads
  // after that still passes through it.
  afterFirstRender(
    () =>
      void loadWhenOnline(() => import('./lib/perf/page-quiet')).then(({ afterPageQuiet }) =>
        afterPageQuiet(
          () =>
            void loadWhenOnline(() => import('./lib/pwa/service-worker')).then((module) =>
              // Once it controls this first visit, what the page fetched before is handed to it.
              module.registerServiceWorker(() => store.getState().session.info?.token ?? null),
            ),
        ),
      ),
  );
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render the first page in slices of a few milliseconds and yield to
  // the browser between them: the same first paint without one long task holding the main thread.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <I18nProvider i18n={i18n}>
            <AppErrorBoundary>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </AppErrorBoundary>
          </I18nProvider>
        </Provider>
      </StrictMode>,
    );
  });
}

import { i18n } from '@lingui/core';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { type AppStore, makeStore, type RootState } from '@/app/store';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import type { SessionInfo } from '@/lib/session/session-slice';

/** Captured before any test fakes the clock. */
const realSetTimeout = globalThis.setTimeout;

/** A member's session as start-up reads it back from storage. */
export function memberSession(info: Partial<SessionInfo> = {}): Pick<RootState, 'session'> {
  return {
    session: {
      info: { token: 't'.repeat(32), merchantCode: 'nasa11f2', userName: 'demo', type: 0, firstTimeLogin: false, ...info },
      startedThisVisit: false,
      readBack: true,
      _persist: { version: -1, rehydrated: true },
    },
  };
}

interface StoreRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The store's state before the render: a session, a cached answer. */
  preloadedState?: Partial<RootState>;
  /** Renders inside a router at this address; the returned `router` tells where the page went. */
  route?: string;
}

/**
 * Renders as the app does: a real store (the app's makeStore, its middleware and the RTK Query
 * cache), the app's i18n provider and, when `route` is given, a router. Requests go out through
 * the real base query to `fetch`, which a test fakes with installFakeGateway (fake-gateway.ts).
 */
export function renderWithStore(
  ui: ReactNode,
  { preloadedState, route, ...options }: StoreRenderOptions = {},
): RenderResult & {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter> | undefined;
  /** Waits until every request the store has sent has its answer, so what did not appear will not. */
  answered: () => Promise<void>;
} {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const store = makeStore(preloadedState);
  const router = route === undefined ? undefined : createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const view = render(router ? <RouterProvider router={router} /> : ui, {
    ...options,
    wrapper: ({ children }) => (
      <Provider store={store}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </Provider>
    ),
  });
  const waiting = () => {
    const { queries, mutations } = store.getState().gateway;
    return [...Object.values(queries), ...Object.values(mutations)].filter((entry) => entry?.status === 'pending').length;
  };
  // On the real clock, so that a test's fake one does not stop it; inside act, so that React
  // renders what the answers changed before the test looks.
  const answered = () =>
    act(async () => {
      for (let turn = 0; waiting() > 0; turn += 1) {
        if (turn > 2_000) throw new Error(`${waiting()} requests still wait for their answer`);
        await new Promise((resolve) => realSetTimeout(resolve, 1));
      }
      // RTK Query's answers tell the page on the next animation frame (configureStore's
      // autoBatchEnhancer), which a fake clock never brings; any other action tells it at once.
      store.dispatch({ type: 'testing/answers-in' });
    });
  return { ...view, store, router, answered };
}

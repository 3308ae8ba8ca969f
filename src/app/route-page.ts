import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

import type { GatewayDispatch, PagePrefetch } from '../lib/gateway/prefetch';
import { loadWithMessages } from '../lib/i18n/lazy-with-messages';

export interface RoutePage {
  Page: LazyExoticComponent<ComponentType>;
  /**
   * Starts loading the module (and its first data) without rendering it; the render reuses the
   * load. Settles (never rejects) once the module is there or has failed, and the first data has
   * come or is not coming soon.
   */
  preload(dispatch: GatewayDispatch, location: { pathname: string; search: string }): Promise<void>;
}

/**
 * How long start-up waits for a page's first data beyond its code: answers from the worker's
 * caches come well within it, and a slow network gets the page's own loading view instead.
 */
const FIRST_DATA_WAIT_MS = 250;

interface RoutePageOptions {
  /** The screens' catalog loads with the page (false for pages whose texts are in the core catalog). */
  featureTexts?: boolean;
  /** What the page asks the gateway for first, in a module of its own so it can go before the page's code. */
  prefetch?: () => Promise<PagePrefetch>;
}

/**
 * A module already loaded, handed to React.lazy as a thenable that answers at once: React then
 * renders the page in the same pass instead of suspending, so the first paint is the page itself
 * rather than a loading view that React keeps for at least 300 ms before revealing the page.
 */
function alreadyLoaded<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (loaded: T) => unknown) => onFulfilled(value) };
  return thenable as unknown as Promise<T>;
}

/**
 * A route's page as React.lazy over one memoised module load, so start-up can begin the load (and
 * the page's data) before the first render; the render then reuses both.
 */
export function routePage(load: () => Promise<ComponentType>, { featureTexts = true, prefetch }: RoutePageOptions = {}): RoutePage {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    (loading ??= (featureTexts ? loadWithMessages(load) : load()).then(
      (Page) => (loaded = Page),
      (error: unknown) => {
        // A load that failed (offline, say) is not kept: the next press or render tries again.
        loading = undefined;
        throw error;
      },
    ));
  return {
    Page: lazy(() => (loaded ? alreadyLoaded({ default: loaded }) : loadOnce().then((Page) => ({ default: Page })))),
    preload(dispatch, location) {
      // Failures are the render's to report: RouteLoadBoundary offers the retry, and a page whose
      // data did not come asks again itself.
      const data = prefetch?.()
        .then((start) => start(dispatch, location))
        .catch(() => undefined);
      const dataOrTimeout = data && Promise.race([data, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);
      return Promise.all([loadOnce(), dataOrTimeout]).then(
        () => undefined,
        () => undefined,
      );
    },
  };
}

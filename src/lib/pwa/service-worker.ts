/**
 * Registration of /sw.js and the page's view of it: a tiny external store (useSyncExternalStore
 * friendly) with `updateAvailable` (a new version waits) and `offlineReady` (first install done).
 * Updates never apply themselves: the shell offers a reload and calls applyUpdate().
 */

import { gatewayOrigin } from '../gateway/request';
import { handOverFirstVisit } from './first-visit-cache';
import { DEPLOYMENT_FILES } from './protocol';
import { onCacheUpdated } from './worker-messages';

export interface ServiceWorkerState {
  readonly updateAvailable: boolean;
  readonly offlineReady: boolean;
}

/** The part of workbox-window's Workbox used here; tests pass a fake. */
export interface WorkboxLike {
  addEventListener(type: 'waiting' | 'activated' | 'controlling', listener: (event: { isUpdate?: boolean }) => void): void;
  register(): Promise<ServiceWorkerRegistration | undefined>;
  update(): Promise<void>;
  messageSkipWaiting(): void;
}

export interface ServiceWorkerDependencies {
  /** Register at all: production builds with a service-worker capable browser. */
  enabled: () => boolean;
  /** Build flag VITE_SW_KILL_SWITCH=1: do not register; let an installed worker fetch its retiring successor. */
  killSwitch: () => boolean;
  createWorkbox: (scriptUrl: string, options: { scope: string }) => WorkboxLike | Promise<WorkboxLike>;
  reload: () => void;
  /** Calls back once the browser hands control of the page to another worker. */
  onControllerChange: (callback: () => void) => void;
  isOnline: () => boolean;
  updateIntervalMs: number;
  setInterval: (callback: () => void, ms: number) => unknown;
  /** Once registered: hands the worker what a first visit fetched before it took control (first-visit-cache.ts). */
  handOverFirstVisit: () => void;
  /** Calls back when the worker found a changed deployment file (configuration, manifest, brand picture). */
  onDeploymentChanged: (callback: () => void) => void;
}

const SERVICE_WORKER_URL = '/sw.js';
const SERVICE_WORKER_SCOPE = '/';
const HOUR_MS = 60 * 60 * 1000;

const INITIAL_STATE: ServiceWorkerState = { updateAvailable: false, offlineReady: false };

/** The session open now; set by registerServiceWorker (the store is the app's). */
let sessionToken: () => string | null = () => null;

function browserDependencies(): ServiceWorkerDependencies {
  return {
    enabled: () => import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    killSwitch: () => import.meta.env.VITE_SW_KILL_SWITCH === '1',
    // Loaded on demand: registration can wait, the first render should not pay for it.
    createWorkbox: async (scriptUrl, options) => {
      const { Workbox } = await import('workbox-window');
      return new Workbox(scriptUrl, options) as WorkboxLike;
    },
    reload: () => window.location.reload(),
    onControllerChange: (callback) => navigator.serviceWorker.addEventListener('controllerchange', callback, { once: true }),
    isOnline: () => navigator.onLine,
    updateIntervalMs: HOUR_MS,
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    handOverFirstVisit: () => {
      const origins = [...new Set([window.location.origin, gatewayOrigin()])];
      handOverFirstVisit({ sessionToken: () => sessionToken(), origins });
    },
    onDeploymentChanged: (callback) => {
      onCacheUpdated(({ cacheName }) => {
        if (cacheName === DEPLOYMENT_FILES.cacheName) callback();
      });
    },
  };
}

export function createServiceWorkerController(overrides: Partial<ServiceWorkerDependencies> = {}) {
  const deps: ServiceWorkerDependencies = { ...browserDependencies(), ...overrides };
  let state = INITIAL_STATE;
  const listeners = new Set<() => void>();
  let workbox: WorkboxLike | undefined;
  let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;
  let updateRequested = false;
  let reloading = false;
  /** A new version of the app waits (an update of the worker), rather than only new deployment files. */
  let workerWaiting = false;

  function reloadOnce(): void {
    if (reloading) return;
    reloading = true;
    deps.reload();
  }

  function setState(patch: Partial<ServiceWorkerState>): void {
    const next = { ...state, ...patch };
    if (next.updateAvailable === state.updateAvailable && next.offlineReady === state.offlineReady) return;
    state = next;
    for (const listener of listeners) listener();
  }

  async function retireInstalledWorker(): Promise<undefined> {
    // The server now serves the retiring worker; an update check installs it and it cleans up.
    const existing = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
    await existing?.update().catch(() => undefined);
    return undefined;
  }

  async function start(): Promise<ServiceWorkerRegistration | undefined> {
    if (deps.killSwitch()) return retireInstalledWorker();
    const wb = await deps.createWorkbox(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
    workbox = wb;
    wb.addEventListener('waiting', () => {
      workerWaiting = true;
      setState({ updateAvailable: true });
    });
    // The operator changed the configuration or the brand (docs/architecture.md#deploying): the
    // worker already holds the new files, so a reload is the whole update.
    deps.onDeploymentChanged(() => setState({ updateAvailable: true }));
    wb.addEventListener('activated', (event) => {
      if (!event.isUpdate) setState({ offlineReady: true });
    });
    // Only a reload the user asked for: the first install also takes control (clientsClaim).
    wb.addEventListener('controlling', () => {
      if (updateRequested) reloadOnce();
    });
    deps.setInterval(() => {
      if (deps.isOnline()) void wb.update().catch(() => undefined);
    }, deps.updateIntervalMs);
    const registered = await wb.register();
    watchEarlyUpdate(registered);
    if (registered) deps.handOverFirstVisit();
    return registered;
  }

  /**
   * Registration waits for the page to settle; an update the browser found before that (its own
   * check when the page was opened) raises no workbox event here, so it is watched until it
   * waits, as workbox would have.
   */
  function watchEarlyUpdate(registered: ServiceWorkerRegistration | undefined): void {
    const early = registered?.installing;
    if (!registered || !early || !registered.active) return;
    early.addEventListener('statechange', () => {
      if (early.state !== 'installed' || registered.waiting !== early) return;
      workerWaiting = true;
      setState({ updateAvailable: true });
    });
  }

  return {
    /** Idempotent: React StrictMode and re-mounts register once. */
    register(): Promise<ServiceWorkerRegistration | undefined> {
      if (!deps.enabled()) return Promise.resolve(undefined);
      // A failed registration (blocked, offline first visit, script error) leaves the app working
      // online exactly as before, so it is reported and swallowed.
      registration ??= start().catch((error: unknown) => {
        console.warn('Service worker registration failed', error);
        return undefined;
      });
      return registration;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot(): ServiceWorkerState {
      return state;
    },
    /** Activates the waiting version; the page reloads once it controls the page. */
    applyUpdate(): void {
      if (!state.updateAvailable) return;
      if (!workbox || !workerWaiting) {
        reloadOnce();
        return;
      }
      updateRequested = true;
      workbox.messageSkipWaiting();
      // A version the browser found before this page registered (registration waits for the page
      // to settle) is not workbox's own, and its taking control raises no 'controlling' event: the
      // page also reloads on the browser's own controller change, whichever comes first.
      deps.onControllerChange(reloadOnce);
    },
    /** Hides the prompt until the next update is found ("later"). */
    dismissUpdate(): void {
      setState({ updateAvailable: false });
    },
    dismissOfflineReady(): void {
      setState({ offlineReady: false });
    },
  };
}

export type ServiceWorkerController = ReturnType<typeof createServiceWorkerController>;

/** The app's one controller. */
export const serviceWorker: ServiceWorkerController = createServiceWorkerController();

/**
 * Call once from the entry (main.tsx), with the store's session token; a no-op in development and
 * without service workers.
 */
export function registerServiceWorker(
  currentSessionToken: () => string | null = () => null,
): Promise<ServiceWorkerRegistration | undefined> {
  sessionToken = currentSessionToken;
  return serviceWorker.register();
}

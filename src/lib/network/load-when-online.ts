import { TIMING } from '../../config/constants';
import { connectivity, type ConnectivityStore } from './connectivity';

/** Calls `onOnline` once, at the store's next change to online; answers how to stop waiting. */
function onNextOnline(store: ConnectivityStore, onOnline: () => void): () => void {
  const unsubscribe = store.subscribe(() => {
    if (!store.getSnapshot().online) return;
    unsubscribe();
    onOnline();
  });
  return unsubscribe;
}

/** How long to wait before the retry after `failures` failed loads while online. */
export function retryDelay(failures: number): number {
  return Math.min(TIMING.partLoadRetryFirst * 2 ** (failures - 1), TIMING.partLoadRetryLongest);
}

/** Offline: until the connection is back. Online: the growing delay, cut short by a change to online. */
function waitBeforeRetry(failures: number, store: ConnectivityStore): Promise<void> {
  return new Promise((resolve) => {
    if (!store.getSnapshot().online) {
      onNextOnline(store, resolve);
      return;
    }
    const timer = setTimeout(() => {
      stopWaiting();
      resolve();
    }, retryDelay(failures));
    const stopWaiting = onNextOnline(store, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Loads code that a page can do without for a while (the toaster, a badge, a carousel) until it
 * comes: a load that fails, most often because the connection dropped just after the first paint
 * and before the worker had cached it, is tried again instead of failing the page. React.lazy
 * over a rejected load would throw into the render and take the page down with it
 * (docs/architecture.md#late-code).
 */
export async function loadWhenOnline<T>(load: () => Promise<T>, store: ConnectivityStore = connectivity): Promise<T> {
  for (let failures = 1; ; failures += 1) {
    try {
      return await load();
    } catch {
      await waitBeforeRetry(failures, store);
    }
  }
}

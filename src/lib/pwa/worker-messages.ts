import { type CacheUpdate, cacheUpdateOf, keptCacheUpdates, type MessageSource, workerContainer } from './cache-updates';
import { SW_MESSAGE } from './protocol';

/**
 * Calls back when the worker refreshed a cached API answer with different data (broadcast
 * update), so the page can refetch that endpoint: first for the updates kept since the page's
 * first script (cache-updates.ts), then for each one as it comes. Returns the unsubscribe function.
 */
export function onCacheUpdated(listener: (update: CacheUpdate) => void, source: MessageSource | undefined = workerContainer()): () => void {
  if (!source) return () => undefined;
  const handle = (event: MessageEvent) => {
    const update = cacheUpdateOf(event.data);
    if (update) listener(update);
  };
  // Listening before taking the kept ones: no update falls between the two.
  source.addEventListener('message', handle);
  for (const update of keptCacheUpdates()) listener(update);
  return () => source.removeEventListener('message', handle);
}

/**
 * On logout: asks the worker to drop caches that may hold session data, and waits for its answer
 * (at most `timeoutMs`; without a controlling worker it resolves at once).
 */
export function clearSessionCaches(
  controller: Pick<ServiceWorker, 'postMessage'> | null | undefined = workerContainer()?.controller,
  timeoutMs = 2000,
): Promise<void> {
  if (!controller) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    }
    channel.port1.onmessage = done;
    controller.postMessage({ type: SW_MESSAGE.clearSessionCaches }, [channel.port2]);
  });
}

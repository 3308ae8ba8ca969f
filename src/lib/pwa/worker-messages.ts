import { CACHE_UPDATED_META, SW_MESSAGE } from './protocol';

export interface CacheUpdate {
  cacheName: string;
  url: string;
}

interface MessageSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

function workerContainer(): (MessageSource & { controller: ServiceWorker | null }) | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
}

/**
 * Calls back when the worker refreshed a cached API answer with different data (broadcast
 * update), so the page can refetch that endpoint. Returns the unsubscribe function.
 */
export function onCacheUpdated(
  listener: (update: CacheUpdate) => void,
  source: MessageSource | undefined = workerContainer(),
): () => void {
  if (!source) return () => undefined;
  const handle = (event: MessageEvent) => {
    const data = event.data as
      | { type?: unknown; meta?: unknown; payload?: { cacheName?: unknown; updatedURL?: unknown } }
      | null
      | undefined;
    if (data?.type !== 'CACHE_UPDATED' || data.meta !== CACHE_UPDATED_META) return;
    const { cacheName, updatedURL } = data.payload ?? {};
    if (typeof cacheName === 'string' && typeof updatedURL === 'string') {
      listener({ cacheName, url: updatedURL });
    }
  };
  source.addEventListener('message', handle);
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

import { SESSION_CACHE_NAMES, SW_MESSAGE } from '../src/lib/pwa/protocol';
import { markSessionEnded } from './session-guard';

export interface MessageScope {
  skipWaiting(): Promise<void>;
  readonly caches: CacheStorage;
}

function messageType(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
}

export async function clearSessionCaches(cacheStorage: CacheStorage, names: readonly string[] = SESSION_CACHE_NAMES): Promise<void> {
  await Promise.all(names.map((name) => cacheStorage.delete(name)));
}

/** The work a page message asks for, or undefined for a message this worker does not know. */
export function handleWorkerMessage(data: unknown, scope: MessageScope): Promise<void> | undefined {
  switch (messageType(data)) {
    case SW_MESSAGE.skipWaiting:
      return scope.skipWaiting();
    case SW_MESSAGE.clearSessionCaches:
      // First, so an answer still in flight for the ended session is not written back afterwards.
      markSessionEnded();
      return clearSessionCaches(scope.caches);
    default:
      return undefined;
  }
}

/** Answers on the message's port (when the page sent one) once the work is done, so it can await it. */
export function listenForMessages(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    const work = handleWorkerMessage(event.data, scope);
    if (!work) return;
    const reply = event.ports[0];
    event.waitUntil(
      work.then(
        () => reply?.postMessage({ ok: true }),
        (error: unknown) => reply?.postMessage({ ok: false, error: String(error) }),
      ),
    );
  });
}

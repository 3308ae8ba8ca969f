import { TIMING } from '../../config/constants';

/**
 * What the player should know about the network: offline (from the browser) and slow (a gateway
 * call pending longer than TIMING.slowRequestNotice). A small external store so the base query
 * can report into it and the shell can render it with useSyncExternalStore.
 */
export interface Connectivity {
  online: boolean;
  slow: boolean;
  /**
   * The newest `Date` of the gateway answers the page has used: offline these come from the
   * service worker's caches, so this is when the shown data was last fresh.
   */
  dataTime: number | null;
}

type Listener = () => void;

export function createConnectivityStore(initialOnline: boolean, slowAfter: number = TIMING.slowRequestNotice) {
  let snapshot: Connectivity = { online: initialOnline, slow: false, dataTime: null };
  let slowCalls = 0;
  const listeners = new Set<Listener>();

  function set(next: Partial<Connectivity>) {
    const merged = { ...snapshot, ...next };
    if (merged.online === snapshot.online && merged.slow === snapshot.slow && merged.dataTime === snapshot.dataTime) return;
    snapshot = merged;
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    setOnline(online: boolean) {
      set({ online });
    },
    /** Records an answer's `Date` header (HTTP date); unreadable or older dates change nothing. */
    noteAnswerDate(httpDate: string | null) {
      const time = httpDate ? Date.parse(httpDate) : NaN;
      if (time > (snapshot.dataTime ?? 0)) set({ dataTime: time });
    },
    /** Call when a request starts; call the returned function when it settles, however it ends. */
    trackRequest(): () => void {
      let countedSlow = false;
      const timer = setTimeout(() => {
        countedSlow = true;
        slowCalls += 1;
        set({ slow: true });
      }, slowAfter);
      return () => {
        clearTimeout(timer);
        if (!countedSlow) return;
        slowCalls -= 1;
        if (slowCalls === 0) set({ slow: false });
      };
    },
  };
}

export type ConnectivityStore = ReturnType<typeof createConnectivityStore>;

export const connectivity: ConnectivityStore = createConnectivityStore(typeof navigator === 'undefined' ? true : navigator.onLine);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => connectivity.setOnline(true));
  window.addEventListener('offline', () => connectivity.setOnline(false));
}

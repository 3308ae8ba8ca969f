import { STORAGE_KEYS } from '@/lib/storage/keys';

import { readRecentSearches, rememberSearch } from '../model/game-search';

/**
 * The game lists' recent searches in local storage (one list per device, not per account), as a
 * tiny external store so every list's search box shows the same chips.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedItems: string[] = [];

function storedRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.recentGameSearches);
  } catch {
    return null;
  }
}

function write(items: readonly string[]) {
  try {
    if (items.length === 0) localStorage.removeItem(STORAGE_KEYS.recentGameSearches);
    else localStorage.setItem(STORAGE_KEYS.recentGameSearches, JSON.stringify(items));
  } catch {
    // Storage refused (private mode, full): the search still works, it is just not remembered.
  }
  for (const listener of listeners) listener();
}

export const recentSearches = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Stable between changes, as useSyncExternalStore needs. */
  items(): string[] {
    const raw = storedRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedItems = readRecentSearches(raw);
    }
    return cachedItems;
  },
  remember(input: string) {
    const next = rememberSearch(recentSearches.items(), input);
    if (next.join('\n') !== recentSearches.items().join('\n')) write(next);
  },
  clear() {
    write([]);
  },
};

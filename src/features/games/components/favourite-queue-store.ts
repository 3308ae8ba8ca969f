import { STORAGE_KEYS } from '@/lib/storage/keys';

import { enqueueFavourite, type QueuedFavourite, readQueue, writeQueue } from '../model/favourite-queue';

/**
 * The offline favourites queue in local storage, as a tiny external store: every tile reads the
 * same queue, and a reload (or a cold offline reopen) keeps it.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedOwner = '';
let cachedItems: QueuedFavourite[] = [];

function storedRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.favouriteQueue);
  } catch {
    return null;
  }
}

export const favouriteQueue = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Stable between changes, as useSyncExternalStore needs. */
  items(owner: string): QueuedFavourite[] {
    const raw = storedRaw();
    if (raw !== cachedRaw || owner !== cachedOwner) {
      cachedRaw = raw;
      cachedOwner = owner;
      cachedItems = readQueue(raw, owner);
    }
    return cachedItems;
  },
  replace(owner: string, items: readonly QueuedFavourite[]) {
    try {
      if (items.length === 0) localStorage.removeItem(STORAGE_KEYS.favouriteQueue);
      else localStorage.setItem(STORAGE_KEYS.favouriteQueue, writeQueue(owner, items));
    } catch {
      // Storage refused: nothing can be queued, and the star shows the gateway's state again.
    }
    for (const listener of listeners) listener();
  },
  add(owner: string, change: QueuedFavourite) {
    favouriteQueue.replace(owner, enqueueFavourite(favouriteQueue.items(owner), change));
  },
};

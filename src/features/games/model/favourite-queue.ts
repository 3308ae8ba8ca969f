/**
 * Favourites toggled while offline: kept on the device per account and sent, in order,
 * once the network is back. The stars show the queued state at once, so the player sees what
 * they did even though the gateway has not heard of it yet.
 */
export interface QueuedFavourite {
  gameId: number;
  nodeId: number;
  vendor: string;
  /** True to add, false to remove. */
  adding: boolean;
}

/**
 * Adds a toggle to the queue. Toggling the same game back before it was sent cancels both: the
 * gateway still holds the state the player ended with.
 */
export function enqueueFavourite(queue: readonly QueuedFavourite[], change: QueuedFavourite): QueuedFavourite[] {
  const pending = queue.find((item) => item.gameId === change.gameId);
  if (!pending) return [...queue, change];
  if (pending.adding !== change.adding) return queue.filter((item) => item.gameId !== change.gameId);
  return [...queue];
}

/** The favourite ids as the player should see them: the gateway's, with the queued changes applied. */
export function favouriteIdsWithQueue(ids: readonly number[], queue: readonly QueuedFavourite[]): Set<number> {
  const result = new Set(ids);
  for (const item of queue) {
    if (item.adding) result.add(item.gameId);
    else result.delete(item.gameId);
  }
  return result;
}

interface StoredQueue {
  owner: string;
  items: QueuedFavourite[];
}

function isQueuedFavourite(value: unknown): value is QueuedFavourite {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    Number.isInteger(item.gameId) && Number.isInteger(item.nodeId) && typeof item.vendor === 'string' && typeof item.adding === 'boolean'
  );
}

/** The stored queue of `owner`; another account's queue, or anything unreadable, is empty. */
export function readQueue(raw: string | null, owner: string): QueuedFavourite[] {
  if (!raw) return [];
  try {
    const stored = JSON.parse(raw) as Partial<StoredQueue>;
    if (stored.owner !== owner || !Array.isArray(stored.items)) return [];
    return stored.items.filter(isQueuedFavourite);
  } catch {
    return [];
  }
}

export function writeQueue(owner: string, items: readonly QueuedFavourite[]): string {
  return JSON.stringify({ owner, items: [...items] } satisfies StoredQueue);
}

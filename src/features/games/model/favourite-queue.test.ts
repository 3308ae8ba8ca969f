import { describe, expect, it } from 'vitest';

import { enqueueFavourite, favouriteIdsWithQueue, type QueuedFavourite, readQueue, writeQueue } from './favourite-queue';

const add = (gameId: number): QueuedFavourite => ({ gameId, nodeId: gameId * 10, vendor: 'PG', adding: true });
const remove = (gameId: number): QueuedFavourite => ({ ...add(gameId), adding: false });

describe('offline favourites queue', () => {
  it('keeps toggles of different games in the order they were made', () => {
    expect(enqueueFavourite(enqueueFavourite([], add(1)), remove(2))).toEqual([add(1), remove(2)]);
  });

  it('cancels a toggle undone before it was sent', () => {
    expect(enqueueFavourite([add(1), add(2)], remove(1))).toEqual([add(2)]);
  });

  it('does not queue the same change twice', () => {
    expect(enqueueFavourite([add(1)], add(1))).toEqual([add(1)]);
  });

  it('shows the gateway ids with the queued changes applied', () => {
    expect([...favouriteIdsWithQueue([1, 2], [add(3), remove(1)])].sort()).toEqual([2, 3]);
  });

  it('reads back only the same account’s readable queue', () => {
    const raw = writeQueue('demo', [add(1)]);
    expect(readQueue(raw, 'demo')).toEqual([add(1)]);
    expect(readQueue(raw, 'someone')).toEqual([]);
    expect(readQueue('{broken', 'demo')).toEqual([]);
    expect(readQueue(JSON.stringify({ owner: 'demo', items: [{ gameId: 'x' }, add(2)] }), 'demo')).toEqual([add(2)]);
    expect(readQueue(null, 'demo')).toEqual([]);
  });
});

import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';

import { toast } from '@/components/toast/toast';
import { TIMING } from '@/config/constants';
import { ERROR_TEXTS, errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { isRealMember } from '@/lib/session/roles';
import { selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { type Game, useAddFavouriteMutation, useGetFavouritesQuery, useRemoveFavouriteMutation } from '../api/games-api';
import { favouriteIdsWithQueue, type QueuedFavourite } from '../model/favourite-queue';
import { favouriteQueue } from './favourite-queue-store';

const NO_QUEUE: QueuedFavourite[] = [];
const FAVOURITE_QUEUED = msg`You are offline. This favourite will be saved when you are back online.`;
const OFFLINE_FAVOURITES_SENT = msg`The favourites you changed offline are saved now.`;
/** One flush at a time, however many tiles use the hook. */
let flushing = false;

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Favourites of the signed-in member (docs/product.md#states-and-transitions, #validation): a set
 * of game ids for the tiles' stars and a toggle that says what it does (1 s toasts) or asks a
 * visitor to log in (2 s). Offline, a toggle is queued on the device and sent when the network is
 * back.
 */
export function useFavourites() {
  const session = useAppSelector(selectSession);
  const member = session !== null && isRealMember(session.type);
  const owner = member ? session.userName : '';
  const favourites = useGetFavouritesQuery(undefined, { skip: !member });
  const [add] = useAddFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();
  const queue = useSyncExternalStore(
    favouriteQueue.subscribe,
    () => (owner ? favouriteQueue.items(owner) : NO_QUEUE),
    () => NO_QUEUE,
  );
  const ids = useMemo(
    () => (member ? favouriteIdsWithQueue(favourites.data?.ids ?? [], queue) : new Set<number>()),
    [favourites.data, member, queue],
  );

  const send = useCallback(
    (change: Pick<QueuedFavourite, 'nodeId' | 'vendor' | 'adding'>) => {
      const request = { nodeId: change.nodeId, vendor: change.vendor };
      return (change.adding ? add(request) : remove(request)).unwrap();
    },
    [add, remove],
  );

  useEffect(() => {
    if (!owner) return;
    async function flush() {
      if (flushing || isOffline()) return;
      flushing = true;
      let sent = 0;
      try {
        for (const item of favouriteQueue.items(owner)) {
          try {
            await send(item);
          } catch (caught) {
            // Still no network: keep this and the rest for the next time. A refusal (game gone,
            // session over) will not change on a retry, so that one is dropped.
            if (!isGatewayError(caught) || caught.status === 0) break;
          }
          favouriteQueue.replace(
            owner,
            favouriteQueue.items(owner).filter((queued) => queued.gameId !== item.gameId),
          );
          sent += 1;
        }
      } finally {
        flushing = false;
      }
      if (sent > 0) toast.success(OFFLINE_FAVOURITES_SENT, { duration: TIMING.favouriteToast });
    }
    void flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [owner, send]);

  const toggle = useCallback(
    async (game: Game) => {
      if (session === null) {
        toast.info(ERROR_TEXTS.in_logged_login, { duration: TIMING.loginInfoToast });
        return;
      }
      if (!isRealMember(session.type)) {
        toast.info(ERROR_TEXTS.free_reject, { duration: TIMING.loginInfoToast });
        return;
      }
      const change = { gameId: game.id, nodeId: game.nodeId, vendor: game.vendor, adding: !ids.has(game.id) };
      if (isOffline()) {
        favouriteQueue.add(session.userName, change);
        toast.info(FAVOURITE_QUEUED, { duration: TIMING.loginInfoToast });
        return;
      }
      toast.info(change.adding ? ERROR_TEXTS.add_favourites : ERROR_TEXTS.remove_favourites, { duration: TIMING.favouriteToast });
      try {
        await send(change);
      } catch (caught) {
        toast.error(errorMessage(isGatewayError(caught) ? caught : undefined));
      }
    },
    [ids, send, session],
  );

  return { ids, toggle, list: favourites.data?.list, loading: favourites.isLoading };
}

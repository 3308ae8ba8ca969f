import { useCallback, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { TIMING } from '../../../config/constants';
import { toast } from '../../../components/toast/toast';
import { errorMessage, ERROR_TEXTS } from '../../../lib/errors/error-catalogue';
import { isGatewayError } from '../../../lib/gateway/gateway-error';
import { selectSession } from '../../../lib/session/session-slice';
import { isRealMember } from '../../../lib/member/member-api';
import { useAddFavouriteMutation, useGetFavouritesQuery, useRemoveFavouriteMutation, type Game } from '../api/games-api';

/**
 * Favourites of the signed-in member (SPEC §4, §5): a set of game ids for the tiles' stars and
 * a toggle that says what it does (1 s toasts) or asks a visitor to log in (2 s).
 */
export function useFavourites() {
  const session = useSelector(selectSession);
  const member = session !== null && isRealMember(session.type);
  const favourites = useGetFavouritesQuery(undefined, { skip: !member });
  const [add] = useAddFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();
  const ids = useMemo(() => new Set(member ? (favourites.data?.ids ?? []) : []), [favourites.data, member]);

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
      const adding = !ids.has(game.id);
      const request = { nodeId: game.nodeId, vendor: game.vendor };
      toast.info(adding ? ERROR_TEXTS.add_favourites : ERROR_TEXTS.remove_favourites, { duration: TIMING.favouriteToast });
      try {
        await (adding ? add(request) : remove(request)).unwrap();
      } catch (caught) {
        toast.error(errorMessage(isGatewayError(caught) ? caught : undefined));
      }
    },
    [add, ids, remove, session],
  );

  return { ids, toggle, list: favourites.data?.list, loading: favourites.isLoading };
}

import type { PagePrefetch } from '@/lib/gateway/prefetch';
import { currentLanguageCode } from '@/lib/i18n/i18n';
import { lobbyApi } from '@/lib/lobby/lobby-api';

import { gamesApi } from './games-api';

/*
 * What each lobby page asks for before it can show anything, with the arguments its first render
 * uses (the current language), so the render finds the answers in the store. Kept apart from the
 * pages so start-up can send these before the page's own code has loaded.
 */

/** Game centre: the vendor structure and the TOP GAME strip (a tab's games need the structure first). */
export const prefetchGameCentre: PagePrefetch = (dispatch) => {
  const language = currentLanguageCode();
  return Promise.all([
    dispatch(lobbyApi.endpoints.getVendorGameTypes.initiate({ language }, { subscribe: false })),
    dispatch(lobbyApi.endpoints.getHotGames.initiate({ language }, { subscribe: false })),
  ]);
};

/** Lottery: both prize modes' draws. */
export const prefetchLottery: PagePrefetch = (dispatch) => {
  const language = currentLanguageCode();
  return Promise.all([
    dispatch(gamesApi.endpoints.getLotteryGames.initiate({ prizeMode: 'Lott', language }, { subscribe: false })),
    dispatch(gamesApi.endpoints.getLotteryGames.initiate({ prizeMode: 'Elott', language }, { subscribe: false })),
  ]);
};

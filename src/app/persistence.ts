import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { type Persistor, persistReducer, persistStore } from 'redux-persist';

import type { SessionState } from '../lib/session/session-slice';
import { storedSessionInfo } from '../lib/session/stored-session';
import { STORAGE_KEYS } from '../lib/storage/keys';
import { persistStorage } from '../lib/storage/persist-storage';
import type { AppStore, RootState, StoreReducers } from './store';

/**
 * What redux-persist's read-back does to the session. When start-up has already read it
 * (stored-session.ts), or a login has opened one since, the state is newer than or equal to what
 * storage holds: it is kept as it is, the same objects, so no reader of the session renders again.
 * Otherwise the stored `info` replaces the empty one, as redux-persist's default (autoMergeLevel1)
 * would, read as start-up reads it (storedSessionInfo: a session without a type is a trial
 * account's).
 */
export function reconcileStoredSession(
  inbound: Partial<SessionState> | undefined,
  _original: SessionState,
  reduced: SessionState,
): SessionState {
  if (reduced.readBack || reduced.startedThisVisit || !inbound || !('info' in inbound)) return reduced;
  return { ...reduced, info: storedSessionInfo(inbound.info) };
}

/**
 * The session slice, persisted: only `info` is written, as MC_SESSION_INFO. Loaded after the first
 * paint (start-persistence.ts), so redux-persist's code is not part of the first load.
 */
export function persistSession(store: AppStore, reducers: StoreReducers): Persistor {
  const session = persistReducer(
    {
      key: STORAGE_KEYS.session,
      keyPrefix: '',
      storage: persistStorage,
      whitelist: ['info'],
      stateReconciler: reconcileStoredSession,
    },
    reducers.session,
  );
  store.replaceReducer(combineReducers({ ...reducers, session }) as unknown as Reducer<RootState>);
  // Keeping the session written and keeping it alive start together, after the first paint: the
  // renewal's code (docs/product.md#session-renewal) then stays out of the first load too. It
  // needs a page (its activity comes from the page's input), so not where the store runs without one.
  if (typeof document !== 'undefined') void import('./session-renewal').then(({ startSessionRenewal }) => startSessionRenewal(store));
  return persistStore(store);
}

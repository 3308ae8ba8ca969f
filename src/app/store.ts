import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { PersistState } from 'redux-persist';

import { gatewayApi } from '../lib/gateway/api';
import { sessionReadBack, sessionSlice, type SessionState } from '../lib/session/session-slice';
import { readStoredSession } from '../lib/session/stored-session';
import { createSessionExpiryMiddleware } from './session-expiry';

/**
 * Only client slices are persisted; the RTK Query cache is not, because the service worker's
 * caches are the offline source of API data. The session is read back before the first render
 * (readBackStoredSession) and persisted from startPersistence (start-persistence.ts) on.
 */
export const STORE_REDUCERS = {
  session: sessionSlice.reducer as Reducer<SessionState & { _persist?: PersistState }>,
  [gatewayApi.reducerPath]: gatewayApi.reducer,
};
export type StoreReducers = typeof STORE_REDUCERS;

const rootReducer = combineReducers(STORE_REDUCERS);

/**
 * redux-persist's own actions carry functions (the serializable check lets them through). Spelled
 * out rather than imported: an import from redux-persist here would bring its code into the first
 * load (store.test.ts checks they match).
 */
export const PERSIST_ACTION_TYPES = [
  'persist/FLUSH',
  'persist/REHYDRATE',
  'persist/PAUSE',
  'persist/PERSIST',
  'persist/PURGE',
  'persist/REGISTER',
] as const;

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [...PERSIST_ACTION_TYPES] },
      })
        .prepend(createSessionExpiryMiddleware())
        .concat(gatewayApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

/**
 * The stored session, read straight from IndexedDB before the first render, so the first paint
 * is already the visitor's or the member's page. What it cannot read for sure is left to
 * redux-persist (startPersistence).
 */
export async function readBackStoredSession(store: AppStore): Promise<void> {
  const stored = await readStoredSession();
  if (stored.known) store.dispatch(sessionReadBack(stored.info));
}

export type AppStore = ReturnType<typeof makeStore>;

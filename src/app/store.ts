import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { PersistState, Persistor } from 'redux-persist';
import { gatewayApi } from '../lib/gateway/api';
import { sessionReadBack, sessionSlice, type SessionState } from '../lib/session/session-slice';
import { readStoredSession } from '../lib/session/stored-session';
import { loadWhenOnline } from '../lib/network/load-when-online';
import { inTaskOfItsOwn } from '../lib/perf/next-task';
import { createSessionExpiryMiddleware } from './session-expiry';

/**
 * Only client slices are persisted; the RTK Query cache is not, because the service worker's
 * caches are the offline source of API data. The session is read back before the first render
 * (readBackStoredSession) and persisted from startPersistence on.
 */
const reducers = {
  session: sessionSlice.reducer as Reducer<SessionState & { _persist?: PersistState }>,
  [gatewayApi.reducerPath]: gatewayApi.reducer,
};
export type StoreReducers = typeof reducers;

const rootReducer = combineReducers(reducers);

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

/**
 * Reads the persisted session back and keeps it written; callers choose when (after the first
 * render). Its code (redux-persist, then localforage) loads only then.
 */
export async function startPersistence(store: AppStore): Promise<Persistor> {
  const { persistSession } = await inTaskOfItsOwn(loadWhenOnline(() => import('./persistence')));
  return persistSession(store, reducers);
}

export type AppStore = ReturnType<typeof makeStore>;

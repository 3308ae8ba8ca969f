import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import { gatewayApi } from '../lib/gateway/api';
import { sessionSlice } from '../lib/session/session-slice';
import { persistStorage } from '../lib/storage/persist-storage';
import { STORAGE_KEYS } from '../lib/storage/keys';
import { sessionExpiryListener } from './session-expiry';

/**
 * Only client slices are persisted; the RTK Query cache is not, because the service worker's
 * caches are the offline source of API data.
 */
const rootReducer = combineReducers({
  session: persistReducer(
    { key: STORAGE_KEYS.session, keyPrefix: '', storage: persistStorage, whitelist: ['info'] },
    sessionSlice.reducer,
  ),
  [gatewayApi.reducerPath]: gatewayApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(sessionExpiryListener.middleware)
        .concat(gatewayApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

/** Reads the persisted session back and keeps it written; callers choose when (after the first render). */
export function startPersistence(store: AppStore) {
  return persistStore(store);
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

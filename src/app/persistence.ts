import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Persistor } from 'redux-persist';
import { persistStorage } from '../lib/storage/persist-storage';
import { STORAGE_KEYS } from '../lib/storage/keys';
import type { AppStore, RootState, StoreReducers } from './store';

/**
 * The session slice, persisted: only `info` is written, as MC_SESSION_INFO. Loaded after the first
 * paint (store.ts, startPersistence), so redux-persist's code is not part of the first load.
 */
export function persistSession(store: AppStore, reducers: StoreReducers): Persistor {
  const session = persistReducer(
    { key: STORAGE_KEYS.session, keyPrefix: '', storage: persistStorage, whitelist: ['info'] },
    reducers.session,
  );
  store.replaceReducer(combineReducers({ ...reducers, session }) as unknown as Reducer<RootState>);
  return persistStore(store);
}

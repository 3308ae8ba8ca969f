import type { Persistor } from 'redux-persist';

import { loadWhenOnline } from '../lib/network/load-when-online';
import { inTaskOfItsOwn } from '../lib/perf/next-task';
import { type AppStore, STORE_REDUCERS } from './store';

/**
 * Reads the persisted session back and keeps it written; callers choose when (after the first
 * render). Its code (redux-persist, then localforage) loads only then. Apart from store.ts, which
 * persistence.ts reads its types from, so the store does not import what imports it.
 */
export async function startPersistence(store: AppStore): Promise<Persistor> {
  const { persistSession } = await inTaskOfItsOwn(loadWhenOnline(() => import('./persistence')));
  return persistSession(store, STORE_REDUCERS);
}

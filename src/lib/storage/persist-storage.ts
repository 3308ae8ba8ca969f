import localforage from 'localforage';

/** IndexedDB (through localforage) for redux-persist: survives reloads and offline starts. */
export const persistStorage = localforage.createInstance({ name: 'lobby', storeName: 'persisted' });

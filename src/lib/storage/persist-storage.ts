import type { Storage } from 'redux-persist';
import { PERSISTED_DATABASE } from './keys';

type LocalForage = typeof import('localforage');

let instance: Promise<LocalForage> | undefined;

/**
 * IndexedDB (through localforage) for redux-persist. localforage is loaded on first use rather
 * than with the first render: it is about 7 KB gzip that the first paint does not need, and
 * the session rehydrates a moment later.
 */
function store(): Promise<LocalForage> {
  instance ??= import('localforage').then(({ default: localforage }) =>
    localforage.createInstance(PERSISTED_DATABASE),
  );
  return instance;
}

export const persistStorage: Storage = {
  getItem: async (key: string) => (await store()).getItem(key),
  setItem: async (key: string, value: unknown) => (await store()).setItem(key, value),
  removeItem: async (key: string) => (await store()).removeItem(key),
};

import type { Storage } from 'redux-persist';

import { PERSISTED_DATABASE } from './keys';

type LocalForage = typeof import('localforage');

let instance: Promise<LocalForage> | undefined;

/**
 * IndexedDB (through localforage) for redux-persist, and for the writes that cannot wait for it
 * (session-actions.ts). localforage is loaded on first use rather than with the first render: it is
 * about 7 KB gzip that the first paint does not need, and the session rehydrates a moment later.
 * The instance is handed out once its driver is ready: until then localforage queues a call behind
 * one more step than a call made later, so a write made while it started could land after a newer
 * one and leave the older value stored.
 */
function store(): Promise<LocalForage> {
  instance ??= import('localforage').then(async ({ default: localforage }) => {
    const created = localforage.createInstance(PERSISTED_DATABASE);
    await created.ready();
    return created;
  });
  return instance;
}

export const persistStorage: Storage = {
  getItem: async (key: string) => (await store()).getItem(key),
  setItem: async (key: string, value: unknown) => (await store()).setItem(key, value),
  removeItem: async (key: string) => (await store()).removeItem(key),
};

/** Every browser storage key the app uses (storage-keys.ts), one export each, read through this namespace (docs/architecture.md#constant-tables). */
export * as STORAGE_KEYS from './storage-keys';

/**
 * The IndexedDB database and object store that hold the persisted session (localforage over
 * IndexedDB, written by redux-persist). The stored-session reader opens them directly.
 */
export const PERSISTED_DATABASE = { name: 'lobby', storeName: 'persisted' } as const;

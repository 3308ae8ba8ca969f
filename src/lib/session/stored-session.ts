import { PERSISTED_DATABASE, STORAGE_KEYS } from '../storage/keys';
import { sessionTypeOf } from './roles';
import type { SessionInfo } from './session-slice';

/** What start-up learnt from storage: the stored session (or that there is none), or nothing sure. */
export type StoredSession = { known: true; info: SessionInfo | null } | { known: false };

const UNKNOWN: StoredSession = { known: false };
const NO_SESSION: StoredSession = { known: true, info: null };

/** An IndexedDB that does not answer by then (blocked by another tab's upgrade) is left to redux-persist. */
const READ_TIMEOUT_MS = 1_000;

/** A stored session with its type read as every session's is (sessionTypeOf); null when the value is not one. */
export function storedSessionInfo(value: unknown): SessionInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const info = value as Record<string, unknown>;
  const complete =
    typeof info.token === 'string' &&
    typeof info.userName === 'string' &&
    typeof info.merchantCode === 'string' &&
    typeof info.firstTimeLogin === 'boolean';
  return complete ? { ...(info as unknown as SessionInfo), type: sessionTypeOf(info.type) } : null;
}

/**
 * The stored session in the form redux-persist writes it: a JSON object whose every key holds its
 * own JSON text (`{"info":"{…}","_persist":"{…}"}`). Anything else is left to redux-persist.
 */
export function parseStoredSession(stored: unknown): StoredSession {
  if (stored === null || stored === undefined) return NO_SESSION;
  if (typeof stored !== 'string') return UNKNOWN;
  try {
    const outer: unknown = JSON.parse(stored);
    if (typeof outer !== 'object' || outer === null) return UNKNOWN;
    const infoText = (outer as Record<string, unknown>).info;
    if (infoText === undefined) return NO_SESSION;
    if (typeof infoText !== 'string') return UNKNOWN;
    const info: unknown = JSON.parse(infoText);
    if (info === null) return NO_SESSION;
    const session = storedSessionInfo(info);
    return session ? { known: true, info: session } : UNKNOWN;
  } catch {
    return UNKNOWN;
  }
}

/**
 * The session as redux-persist writes it (parseStoredSession's form, with the `_persist` entry it
 * adds once it has read back), for a write that cannot wait for redux-persist (session-actions.ts).
 */
export function serializeStoredSession(info: SessionInfo | null): string {
  return JSON.stringify({ info: JSON.stringify(info), _persist: JSON.stringify({ version: -1, rehydrated: true }) });
}

/**
 * Reads the persisted session straight from IndexedDB, before the first render, so the first
 * paint already shows the visitor or the member. redux-persist (with localforage, about 9 KB gzip)
 * loads only after that paint; reading back through it then re-rendered the whole page once more
 * in one long task, on every start. Its own read-back still follows and keeps writing the session
 * (src/app/persistence.ts). Never rejects: whatever cannot be read for sure is `known: false`,
 * and the app waits for redux-persist as before.
 */
export function readStoredSession(): Promise<StoredSession> {
  return new Promise((resolve) => {
    const settle = (result: StoredSession) => {
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => resolve(UNKNOWN), READ_TIMEOUT_MS);
    let opening: IDBOpenDBRequest;
    try {
      opening = indexedDB.open(PERSISTED_DATABASE.name);
    } catch {
      settle(UNKNOWN);
      return;
    }
    let created = false;
    opening.onupgradeneeded = () => {
      // No database yet, so no stored session. Creating it here would give it no object store and
      // a version localforage does not expect: the upgrade is undone.
      created = true;
      opening.transaction?.abort();
    };
    opening.onerror = () => settle(created ? NO_SESSION : UNKNOWN);
    opening.onblocked = () => settle(UNKNOWN);
    opening.onsuccess = () => {
      const database = opening.result;
      // localforage upgrades the database when an instance adds its store: never hold that up.
      database.onversionchange = () => database.close();
      try {
        if (!database.objectStoreNames.contains(PERSISTED_DATABASE.storeName)) {
          database.close();
          settle(NO_SESSION);
          return;
        }
        const reading = database
          .transaction(PERSISTED_DATABASE.storeName, 'readonly')
          .objectStore(PERSISTED_DATABASE.storeName)
          .get(STORAGE_KEYS.session);
        reading.onsuccess = () => {
          database.close();
          settle(parseStoredSession(reading.result));
        };
        reading.onerror = () => {
          database.close();
          settle(UNKNOWN);
        };
      } catch {
        database.close();
        settle(UNKNOWN);
      }
    };
  });
}

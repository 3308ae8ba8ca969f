/**
 * Device storage: ask the browser to keep the app's data (the offline lobby, the session) when
 * space runs short. What it uses is held against the 50 MB budget by `npm run bench`, never shown
 * to players (docs/product.md#download-app-popup).
 */

type StorageManagerLike = Pick<StorageManager, 'estimate'> & Partial<Pick<StorageManager, 'persist' | 'persisted'>>;

function storageManager(): StorageManagerLike | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

/**
 * Asks once per page for persistent storage, after an install or a login: the moments the
 * player has shown they will come back. Browsers may refuse quietly; that is not an error.
 */
export async function requestPersistentStorage(storage = storageManager()): Promise<boolean> {
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

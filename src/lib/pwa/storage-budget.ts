import { LIMITS } from '../../config/constants';

/**
 * Device storage: ask the browser to keep the app's data (the offline lobby, the
 * session) when space runs short, and report what it uses against the 50 MB budget.
 */
export interface StorageReport {
  usageBytes: number;
  quotaBytes: number;
  persisted: boolean;
}

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

export async function readStorageReport(storage = storageManager()): Promise<StorageReport | null> {
  if (!storage?.estimate) return null;
  try {
    const estimate = await storage.estimate();
    const persisted = (await storage.persisted?.().catch(() => false)) ?? false;
    return { usageBytes: estimate.usage ?? 0, quotaBytes: estimate.quota ?? 0, persisted };
  } catch {
    return null;
  }
}

export function withinStorageBudget(report: Pick<StorageReport, 'usageBytes'>): boolean {
  return report.usageBytes <= LIMITS.storageBudgetBytes;
}

/** Megabytes with one decimal, the unit the debug line speaks. */
export function toMegabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

import { describe, expect, it, vi } from 'vitest';
import { readStorageReport, requestPersistentStorage, toMegabytes, withinStorageBudget } from './storage-budget';

describe('device storage', () => {
  it('asks for persistence only when not already granted', async () => {
    const persist = vi.fn(async () => true);
    expect(await requestPersistentStorage({ estimate: vi.fn(), persisted: async () => true, persist })).toBe(true);
    expect(persist).not.toHaveBeenCalled();
    expect(await requestPersistentStorage({ estimate: vi.fn(), persisted: async () => false, persist })).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('treats a browser without the API or a refusal as not persisted', async () => {
    expect(await requestPersistentStorage(undefined)).toBe(false);
    expect(await requestPersistentStorage({ estimate: vi.fn(), persist: async () => Promise.reject(new Error('no')) })).toBe(false);
  });

  it('reports usage, quota and persistence', async () => {
    const report = await readStorageReport({ estimate: async () => ({ usage: 3 * 1024 * 1024, quota: 1e9 }), persisted: async () => true });
    expect(report).toEqual({ usageBytes: 3 * 1024 * 1024, quotaBytes: 1e9, persisted: true });
    expect(await readStorageReport(undefined)).toBeNull();
  });

  it('holds usage against the 50 MB budget', () => {
    expect(withinStorageBudget({ usageBytes: 50 * 1024 * 1024 })).toBe(true);
    expect(withinStorageBudget({ usageBytes: 50 * 1024 * 1024 + 1 })).toBe(false);
    expect(toMegabytes(2.34 * 1024 * 1024)).toBe(2.3);
  });
});

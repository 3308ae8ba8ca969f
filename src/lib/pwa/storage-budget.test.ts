import { describe, expect, it, vi } from 'vitest';

import { requestPersistentStorage } from './storage-budget';

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
});

// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createServiceWorkerController, type WorkboxLike } from './service-worker';
import { useServiceWorkerUpdate } from './use-service-worker-update';

describe('useServiceWorkerUpdate', () => {
  it('re-renders when a new version waits and applies it on request', async () => {
    const listeners: Record<string, () => void> = {};
    const workbox: WorkboxLike = {
      addEventListener: (type, listener) => {
        listeners[type] = () => listener({});
      },
      register: async () => undefined,
      update: async () => undefined,
      messageSkipWaiting: vi.fn(),
    };
    const controller = createServiceWorkerController({
      enabled: () => true,
      killSwitch: () => false,
      createWorkbox: () => workbox,
      setInterval: () => 0,
      onControllerChange: () => undefined,
    });
    await controller.register();
    const { result } = renderHook(() => useServiceWorkerUpdate(controller));
    expect(result.current.updateAvailable).toBe(false);
    act(() => listeners.waiting?.());
    expect(result.current.updateAvailable).toBe(true);
    result.current.applyUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
  });
});

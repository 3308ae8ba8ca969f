import { useSyncExternalStore } from 'react';

import { serviceWorker, type ServiceWorkerController, type ServiceWorkerState } from './service-worker';

export interface ServiceWorkerUpdate extends ServiceWorkerState {
  applyUpdate: () => void;
  dismissUpdate: () => void;
  dismissOfflineReady: () => void;
}

/** State for the shell's "new version available / reload" prompt and "ready offline" notice. */
export function useServiceWorkerUpdate(controller: ServiceWorkerController = serviceWorker): ServiceWorkerUpdate {
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  return {
    ...state,
    applyUpdate: controller.applyUpdate,
    dismissUpdate: controller.dismissUpdate,
    dismissOfflineReady: controller.dismissOfflineReady,
  };
}

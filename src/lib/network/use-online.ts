import { useSyncExternalStore } from 'react';

import { connectivity } from './connectivity';

const isOnline = () => connectivity.getSnapshot().online;

/** Whether the browser is online, following it as it changes (src/lib/network/connectivity.ts). */
export function useOnline(): boolean {
  return useSyncExternalStore(connectivity.subscribe, isOnline, isOnline);
}

import { useSyncExternalStore } from 'react';
import { connectivity } from '../../../lib/network/connectivity';

const online = () => connectivity.getSnapshot().online;

/** Whether the browser is online; the money-out forms turn read-only while it is not. */
export function useOnline(): boolean {
  return useSyncExternalStore(connectivity.subscribe, online, online);
}

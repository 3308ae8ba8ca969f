import { useCallback, useSyncExternalStore } from 'react';

import { TIMING } from '@/config/constants';

/** Whole seconds until the get-code button is ready again (0 = ready). */
export function secondsLeft(expirationTime: number | null, now: number): number {
  if (expirationTime === null) return 0;
  return Math.max(0, Math.ceil((expirationTime - now) / 1000));
}

/**
 * Registration waits 60 s when the gateway has not said when the next code may be sent
 * (docs/product.md#registration).
 */
export const DEFAULT_SMS_WAIT_MS = 60_000;

function subscribeToClock(onTick: () => void): () => void {
  const timer = setInterval(onTick, TIMING.smsCountdownRefresh);
  return () => clearInterval(timer);
}

/**
 * The SMS button (docs/product.md#states-and-transitions): ready, then a countdown to the server's
 * expirationTime refreshed every 500 ms, then ready again.
 */
export function useSmsCountdown(expirationTime: number | null): number {
  const read = useCallback(() => secondsLeft(expirationTime, Date.now()), [expirationTime]);
  return useSyncExternalStore(expirationTime === null ? noClock : subscribeToClock, read, read);
}

function noClock(): () => void {
  return () => undefined;
}

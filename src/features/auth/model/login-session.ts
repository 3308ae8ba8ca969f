import { PATHS } from '@/config/paths';
import { STORAGE_KEYS } from '@/lib/storage/keys';

import type { SessionAnswer } from '../api/auth-api';

/**
 * The password typed at login, held in memory only while a forced password change needs it
 * (docs/product.md#password-change: the old-password field shows only when none is held). A reload
 * forgets it, and it belongs to the session of that login: after a logout, another session (the
 * next player's) is not handed it.
 */
let held: { password: string; token: string } | null = null;

export function holdPassword(password: string | null, token: string): void {
  held = password === null ? null : { password, token };
}

export function takeHeldPassword(token: string | null): string | null {
  return held !== null && held.token === token ? held.password : null;
}

export function clearHeldPassword(): void {
  held = null;
}

/**
 * Login success (docs/product.md#login): the password change comes first when it is the first login
 * or the password expired; otherwise the page that sent the player to log in (`returnPath`, already
 * checked to be one of the app's), else home.
 */
export function pathAfterLogin(
  answer: Pick<SessionAnswer, 'firstTimeLogin' | 'passwordExpired'>,
  returnPath: string | null = null,
): string {
  if (answer.firstTimeLogin || answer.passwordExpired) return PATHS.changePassword;
  return returnPath ?? PATHS.home;
}

/** A per-install device id sent at login as loginDeviceId (docs/gateway-protocol.md#calls). */
export function loginDeviceId(): string {
  try {
    const existing = localStorage.getItem(STORAGE_KEYS.deviceId);
    if (existing) return existing;
    const created = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEYS.deviceId, created);
    return created;
  } catch {
    return 'unknown-device';
  }
}

import { useEffect, useState } from 'react';

import { STORAGE_KEYS } from '../storage/keys';

/** Only one key is read and written, so sessionStorage or a fake fits. */
export type AlertStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * A short fingerprint of the session token that tells one login from the next. The token itself
 * is a credential: it is not copied into a second storage just to remember that a dialog was seen.
 */
export function loginMark(token: string): string {
  // FNV-1a, 32 bits: enough to tell two logins of one browser session apart.
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Whether this browser session has already shown the pending-contract alert for this login. */
export function contractAlertShown(storage: AlertStorage | undefined, token: string): boolean {
  try {
    return storage?.getItem(STORAGE_KEYS.contractAlertShown) === loginMark(token);
  } catch {
    return false;
  }
}

export function markContractAlertShown(storage: AlertStorage | undefined, token: string): void {
  try {
    storage?.setItem(STORAGE_KEYS.contractAlertShown, loginMark(token));
  } catch {
    // Storage refused (private mode, quota): the alert may then show again after a reload.
  }
}

/** The browser's session storage, or nothing where reading it throws (storage blocked). */
function browserSessionStorage(): AlertStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Pending contracts (docs/product.md#agent-contracts), once per browser session and login: whether
 * the alert may show now. `wanted` says the alert has something to show where the player is. The
 * first time it does for a login, the browser session remembers it, so a reload (or another page
 * load in the same tab) does not ask again; a new login has a new token and is asked once more.
 * Session storage is emptied by logout and is gone with the browser session.
 */
export function useContractAlertOnce(
  token: string | null | undefined,
  wanted: boolean,
  storage: AlertStorage | undefined = browserSessionStorage(),
): boolean {
  // Read once per login: what this page load found, not what it writes once the alert shows.
  const [shownBefore, setShownBefore] = useState(() => ({ token, shown: !!token && contractAlertShown(storage, token) }));
  if (shownBefore.token !== token) setShownBefore({ token, shown: !!token && contractAlertShown(storage, token) });
  const show = !!token && wanted && !shownBefore.shown && shownBefore.token === token;
  useEffect(() => {
    if (show && token) markContractAlertShown(storage, token);
  }, [show, token, storage]);
  return show;
}

import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

import { TIMING } from '@/config/constants';
import { gatewayConfig } from '@/config/gateway';

import { gatewayApi } from '../gateway/api';
import { requestPersistentStorage } from '../pwa/storage-budget';
import { clearSessionCaches } from '../pwa/worker-messages';
import { STORAGE_KEYS } from '../storage/keys';
import { persistStorage } from '../storage/persist-storage';
import { forgetRememberedPassword } from './remembered-login';
import { sessionTypeOf } from './roles';
import { sessionApi } from './session-api';
import { loggedOut, type SessionInfo, sessionStarted, type SessionState } from './session-slice';
import { serializeStoredSession } from './stored-session';

type SessionThunk<R = void> = ThunkAction<R, { session: SessionState }, unknown, UnknownAction>;

/** What the gateway answers when it opens a session (login, registration, free play). */
export interface OpenedSession {
  token: string;
  userName: string;
  /** An operator gateway may leave it out: read with sessionTypeOf (roles.ts). */
  customerType?: number;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
}

/**
 * Writes the session where the next start reads it (MC_SESSION_INFO) and resolves once it is there,
 * or once storage has failed or kept the page waiting for TIMING.sessionStoreWait. redux-persist
 * writes the same value, but in a task of its own after the change and only once it has started
 * after the first paint: a page that moved on at once and was reloaded then read no session, or
 * the one before (docs/architecture.md#data-flow).
 */
async function storeSessionNow(info: SessionInfo | null): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, TIMING.sessionStoreWait);
  });
  // Storage that refuses the write loses nothing more than redux-persist's failing write would.
  const written = persistStorage.setItem(STORAGE_KEYS.session, serializeStoredSession(info)).then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([written, gaveUp]);
  clearTimeout(timer);
}

/**
 * Opens the session a login, a registration or free play answered: stores it, then has member info
 * and wallet loaded afresh (anything cached from before belongs to nobody now) and starts it in the
 * page. The write comes first because the page may move on the moment the session starts (the
 * shell sends a session that must change its password straight to the change), and a reload right
 * after must still find the player logged in. Every caller waits for it before it moves on.
 */
export function startSession(opened: OpenedSession): SessionThunk<Promise<void>> {
  return async (dispatch) => {
    const info: SessionInfo = {
      token: opened.token,
      merchantCode: gatewayConfig.merchantCode,
      userName: opened.userName,
      type: sessionTypeOf(opened.customerType),
      firstTimeLogin: opened.firstTimeLogin === true,
      passwordChangeRequired: opened.firstTimeLogin === true || opened.passwordExpired === true,
    };
    await storeSessionNow(info);
    dispatch(gatewayApi.util.invalidateTags(['Member', 'Wallet', 'Favourites', 'Messages']));
    dispatch(sessionStarted(info));
    // A player who logs in will be back: ask the browser to keep the offline lobby.
    void requestPersistentStorage();
  };
}

/**
 * Logout (docs/product.md#states-and-transitions): the remembered password is forgotten at once
 * (the player has decided: the next one to hold the phone must not get in), then the gateway is
 * told (with the token), autoLogin 0, and the token, the trial user, member info, session storage
 * and every authenticated cache are forgotten, in the page and in the service worker. Local state
 * is cleared even when the gateway cannot be reached, and the ended session is stored before the
 * page learns of it, so that no reload brings it back. `tellGateway: false` is for a session the
 * gateway has already ended (an exclusion, docs/product.md#responsible-gaming): its refusal would
 * read as an expired session.
 */
export function logout({ tellGateway = true }: { tellGateway?: boolean } = {}): SessionThunk<Promise<void>> {
  return async (dispatch, getState) => {
    try {
      forgetRememberedPassword();
    } catch {
      // Storage refused: it holds no password either.
    }
    if (tellGateway && getState().session.info) {
      await dispatch(sessionApi.endpoints.logout.initiate()).catch(() => undefined);
    }
    try {
      localStorage.setItem(STORAGE_KEYS.autoLogin, '0');
      localStorage.removeItem(STORAGE_KEYS.favouriteQueue);
      sessionStorage.clear();
    } catch {
      // Storage refused: nothing was kept there either.
    }
    // Stored first, as startSession does: the page may move on the moment the session ends.
    await storeSessionNow(null);
    dispatch(loggedOut());
    dispatch(gatewayApi.util.resetApiState());
    await clearSessionCaches();
  };
}

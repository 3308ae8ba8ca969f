import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { gatewayConfig } from '../../config/gateway';
import { gatewayApi } from '../gateway/api';
import { requestPersistentStorage } from '../pwa/storage-budget';
import { clearSessionCaches } from '../pwa/worker-messages';
import { STORAGE_KEYS } from '../storage/keys';
import { sessionTypeOf } from './roles';
import { sessionApi } from './session-api';
import { loggedOut, sessionStarted, type SessionState } from './session-slice';

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
 * Stores the session (MC_SESSION_INFO) and has member info and wallet loaded afresh: anything
 * cached from before belongs to nobody now.
 */
export function startSession(opened: OpenedSession): SessionThunk {
  return (dispatch) => {
    dispatch(gatewayApi.util.invalidateTags(['Member', 'Wallet', 'Favourites', 'Messages']));
    dispatch(
      sessionStarted({
        token: opened.token,
        merchantCode: gatewayConfig.merchantCode,
        userName: opened.userName,
        type: sessionTypeOf(opened.customerType),
        firstTimeLogin: opened.firstTimeLogin === true,
        passwordChangeRequired: opened.firstTimeLogin === true || opened.passwordExpired === true,
      }),
    );
    // A player who logs in will be back: ask the browser to keep the offline lobby.
    void requestPersistentStorage();
  };
}

/**
 * Logout (docs/product.md#states-and-transitions): tell the gateway (with the token), autoLogin 0,
 * then forget the token, the trial user, member info, session storage and every authenticated
 * cache, in the page and in the service worker. Local state is cleared even when the gateway cannot
 * be reached.
 */
export function logout(): SessionThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (getState().session.info) {
      await dispatch(sessionApi.endpoints.logout.initiate()).catch(() => undefined);
    }
    try {
      localStorage.setItem(STORAGE_KEYS.autoLogin, '0');
      localStorage.removeItem(STORAGE_KEYS.favouriteQueue);
      sessionStorage.clear();
    } catch {
      // Storage refused: nothing was kept there either.
    }
    dispatch(loggedOut());
    dispatch(gatewayApi.util.resetApiState());
    await clearSessionCaches();
  };
}

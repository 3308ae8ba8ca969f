import { createListenerMiddleware } from '@reduxjs/toolkit';
import { toast } from '../components/toast/toast';
import { PATHS } from '../config/paths';
import { ERROR_TEXTS } from '../lib/errors/error-catalogue';
import { sessionExpired, type SessionState } from '../lib/session/session-slice';
import { navigateTo } from './navigation';

/**
 * A refused session anywhere: tell the player once, then the login page. Several calls may be
 * refused together; only the one that actually cleared the session speaks.
 */
export const sessionExpiryListener = createListenerMiddleware();

sessionExpiryListener.startListening({
  actionCreator: sessionExpired,
  effect: (action, api) => {
    const before = (api.getOriginalState() as { session: SessionState }).session.info;
    if (before?.token !== action.payload.token) return;
    toast.info(ERROR_TEXTS.loggedOut, { long: true });
    navigateTo(PATHS.login);
  },
});

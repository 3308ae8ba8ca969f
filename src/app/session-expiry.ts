import { createListenerMiddleware } from '@reduxjs/toolkit';
import { loginPath } from '../lib/session/login-redirect';
import { sessionExpired, type SessionState } from '../lib/session/session-slice';
import { navigateTo } from './navigation';

/**
 * A refused session anywhere: tell the player once, then the login page, which brings them back
 * to the page they were on. Several calls may be refused together; only the one that actually
 * cleared the session speaks.
 */
export const sessionExpiryListener = createListenerMiddleware();

sessionExpiryListener.startListening({
  actionCreator: sessionExpired,
  effect: (action, api) => {
    const before = (api.getOriginalState() as { session: SessionState }).session.info;
    if (before?.token !== action.payload.token) return;
    // The member's cached lobby (favourites, their announcements) belongs to a session that is over.
    void import('../lib/pwa/worker-messages').then((module) => module.clearSessionCaches());
    // The toast store and the error texts load on demand: neither is part of the first render.
    void Promise.all([import('../components/toast/toast'), import('../lib/errors/error-catalogue')]).then(([{ toast }, { ERROR_TEXTS }]) =>
      toast.info(ERROR_TEXTS.loggedOut, { long: true }),
    );
    navigateTo(loginPath(window.location));
  },
});

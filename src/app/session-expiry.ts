import type { Middleware } from '@reduxjs/toolkit';

import { sessionExpired, type SessionState } from '../lib/session/session-slice';
import { navigateTo } from './navigation';

/** What a refused session leads to; the store passes the app's own, tests their spies. */
export interface SessionExpiryEffects {
  /** The member's cached lobby (favourites, their announcements) belongs to a session that is over. */
  clearSessionCaches: () => void;
  /** `code`: the refusal's; the session-time limit (docs/product.md#responsible-gaming) says so instead. */
  tellPlayer: (code?: string) => void;
  openLogin: () => void;
}

const appEffects: SessionExpiryEffects = {
  clearSessionCaches: () => void import('../lib/pwa/worker-messages').then((module) => module.clearSessionCaches()),
  // The toast store and the error texts load on demand: neither is part of the first render.
  tellPlayer: (code) =>
    void Promise.all([import('../components/toast/toast'), import('../lib/errors/error-catalogue')]).then(
      ([{ toast }, { sessionEndedText }]) => toast.info(sessionEndedText(code), { long: true }),
    ),
  openLogin: () => void import('../lib/session/login-redirect').then(({ loginPath }) => navigateTo(loginPath(window.location))),
};

/**
 * A refused session anywhere: tell the player once, then the login page, which brings them back
 * to the page they were on. Several calls may be refused together; only the one that actually
 * cleared the session speaks. A plain middleware rather than RTK's listener middleware, whose code
 * would be part of the first load for this one rule.
 */
export function createSessionExpiryMiddleware(effects: SessionExpiryEffects = appEffects): Middleware<object, { session: SessionState }> {
  return (store) => (next) => (action) => {
    if (!sessionExpired.match(action)) return next(action);
    const before = store.getState().session.info;
    const result = next(action);
    if (before?.token === action.payload.token) {
      effects.clearSessionCaches();
      effects.tellPlayer(action.payload.code);
      effects.openLogin();
    }
    return result;
  };
}

import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';

import { selectSession, sessionExpired, sessionSlice, sessionStarted } from '../lib/session/session-slice';
import { createSessionExpiryMiddleware } from './session-expiry';

const SESSION = { token: 't-1', merchantCode: 'm', userName: 'demo', type: 1, firstTimeLogin: false };

function setUp() {
  const effects = { clearSessionCaches: vi.fn(), tellPlayer: vi.fn(), openLogin: vi.fn() };
  const store = configureStore({
    reducer: { session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().prepend(createSessionExpiryMiddleware(effects)),
  });
  return { store, effects };
}

describe('session expiry', () => {
  it('clears the session, empties its caches, tells the player once and opens the login page', () => {
    const { store, effects } = setUp();
    store.dispatch(sessionStarted(SESSION));
    store.dispatch(sessionExpired({ token: 't-1' }));
    // Several calls refused together: only the first one cleared the session.
    store.dispatch(sessionExpired({ token: 't-1' }));
    expect(selectSession(store.getState())).toBeNull();
    expect(effects.clearSessionCaches).toHaveBeenCalledTimes(1);
    expect(effects.tellPlayer).toHaveBeenCalledTimes(1);
    expect(effects.openLogin).toHaveBeenCalledTimes(1);
  });

  it('leaves a newer session alone when an answer for an older one comes late', () => {
    const { store, effects } = setUp();
    store.dispatch(sessionStarted({ ...SESSION, token: 't-2' }));
    store.dispatch(sessionExpired({ token: 't-1' }));
    expect(selectSession(store.getState())?.token).toBe('t-2');
    expect(effects.tellPlayer).not.toHaveBeenCalled();
    expect(effects.openLogin).not.toHaveBeenCalled();
  });

  it('passes the refusal on, so a session-time limit is told as such', () => {
    const { store, effects } = setUp();
    store.dispatch(sessionStarted(SESSION));
    store.dispatch(sessionExpired({ token: 't-1', code: 'session.time.limit' }));
    expect(effects.tellPlayer).toHaveBeenCalledWith('session.time.limit');
  });
});

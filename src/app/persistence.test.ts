import { describe, expect, it } from 'vitest';

import type { SessionInfo, SessionState } from '../lib/session/session-slice';
import { reconcileStoredSession } from './persistence';

const info: SessionInfo = { token: 't1', merchantCode: 'nasa11f2', userName: 'demo', type: 0, firstTimeLogin: false };

describe("redux-persist's read-back of the session", () => {
  it('keeps the very same state when start-up has read it already, so nothing renders again', () => {
    const state: SessionState = { info: { ...info }, startedThisVisit: false, readBack: true };
    expect(reconcileStoredSession({ info }, state, state)).toBe(state);
    // A login since then is newer than what storage held.
    const loggedIn: SessionState = { info: { ...info, token: 'new' }, startedThisVisit: true, readBack: true };
    expect(reconcileStoredSession({ info }, loggedIn, loggedIn).info?.token).toBe('new');
  });

  it('keeps a session opened before the read-back, whatever storage held, when start-up could not read it', () => {
    const loggedIn: SessionState = { info: { ...info, token: 'new' }, startedThisVisit: true, readBack: false };
    expect(reconcileStoredSession({ info: null }, loggedIn, loggedIn)).toBe(loggedIn);
    expect(reconcileStoredSession({ info }, loggedIn, loggedIn)).toBe(loggedIn);
  });

  it('brings the stored session back when start-up could not read it', () => {
    const state: SessionState = { info: null, startedThisVisit: false, readBack: false };
    expect(reconcileStoredSession({ info }, state, state).info).toEqual(info);
    expect(reconcileStoredSession(undefined, state, state)).toBe(state);
  });

  it('reads the stored session as start-up does: no type is a trial account (type 4), no session is none', () => {
    const state: SessionState = { info: null, startedThisVisit: false, readBack: false };
    const { type: _type, ...untyped } = info;
    expect(reconcileStoredSession({ info: untyped as SessionInfo }, state, state).info).toEqual({ ...info, type: 4 });
    expect(reconcileStoredSession({ info: null }, state, state).info).toBeNull();
  });
});

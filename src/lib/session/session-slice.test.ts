import { describe, expect, it } from 'vitest';

import {
  passwordChanged,
  passwordChangeDemanded,
  selectSessionReady,
  sessionExpired,
  sessionReadBack,
  sessionSlice,
  sessionStarted,
} from './session-slice';

const info = { token: 't1', merchantCode: 'nasa11f2', userName: 'demo', type: 0, firstTimeLogin: false };

describe('session slice', () => {
  it('stores a started session', () => {
    const state = sessionSlice.reducer(undefined, sessionStarted(info));
    expect(state.info).toEqual(info);
  });

  it('clears the session only when the expired token is the current one', () => {
    const state = sessionSlice.reducer(undefined, sessionStarted(info));
    expect(sessionSlice.reducer(state, sessionExpired({ token: 'older' })).info).toEqual(info);
    expect(sessionSlice.reducer(state, sessionExpired({ token: 't1' })).info).toBeNull();
  });
});

describe('the stored session read back at start-up', () => {
  it('is known from then on, with or without a session', () => {
    expect(selectSessionReady({ session: sessionSlice.reducer(undefined, { type: 'start' }) })).toBe(false);
    const none = sessionSlice.reducer(undefined, sessionReadBack(null));
    expect(selectSessionReady({ session: none })).toBe(true);
    expect(none.info).toBeNull();
    const member = sessionSlice.reducer(undefined, sessionReadBack(info));
    expect(selectSessionReady({ session: member })).toBe(true);
    expect(member.info).toEqual(info);
    expect(member.startedThisVisit).toBe(false);
  });

  it('never replaces a session begun before it arrived', () => {
    const started = sessionSlice.reducer(undefined, sessionStarted({ ...info, token: 'new' }));
    expect(sessionSlice.reducer(started, sessionReadBack(info)).info?.token).toBe('new');
  });
});

describe('a session started in this visit', () => {
  const select = (state: ReturnType<typeof sessionSlice.reducer>) =>
    sessionSlice.selectors.selectSessionStartedThisVisit({ session: state });

  it('is one a login started, not one read back from storage', () => {
    expect(select(sessionSlice.reducer(undefined, sessionStarted(info)))).toBe(true);
    const readBack = { info, startedThisVisit: false, readBack: true };
    expect(select(readBack)).toBe(false);
  });

  it('ends with the session', () => {
    const started = sessionSlice.reducer(undefined, sessionStarted(info));
    expect(select(sessionSlice.reducer(started, sessionExpired({ token: 't1' })))).toBe(false);
  });
});

describe('a session that must set a new password', () => {
  const required = (state: ReturnType<typeof sessionSlice.reducer>) =>
    sessionSlice.selectors.selectPasswordChangeRequired({ session: state });

  it('is confined from the login that says so until the new password is saved', () => {
    const started = sessionSlice.reducer(undefined, sessionStarted({ ...info, passwordChangeRequired: true }));
    expect(required(started)).toBe(true);
    const changed = sessionSlice.reducer(started, passwordChanged());
    expect(required(changed)).toBe(false);
    expect(changed.info?.token).toBe('t1');
  });

  it('is confined when the gateway refuses its calls for that, only for the refused token', () => {
    const started = sessionSlice.reducer(undefined, sessionStarted(info));
    expect(required(started)).toBe(false);
    expect(required(sessionSlice.reducer(started, passwordChangeDemanded({ token: 'older' })))).toBe(false);
    expect(required(sessionSlice.reducer(started, passwordChangeDemanded({ token: 't1' })))).toBe(true);
  });

  it('reads a session stored before the flag existed as free', () => {
    expect(required({ info, startedThisVisit: false, readBack: true })).toBe(false);
  });

  it('says why: a first login, or an expired password; a free session has no reason', () => {
    const forced = (state: ReturnType<typeof sessionSlice.reducer>) =>
      sessionSlice.selectors.selectForcedPasswordChange({ session: state });
    expect(forced(sessionSlice.reducer(undefined, sessionStarted({ ...info, firstTimeLogin: true, passwordChangeRequired: true })))).toBe(
      'first',
    );
    const expired = sessionSlice.reducer(undefined, sessionStarted({ ...info, passwordChangeRequired: true }));
    expect(forced(expired)).toBe('expired');
    expect(forced(sessionSlice.reducer(expired, passwordChanged()))).toBeNull();
    // A first-login session that has set its password changes it by choice from then on.
    expect(forced(sessionSlice.reducer(undefined, sessionStarted({ ...info, firstTimeLogin: true })))).toBeNull();
    expect(forced({ info: null, startedThisVisit: false, readBack: true })).toBeNull();
  });
});

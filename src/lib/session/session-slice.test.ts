import { describe, expect, it } from 'vitest';
import { sessionExpired, sessionSlice, sessionStarted } from './session-slice';

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

describe('a session started in this visit', () => {
  const select = (state: ReturnType<typeof sessionSlice.reducer>) => sessionSlice.selectors.selectSessionStartedThisVisit({ session: state });

  it('is one a login started, not one read back from storage', () => {
    expect(select(sessionSlice.reducer(undefined, sessionStarted(info)))).toBe(true);
    const readBack = { info, startedThisVisit: false };
    expect(select(readBack)).toBe(false);
  });

  it('ends with the session', () => {
    const started = sessionSlice.reducer(undefined, sessionStarted(info));
    expect(select(sessionSlice.reducer(started, sessionExpired({ token: 't1' })))).toBe(false);
  });
});

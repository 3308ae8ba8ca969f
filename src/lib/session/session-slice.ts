import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 session info, persisted as MC_SESSION_INFO. Type 4 is the guest/trial default. */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

export interface SessionState {
  info: SessionInfo | null;
}

const initialState: SessionState = { info: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<SessionInfo>) {
      state.info = action.payload;
    },
    loggedOut(state) {
      state.info = null;
    },
    /** Only the session that was refused is cleared, so a late answer cannot log out a newer one. */
    sessionExpired(state, action: PayloadAction<{ token: string }>) {
      if (state.info?.token === action.payload.token) state.info = null;
    },
  },
  selectors: {
    selectSession: (state) => state.info,
    selectToken: (state) => state.info?.token ?? null,
    selectIsLoggedIn: (state) => state.info !== null,
  },
});

export const { sessionStarted, loggedOut, sessionExpired } = sessionSlice.actions;
export const { selectSession, selectToken, selectIsLoggedIn } = sessionSlice.selectors;

/**
 * True once the persisted session has been read back from IndexedDB. Until then "no session"
 * only means "not known yet", so session-dependent UI waits instead of flashing a logged-out view.
 */
export function selectSessionReady(state: { session: { _persist?: { rehydrated: boolean } } }): boolean {
  return state.session._persist?.rehydrated === true;
}

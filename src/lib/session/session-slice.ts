import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Session info (docs/product.md#entities), persisted as MC_SESSION_INFO. Type 4 is the guest/trial default. */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  /**
   * A first login or an expired password: until a new password is set, the session may only
   * change it, read its member info or log out (gateway/README.md "Session"). Missing in
   * sessions stored before the flag existed, which read as false.
   */
  passwordChangeRequired?: boolean;
}

/** Why a session must set a new password before anything else: a first login, or an expired password. */
export type ForcedPasswordChange = 'first' | 'expired';

export interface SessionState {
  info: SessionInfo | null;
  /**
   * The session began in this page visit (a login, a registration, a free trial), rather than
   * being read back from storage. Not persisted: a reload is a new visit.
   */
  startedThisVisit: boolean;
  /**
   * Start-up read the stored session before the first render (stored-session.ts), so `info` is
   * already what storage holds. Not persisted.
   */
  readBack: boolean;
}

const initialState: SessionState = { info: null, startedThisVisit: false, readBack: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The stored session as start-up read it; a session begun meanwhile is newer and stays. */
    sessionReadBack(state, action: PayloadAction<SessionInfo | null>) {
      state.readBack = true;
      if (state.info === null) state.info = action.payload;
    },
    sessionStarted(state, action: PayloadAction<SessionInfo>) {
      state.info = action.payload;
      state.startedThisVisit = true;
    },
    loggedOut(state) {
      state.info = null;
      state.startedThisVisit = false;
    },
    /** The new password is set: the session is free to use the whole app. */
    passwordChanged(state) {
      if (state.info) state.info.passwordChangeRequired = false;
    },
    /** The gateway refused a call because this session must change its password first. */
    passwordChangeDemanded(state, action: PayloadAction<{ token: string }>) {
      if (state.info?.token === action.payload.token) state.info.passwordChangeRequired = true;
    },
    /** Only the session that was refused is cleared, so a late answer cannot log out a newer one. */
    /** `code`: the gateway's refusal, so the player is told why (a session-time limit is not an expiry). */
    sessionExpired(state, action: PayloadAction<{ token: string; code?: string }>) {
      if (state.info?.token !== action.payload.token) return;
      state.info = null;
      state.startedThisVisit = false;
    },
  },
  selectors: {
    selectSession: (state) => state.info,
    selectToken: (state) => state.info?.token ?? null,
    selectIsLoggedIn: (state) => state.info !== null,
    selectSessionStartedThisVisit: (state) => state.info !== null && state.startedThisVisit,
    selectPasswordChangeRequired: (state) => state.info?.passwordChangeRequired === true,
    selectForcedPasswordChange: (state): ForcedPasswordChange | null =>
      state.info?.passwordChangeRequired === true ? (state.info.firstTimeLogin ? 'first' : 'expired') : null,
  },
});

export const { sessionReadBack, sessionStarted, loggedOut, sessionExpired, passwordChanged, passwordChangeDemanded } = sessionSlice.actions;
export const {
  selectSession,
  selectToken,
  selectIsLoggedIn,
  selectSessionStartedThisVisit,
  selectPasswordChangeRequired,
  selectForcedPasswordChange,
} = sessionSlice.selectors;

/**
 * True once the persisted session has been read back from IndexedDB, by start-up or else by
 * redux-persist. Until then "no session" only means "not known yet", so session-dependent UI waits
 * instead of flashing a logged-out view.
 */
export function selectSessionReady(state: { session: { readBack?: boolean; _persist?: { rehydrated: boolean } } }): boolean {
  return state.session.readBack === true || state.session._persist?.rehydrated === true;
}

import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
// eslint-disable-next-line no-restricted-imports -- the one place the untyped hooks are typed
import { useDispatch, useSelector } from 'react-redux';

import type { gatewayApi } from '../gateway/api';
import type { SessionState } from '../session/session-slice';

/**
 * The store as every layer sees it: the session and the gateway's cache (src/app/store.ts builds
 * exactly these slices; store.test.ts checks that they match). Features cannot import the app's store types,
 * so the typed hooks live here, and they are the only way to reach the store (lint says so).
 */
export interface LobbyState {
  /** With redux-persist's marker once the stored session has been read back (selectSessionReady). */
  session: SessionState & { _persist?: { rehydrated: boolean } };
  gateway: ReturnType<typeof gatewayApi.reducer>;
}

/** Dispatches actions and thunks: session thunks (login, logout), RTK Query's initiate and prefetch. */
export type LobbyDispatch = ThunkDispatch<LobbyState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<LobbyDispatch>();
export const useAppSelector = useSelector.withTypes<LobbyState>();

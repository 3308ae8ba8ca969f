import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { SessionState } from './session-slice';

/** Dispatch for session thunks (login, logout) from features, which cannot import the app's store types. */
export const useSessionDispatch = useDispatch.withTypes<ThunkDispatch<{ session: SessionState }, unknown, UnknownAction>>();

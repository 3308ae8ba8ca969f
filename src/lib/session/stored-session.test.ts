import { configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore } from 'redux-persist';
import { describe, expect, it } from 'vitest';

import { PERSISTED_DATABASE, STORAGE_KEYS } from '../storage/keys';
import { persistStorage } from '../storage/persist-storage';
import { loggedOut, type SessionInfo, sessionSlice, sessionStarted } from './session-slice';
import { parseStoredSession, readStoredSession, serializeStoredSession } from './stored-session';

const info: SessionInfo = { token: 't1', merchantCode: 'nasa11f2', userName: 'demo', type: 0, firstTimeLogin: false };

/** The session written exactly as the app writes it: redux-persist over localforage (src/app/persistence.ts). */
async function persistThroughRedux(act: (dispatch: (action: { type: string }) => void) => void) {
  const session = persistReducer(
    { key: STORAGE_KEYS.session, keyPrefix: '', storage: persistStorage, whitelist: ['info'] },
    sessionSlice.reducer,
  );
  const store = configureStore({ reducer: { session }, middleware: (getDefault) => getDefault({ serializableCheck: false }) });
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  act(store.dispatch);
  await persistor.flush();
}

describe('the stored session read before the first render', () => {
  it('says "no session" before anything was ever stored, without creating the database', async () => {
    expect(await readStoredSession()).toEqual({ known: true, info: null });
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).not.toContain(PERSISTED_DATABASE.name);
  });

  it('reads the session redux-persist wrote, and its absence after a logout', async () => {
    await persistThroughRedux((dispatch) => dispatch(sessionStarted(info)));
    expect(await readStoredSession()).toEqual({ known: true, info });
    await persistThroughRedux((dispatch) => dispatch(loggedOut()));
    expect(await readStoredSession()).toEqual({ known: true, info: null });
  });

  it('reads a stored session without a usable type as a trial account (type 4), as a login answer is read', () => {
    const { type: _type, ...untyped } = info;
    expect(parseStoredSession(JSON.stringify({ info: JSON.stringify(untyped) }))).toEqual({ known: true, info: { ...untyped, type: 4 } });
    expect(parseStoredSession(JSON.stringify({ info: JSON.stringify({ ...info, type: '0' }) }))).toEqual({
      known: true,
      info: { ...info, type: 4 },
    });
  });

  it('writes a session in the very form redux-persist writes it, which start-up reads back', async () => {
    await persistThroughRedux((dispatch) => dispatch(sessionStarted(info)));
    expect(await persistStorage.getItem(STORAGE_KEYS.session)).toBe(serializeStoredSession(info));
    await persistThroughRedux((dispatch) => dispatch(loggedOut()));
    expect(await persistStorage.getItem(STORAGE_KEYS.session)).toBe(serializeStoredSession(null));
    expect(parseStoredSession(serializeStoredSession(info))).toEqual({ known: true, info });
    expect(parseStoredSession(serializeStoredSession(null))).toEqual({ known: true, info: null });
  });

  it('leaves to redux-persist what it cannot read for sure', () => {
    expect(parseStoredSession(undefined)).toEqual({ known: true, info: null });
    expect(parseStoredSession('{"info":"null"}')).toEqual({ known: true, info: null });
    expect(parseStoredSession('not json')).toEqual({ known: false });
    expect(parseStoredSession(42)).toEqual({ known: false });
    expect(parseStoredSession(JSON.stringify({ info: JSON.stringify({ token: 1 }) }))).toEqual({ known: false });
    expect(parseStoredSession(JSON.stringify({ info: { ...info } }))).toEqual({ known: false });
  });
});

// @vitest-environment jsdom
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { gatewayApi } from '../gateway/api';
import { persistStorage } from '../storage/persist-storage';
import { readRememberedLogin, rememberLogin } from './remembered-login';
import { TRIAL_ACCOUNT_TYPE } from './roles';
import { logout, type OpenedSession, startSession } from './session-actions';
import { sessionSlice, sessionStarted } from './session-slice';
import { parseStoredSession, readStoredSession } from './stored-session';

/** The session type startSession starts for an answer. */
async function startedType(opened: OpenedSession): Promise<number | undefined> {
  const actions: UnknownAction[] = [];
  const dispatch = (action: UnknownAction) => {
    actions.push(action);
    return action;
  };
  await startSession(opened)(dispatch as never, () => ({ session: { info: null } }) as never, undefined);
  return actions.find((action) => sessionStarted.match(action))?.payload.type;
}

/** The app's session and gateway slices, with no redux-persist: as before it has started after the first paint. */
function storeWithoutPersistence() {
  return configureStore({
    reducer: { session: sessionSlice.reducer, [gatewayApi.reducerPath]: gatewayApi.reducer },
    middleware: (getDefault) => getDefault().concat(gatewayApi.middleware),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('startSession', () => {
  it('keeps the customer type the gateway answered', async () => {
    expect(await startedType({ token: 't', userName: 'demo01', customerType: 0 })).toBe(0);
    expect(await startedType({ token: 't', userName: 'trial', customerType: 4 })).toBe(4);
  });

  it('takes an answer without a customer type for a trial account (docs/product.md#roles)', async () => {
    expect(await startedType({ token: 't', userName: 'who' })).toBe(TRIAL_ACCOUNT_TYPE);
    expect(await startedType({ token: 't', userName: 'who', customerType: Number.NaN })).toBe(TRIAL_ACCOUNT_TYPE);
  });

  it('has the session stored before the page learns of it, so a page that moves on at once and reloads finds it', async () => {
    const writeSession = persistStorage.setItem.bind(persistStorage);
    const written: string[] = [];
    vi.spyOn(persistStorage, 'setItem').mockImplementation(async (key: string, value: string) => {
      const done = await writeSession(key, value);
      written.push(value);
      return done;
    });
    const store = storeWithoutPersistence();
    let writtenWhenStarted: string[] | undefined;
    const unsubscribe = store.subscribe(() => {
      if (store.getState().session.info) writtenWhenStarted ??= [...written];
    });
    await store.dispatch(startSession({ token: 'token-0', userName: 'newbie', customerType: 0, firstTimeLogin: true }));
    unsubscribe();
    expect(writtenWhenStarted?.map((value) => parseStoredSession(value))).toEqual([
      { known: true, info: expect.objectContaining({ token: 'token-0' }) },
    ]);
  });

  it('resolves once the session is stored where the next start reads it, redux-persist running or not', async () => {
    const store = storeWithoutPersistence();
    await store.dispatch(startSession({ token: 'token-1', userName: 'newbie', customerType: 0, firstTimeLogin: true }));
    expect(await readStoredSession()).toEqual({
      known: true,
      info: {
        token: 'token-1',
        merchantCode: expect.any(String),
        userName: 'newbie',
        type: 0,
        firstTimeLogin: true,
        passwordChangeRequired: true,
      },
    });
  });
});

describe('logout', () => {
  it('forgets the remembered password but not the username, and stores the ended session, the gateway reachable or not', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await rememberLogin({ type: 'username', username: 'demo', countryDialingCode: '+63', mobileNum: '', password: 'demo1234' });
    const store = storeWithoutPersistence();
    await store.dispatch(startSession({ token: 'token-2', userName: 'demo', customerType: 0 }));

    await store.dispatch(logout());

    expect(await readRememberedLogin()).toEqual({
      type: 'username',
      username: 'demo',
      countryDialingCode: '+63',
      mobileNum: '',
      password: null,
    });
    expect(store.getState().session.info).toBeNull();
    expect(await readStoredSession()).toEqual({ known: true, info: null });
    expect(localStorage.getItem('autoLogin')).toBe('0');
  });
});

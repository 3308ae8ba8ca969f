import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { describe, expect, expectTypeOf, it } from 'vitest';

import { selectSession, selectSessionReady, sessionStarted } from '../lib/session/session-slice';
import type { LobbyState } from '../lib/store/hooks';
import { startPersistence } from './start-persistence';
import { makeStore, PERSIST_ACTION_TYPES, type RootState } from './store';

const SESSION = { token: 't-1', merchantCode: 'm', userName: 'demo', type: 1, firstTimeLogin: false };

function rehydrated(store: ReturnType<typeof makeStore>): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (selectSessionReady(store.getState())) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

describe('store', () => {
  it("lets redux-persist's own actions through the serializable check", () => {
    expect([...PERSIST_ACTION_TYPES].sort()).toEqual([FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER].sort());
  });

  it('keeps the session unknown until persistence starts, then writes it and reads it back in the next visit', async () => {
    const first = makeStore();
    expect(selectSessionReady(first.getState())).toBe(false);
    const persistor = await startPersistence(first);
    await rehydrated(first);
    first.dispatch(sessionStarted(SESSION));
    await persistor.flush();

    const next = makeStore();
    expect(selectSession(next.getState())).toBeNull();
    await startPersistence(next);
    await rehydrated(next);
    expect(selectSession(next.getState())).toEqual(SESSION);
  });
});

describe('the store as the typed hooks see it', () => {
  it('has the slices LobbyState names (src/lib/store/hooks.ts)', () => {
    expectTypeOf<RootState>().toExtend<LobbyState>();
    expect(Object.keys(makeStore().getState()).sort()).toEqual(['gateway', 'session']);
  });
});

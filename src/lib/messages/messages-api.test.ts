// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { gatewayApi } from '../gateway/api';
import { sessionSlice, sessionStarted } from '../session/session-slice';
import { type InboxPage, messagesApi } from './messages-api';

const PAGE: InboxPage = {
  pageNum: 1,
  totalPages: 1,
  list: [
    { id: 1, title: 'Welcome', content: 'Hello', createdAt: 0, read: false },
    { id: 2, title: 'Bonus', content: 'Yours', createdAt: 0, read: false },
  ],
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A store with a member session whose inbox (EN) is loaded; `readAnswer` is what marking read gets. */
async function storeWithInbox(readAnswer: () => Promise<Response>) {
  let reads = 0;
  let release: () => void = () => undefined;
  const readHeld = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (new URL(url).pathname === '/wps/messages/inbox/read') {
        reads += 1;
        await readHeld;
        return readAnswer();
      }
      return answer(200, { success: true, value: PAGE });
    }),
  );
  const store = configureStore({
    reducer: { session: sessionSlice.reducer, [gatewayApi.reducerPath]: gatewayApi.reducer },
    middleware: (getDefault) => getDefault().concat(gatewayApi.middleware),
  });
  store.dispatch(sessionStarted({ token: 'tok', merchantCode: 'nasa11f2', userName: 'demo01', type: 0, firstTimeLogin: false }));
  await store.dispatch(messagesApi.endpoints.getInbox.initiate({ language: 'EN' }));
  const readFlags = () =>
    messagesApi.endpoints.getInbox
      .select({ language: 'EN' })(store.getState())
      .data?.pages[0]?.list.map((message) => message.read);
  return { store, readFlags, release, reads: () => reads };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('markInboxRead', () => {
  it('marks the message read in the cached inbox before the gateway answers', async () => {
    const { store, readFlags, release } = await storeWithInbox(async () => answer(200, { success: true, value: true }));
    const marking = store.dispatch(messagesApi.endpoints.markInboxRead.initiate({ id: 2 }));
    expect(readFlags()).toEqual([false, true]);
    release();
    await marking;
  });

  it('puts it back when the gateway refuses', async () => {
    const { store, readFlags, release } = await storeWithInbox(async () => answer(500, { success: false, code: 'system.error' }));
    const marking = store.dispatch(messagesApi.endpoints.markInboxRead.initiate({ id: 1 }));
    expect(readFlags()).toEqual([true, false]);
    release();
    await marking;
    expect(readFlags()).toEqual([false, false]);
  });
});

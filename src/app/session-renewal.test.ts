// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { sessionStarted } from '../lib/session/session-slice';
import { startSessionRenewal } from './session-renewal';
import { makeStore } from './store';

const SESSION = { token: 'a'.repeat(64), merchantCode: 'nasa11f2', userName: 'demo', type: 0, firstTimeLogin: false };

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const renewCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/wps/session/renew'));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.unstubAllGlobals();
});

describe('session renewal (docs/product.md#session-renewal)', () => {
  it('renews a session at the first input after start-up, with its token', async () => {
    const fetchMock = vi.fn(async () => answer({ success: true, value: { expiresAt: Date.now() + 2 * 60 * 60_000 } }));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore();
    store.dispatch(sessionStarted(SESSION));
    stop = startSessionRenewal(store);
    expect(renewCalls(fetchMock)).toHaveLength(0);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(renewCalls(fetchMock)).toHaveLength(1));
    const [input, init] = renewCalls(fetchMock)[0]!;
    const headers = new Headers(input instanceof Request ? input.headers : (init as RequestInit | undefined)?.headers);
    expect(headers.get('Authorization')).toBe(SESSION.token);
    // Renewed: the next one waits for the end to come near, whatever the player does now.
    window.dispatchEvent(new Event('keydown'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renewCalls(fetchMock)).toHaveLength(1);
  });

  it('never renews for a visitor', async () => {
    const fetchMock = vi.fn(async () => answer({ success: true, value: { expiresAt: 0 } }));
    vi.stubGlobal('fetch', fetchMock);
    stop = startSessionRenewal(makeStore());
    window.dispatchEvent(new Event('pointerdown'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renewCalls(fetchMock)).toHaveLength(0);
  });
});

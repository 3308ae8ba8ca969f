// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { errorMessage } from '../errors/error-catalogue';
import { sessionSlice, sessionStarted } from '../session/session-slice';
import { STORAGE_KEYS } from '../storage/keys';
import { gatewayApi } from './api';
import { gatewayBaseQuery } from './base-query';
import { sendEarly } from './early-answers';
import type { GatewayError } from './gateway-error';
import { takeUncontrolledAnswers } from './uncontrolled-answers';

const testApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, { url: string; encrypted?: boolean; authenticated?: boolean }>({
      query: ({ url, encrypted, authenticated }) => ({
        url,
        method: encrypted ? 'POST' : 'GET',
        body: encrypted ? { a: 1 } : undefined,
        encrypted,
        authenticated,
      }),
    }),
  }),
});

function makeTestStore() {
  return configureStore({
    reducer: { session: sessionSlice.reducer, [gatewayApi.reducerPath]: gatewayApi.reducer },
    middleware: (getDefault) => getDefault().concat(gatewayApi.middleware),
  });
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('a call start-up sent early', () => {
  it('is answered by that early request, once, with the same headers; a failed one is sent again', async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true, value: { early: true } }));
    vi.stubGlobal('fetch', fetchMock);
    sendEarly({ url: '/wps/early-probe' }, 'EN');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, earlyInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(earlyInit.headers).get('Merchant')).toBe('nasa11f2');
    expect(new Headers(earlyInit.headers).get('Language')).toBe('EN');

    const store = makeTestStore();
    const first = await store.dispatch(testApi.endpoints.probe.initiate({ url: '/wps/early-probe' }));
    expect(first.data).toEqual({ early: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: a refetch goes to the gateway.
    await store.dispatch(testApi.endpoints.probe.initiate({ url: '/wps/early-probe' }, { forceRefetch: true }));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    sendEarly({ url: '/wps/early-failed' }, 'EN');
    const retried = await store.dispatch(testApi.endpoints.probe.initiate({ url: '/wps/early-failed' }));
    expect(retried.data).toEqual({ early: true });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('is not used for a call in another language', async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true, value: {} }));
    vi.stubGlobal('fetch', fetchMock);
    sendEarly({ url: '/wps/early-other-language' }, 'TY');
    await makeTestStore().dispatch(testApi.endpoints.probe.initiate({ url: '/wps/early-other-language' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Language')).toBe('EN');
  });
});

describe('gateway base query', () => {
  it('sends the merchant, language, device and raw token headers and unwraps the value', async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true, value: { ok: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeTestStore();
    store.dispatch(sessionStarted({ token: 'tok123', merchantCode: 'nasa11f2', userName: 'demo', type: 0, firstTimeLogin: false }));
    const result = await store.dispatch(testApi.endpoints.probe.initiate({ url: '/wps/member/info', authenticated: true }));
    expect(result.data).toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/wps/member/info');
    const headers = new Headers(init.headers);
    expect(headers.get('Merchant')).toBe('nasa11f2');
    expect(headers.get('Language')).toBe('EN');
    expect(headers.get('Device')).toBe('MOBILE');
    expect(headers.get('Authorization')).toBe('tok123');
  });

  it('leaves the token off public calls so the worker may cache them', async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true, value: {} }));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeTestStore();
    store.dispatch(sessionStarted({ token: 'tok123', merchantCode: 'nasa11f2', userName: 'demo', type: 0, firstTimeLogin: false }));
    await store.dispatch(testApi.endpoints.probe.initiate({ url: '/wps/system/status' }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('clears the session once when the gateway refuses it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, { success: false, value: null, code: 'login.not.session', message: 'expired' })),
    );
    const store = makeTestStore();
    store.dispatch(sessionStarted({ token: 'old', merchantCode: 'nasa11f2', userName: 'demo', type: 0, firstTimeLogin: false }));
    const result = await store.dispatch(testApi.endpoints.probe.initiate({ url: '/wps/member/info', authenticated: true }));
    expect(result.error).toMatchObject({ status: 401, code: 'login.not.session' });
    expect(store.getState().session.info).toBeNull();
  });

  it('keeps a session the gateway wants a new password from, marked so the shell confines it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(403, { success: false, value: null, code: 'password.change.required', message: 'Set a new password first' }),
      ),
    );
    const store = makeTestStore();
    store.dispatch(sessionStarted({ token: 'tok', merchantCode: 'nasa11f2', userName: 'expired', type: 0, firstTimeLogin: false }));
    const result = await store.dispatch(testApi.endpoints.probe.initiate({ url: '/wps/wallets/gcs', authenticated: true }));
    expect(result.error).toMatchObject({ status: 403, code: 'password.change.required' });
    expect(store.getState().session.info).toMatchObject({ token: 'tok', passwordChangeRequired: true });
  });

  it('reports a network failure while offline as client.offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const store = makeTestStore();
    const result = await store.dispatch(testApi.endpoints.probe.initiate({ url: '/wps/system/status' }));
    expect(result.error).toMatchObject({ status: 0, code: 'client.offline' });
  });

  it('reports an encrypted call tried offline as client.offline: the key fetch is what failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const store = makeTestStore();
    const result = await store.dispatch(testApi.endpoints.probe.initiate({ url: '/wps/session/login', encrypted: true }));
    expect(result.error).toMatchObject({ status: 0, code: 'client.offline' });
  });

  it('fails an encrypted call with NO RSA KEY when no key can be fetched', async () => {
    const fetchMock = vi.fn(async () => answer(404, { success: false, value: null, code: 'route.not.found', message: '' }));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeTestStore();
    const result = await store.dispatch(testApi.endpoints.probe.initiate({ url: '/wps/session/login', encrypted: true }));
    expect(result.error).toMatchObject({ code: 'client.no.rsa.key', message: 'NO RSA KEY' });
    const posted = fetchMock.mock.calls.some((call) => (call as unknown as [string, RequestInit])[1]?.method === 'POST');
    expect(posted).toBe(false);
  });

  describe('the v2 key answer (docs/gateway-protocol.md#the-platforms-v2-scheme)', () => {
    // Any odd 1024-bit number will do: the test reads what is sent, it decrypts nothing.
    const MODULUS = `c${'3'.repeat(254)}7`;

    /** A gateway that offers only the v2 scheme and answers its key with `keyAnswer`. */
    function gatewayAnswering(keyAnswer: () => Response) {
      return vi.fn(async (url: string, init?: RequestInit) => {
        const path = new URL(url).pathname;
        if (path === '/wps/session/key/rsa') return keyAnswer();
        if (path === '/wps/session/key/oaep') return answer(404, { success: false, value: null, code: 'route.not.found', message: '' });
        return answer(200, { success: true, value: { sent: init?.method } });
      });
    }

    function text(body: string, contentType = 'text/plain;charset=UTF-8') {
      return () => new Response(body, { status: 200, headers: { 'Content-Type': contentType } });
    }

    function postOf(fetchMock: ReturnType<typeof gatewayAnswering>) {
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      if (!post) return undefined;
      const headers = new Headers(post[1]?.headers);
      return { encryption: headers.get('Encryption'), body: JSON.parse(String(post[1]?.body)) as unknown };
    }

    it.each([
      ['bare hex, as the platform answers it', text(MODULUS)],
      ['bare hex with a line break after it', text(`${MODULUS}\r\n`)],
      ['bare hex in capitals', text(MODULUS.toUpperCase())],
      ['an envelope holding the hex', () => answer(200, { success: true, value: MODULUS })],
    ])('reads %s and sends the encrypted call', async (_name, keyAnswer) => {
      const fetchMock = gatewayAnswering(keyAnswer);
      vi.stubGlobal('fetch', fetchMock);
      const result = await makeTestStore().dispatch(testApi.endpoints.probe.initiate({ url: '/wps/session/login', encrypted: true }));
      expect(result.data).toEqual({ sent: 'POST' });
      const post = postOf(fetchMock);
      expect(post?.encryption).toMatch(/^[0-9a-f]{1,256}$/);
      expect(post?.body).toEqual({ value: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) });
      const keyCall = fetchMock.mock.calls.find(([url]) => new URL(url).pathname === '/wps/session/key/rsa');
      expect(new URL(keyCall![0]).searchParams.get('t')).toMatch(/^[0-9]+$/);
    });

    it.each([
      ['an HTML page', text('<!doctype html><title>Gateway</title>', 'text/html')],
      ['an empty body', text('')],
      ['hex with something after it', text(`${MODULUS} ok`)],
      ['an envelope holding no hex', () => answer(200, { success: true, value: { modulus: MODULUS } })],
      ['a failure envelope sent with 200', () => answer(200, { success: false, value: MODULUS, code: 'x', message: '' })],
      ['hex under an error status', () => new Response(MODULUS, { status: 500 })],
    ])('fails with NO RSA KEY, sending nothing, on %s', async (_name, keyAnswer) => {
      const fetchMock = gatewayAnswering(keyAnswer);
      vi.stubGlobal('fetch', fetchMock);
      const result = await makeTestStore().dispatch(testApi.endpoints.probe.initiate({ url: '/wps/session/login', encrypted: true }));
      expect(result.error).toMatchObject({ status: 0, code: 'client.no.rsa.key', message: 'NO RSA KEY' });
      expect(postOf(fetchMock)).toBeUndefined();
    });
  });
});

describe('the modern key, once seen (docs/gateway-protocol.md#choosing-a-scheme)', () => {
  const notFound = () => answer(404, { success: false, value: null, code: 'route.not.found', message: '' });

  async function offeredKey() {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))));
    return { alg: 'RSA-OAEP-256+A256GCM', kid: '0123456789abcdef', spki, serverTime: Date.now() };
  }

  /** A gateway whose modern key answers `oaepKey`; every call it receives is listed by path. */
  function gateway(oaepKey: () => Response | Promise<Response>) {
    const paths: string[] = [];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url).pathname;
      paths.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/wps/session/key/oaep') return oaepKey();
      if (path === '/wps/session/key/rsa') return new Response(`c${'3'.repeat(254)}7`, { status: 200 });
      return answer(200, { success: true, value: { sent: init?.method, encryption: new Headers(init?.headers).get('Encryption') } });
    });
    vi.stubGlobal('fetch', fetchMock);
    return paths;
  }

  const login = () =>
    makeTestStore().dispatch(testApi.endpoints.probe.initiate({ url: '/wps/session/login', encrypted: true }, { forceRefetch: true }));

  it("remembers the gateway's origin once it offered the key, then fails a call whose key call fails, with a reason the player reads, sending no v2 body", async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const key = await offeredKey();
    let keyAnswer: () => Response | Promise<Response> = () => answer(200, { success: true, value: key });
    const paths = gateway(() => keyAnswer());

    const first = await login();
    expect(first.data).toMatchObject({ sent: 'POST', encryption: expect.stringMatching(/^oaep\./) });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.modernSchemeOrigins) ?? '[]')).toEqual([window.location.origin]);

    for (const failure of [
      () => answer(500, { success: false, value: null, code: 'internal.error', message: '' }),
      notFound,
      () => answer(200, { success: true, value: { alg: 'none' } }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      keyAnswer = failure;
      paths.length = 0;
      const result = await login();
      expect(result.error).toMatchObject({ status: 0, code: 'client.no.oaep.key' });
      expect(i18n._(errorMessage(result.error as GatewayError))).toBe(
        'A secure connection to the server could not be set up, so your details were not sent. Check your connection and try again.',
      );
      expect(paths).toEqual(['GET /wps/session/key/oaep']);
    }
  });

  it("on a gateway never seen to offer it, a missing key still means v2, as the platform's gateways speak", async () => {
    const paths = gateway(notFound);
    const result = await login();
    expect(result.data).toMatchObject({ sent: 'POST', encryption: expect.stringMatching(/^[0-9a-f]{1,256}$/) });
    expect(paths).toEqual(['GET /wps/session/key/oaep', 'GET /wps/session/key/rsa', 'POST /wps/session/login']);
    expect(localStorage.getItem(STORAGE_KEYS.modernSchemeOrigins)).toBeNull();
  });

  it('says offline, not the secure connection, when the key call failed for want of a network', async () => {
    localStorage.setItem(STORAGE_KEYS.modernSchemeOrigins, JSON.stringify([window.location.origin]));
    gateway(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const result = await login();
    expect(result.error).toMatchObject({ status: 0, code: 'client.offline' });
  });
});

describe('a first visit, before the worker controls the page', () => {
  function workerController(controller: object | null) {
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true });
  }
  afterEach(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    takeUncontrolledAnswers();
  });

  it('notes each successful GET for the hand-over, with its language and token, and gives the answer its date', async () => {
    workerController(null);
    const date = 'Tue, 01 Dec 2026 10:00:00 GMT';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, value: { n: 1 } }), { status: 200, headers: { date } })),
    );
    const store = makeTestStore();
    store.dispatch(sessionStarted({ token: 'tok-1', merchantCode: 'm', userName: 'demo', type: 1, firstTimeLogin: false }));
    await store.dispatch(testApi.endpoints.probe.initiate({ url: '/wps/first-probe' }));
    await store.dispatch(testApi.endpoints.probe.initiate({ url: '/wps/first-member-probe', authenticated: true }));
    const taken = takeUncontrolledAnswers();
    expect(taken).toEqual([
      { url: expect.stringMatching(/\/wps\/first-probe$/), language: 'EN', token: null },
      { url: expect.stringMatching(/\/wps\/first-member-probe$/), language: 'EN', token: 'tok-1' },
    ]);
    const result = await gatewayBaseQuery(
      { url: '/wps/dated' },
      { getState: store.getState, dispatch: store.dispatch, signal: new AbortController().signal } as never,
      {},
    );
    expect(result.meta).toEqual({ answerDate: Date.parse(date) });
  });

  it('notes nothing once a worker controls the page, nor a write, nor a refused call', async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true, value: true }));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeTestStore();
    workerController({});
    await store.dispatch(testApi.endpoints.probe.initiate({ url: '/wps/controlled-probe' }));
    workerController(null);
    const api = { getState: store.getState, dispatch: store.dispatch, signal: new AbortController().signal } as never;
    await gatewayBaseQuery({ url: '/wps/write-probe', method: 'POST', body: { a: 1 } }, api, {});
    fetchMock.mockResolvedValueOnce(answer(500, { success: false, code: 'boom' }));
    await store.dispatch(testApi.endpoints.probe.initiate({ url: '/wps/refused-probe' }));
    expect(takeUncontrolledAnswers()).toEqual([]);
  });
});

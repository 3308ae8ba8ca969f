import { afterEach, beforeEach, vi } from 'vitest';

import { createKeyring, type Keyring } from '../../gateway/lib/encryption.ts';

/**
 * A gateway for component tests, at the network: it takes the app's own requests (the real base
 * query, headers, encryption and envelope; docs/gateway-protocol.md#envelope-and-headers), answers
 * them by method and path, and keeps what was sent for the test to check.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request as the gateway read it. */
interface GatewayCall {
  method: string;
  /** The path, without the query. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body as the gateway reads it: decrypted when the app sent it encrypted. */
  body: unknown;
  /** Sent through the request codec (an `Encryption` header). */
  encrypted: boolean;
  /** The app gave the request up (it left the page, or timed out) before its answer came. */
  aborted: boolean;
}

/** What the gateway answers: an HTTP status with an envelope, or no answer at all. */
export type Answer = { status: number; envelope: unknown } | { unreachable: true };

/** A success envelope, `{success: true, value}`. */
export function ok(value: unknown): Answer {
  return { status: 200, envelope: { success: true, value } };
}

/** A refusal as the gateway sends it: its status and `{success: false, code, message, value}`. */
export function refused(code: string, status = 400, value: unknown = null, message = ''): Answer {
  return { status, envelope: { success: false, value, code, message } };
}

/** No answer: the request fails as a dropped connection does. */
export const UNREACHABLE: Answer = { unreachable: true };

type Handler = Answer | ((call: GatewayCall) => Answer);

/** A request the gateway holds until the test answers it. */
interface HeldCall extends GatewayCall {
  /** Answers it (by default as its route would), then lets the app take the answer in. */
  answer(answer?: Answer): Promise<void>;
}

export interface FakeGateway {
  /** How the gateway answers `method path` from now on; a function sees the request. */
  on(method: Method, path: string, handler: Handler): void;
  /** Requests to `method path` wait until the test answers them (`held`, `answerHeld`). */
  hold(method: Method, path: string): void;
  /** Every request sent so far, or those to `method path`, oldest first. */
  calls(method?: Method, path?: string): GatewayCall[];
  /** The held requests still waiting for their answer (given-up ones left out). */
  held(method?: Method, path?: string): HeldCall[];
  /** Answers every held request as its route would, then lets the app take the answers in. */
  answerHeld(): Promise<void>;
}

/** Captured before any test fakes the clock: the app must be able to read its answers under a fake one. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Lets the answers just handed over reach the app: reading a body, the store's dispatch and
 * React's render each take a turn of the event loop.
 */
async function letAnswersIn(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => realSetTimeout(resolve, 0));
}

/** One keyring for the whole run: making its RSA keys is the slow part. */
let keyring: Keyring | undefined;
function keys(): Keyring {
  keyring ??= createKeyring();
  return keyring;
}

function routeKey(method: string, path: string): string {
  return `${method} ${path}`;
}

function respond(answer: Answer): Response {
  if ('unreachable' in answer) throw new TypeError('Failed to fetch');
  return new Response(JSON.stringify(answer.envelope), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json', Date: new Date().toUTCString() },
  });
}

function createFakeGateway() {
  const routes = new Map<string, Handler>();
  const holding = new Set<string>();
  const sent: GatewayCall[] = [];
  const waiting: HeldCall[] = [];

  function answerFor(call: GatewayCall): Answer {
    const handler = routes.get(routeKey(call.method, call.path));
    if (!handler) return refused('route.not.found', 404);
    return typeof handler === 'function' ? handler(call) : handler;
  }

  async function readBody(headers: Headers, text: string | undefined): Promise<{ body: unknown; refusal?: Answer }> {
    if (text === undefined) return { body: undefined };
    const parsed: unknown = JSON.parse(text);
    const header = headers.get('Encryption');
    if (header === null) return { body: parsed };
    try {
      return { body: await keys().decrypt(header, (parsed as { value?: unknown }).value) };
    } catch (error) {
      return { body: parsed, refusal: refused((error as { code?: string }).code ?? 'encryption.invalid') };
    }
  }

  async function fetchFake(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    // The keys the request codecs ask for (docs/gateway-protocol.md#encrypted-requests).
    if (url.pathname === '/wps/session/key/rsa') {
      return new Response(keys().rsaModulusHex, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    if (url.pathname === '/wps/session/key/oaep') return respond(ok({ ...keys().oaepKey, serverTime: Date.now() }));

    const { body, refusal } = await readBody(headers, typeof init.body === 'string' ? init.body : undefined);
    const call: GatewayCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers,
      body,
      encrypted: headers.has('Encryption'),
      aborted: false,
    };
    sent.push(call);
    if (refusal) return respond(refusal);

    const signal = init.signal;
    return new Promise<Response>((resolve, reject) => {
      const settle = (answer: Answer) => {
        if (call.aborted) return;
        try {
          resolve(respond(answer));
        } catch (error) {
          reject(error);
        }
      };
      signal?.addEventListener(
        'abort',
        () => {
          call.aborted = true;
          reject(signal.reason);
        },
        { once: true },
      );
      if (!holding.has(routeKey(method, url.pathname))) {
        settle(answerFor(call));
        return;
      }
      const held: HeldCall = Object.assign(call, {
        answer: async (answer?: Answer) => {
          const index = waiting.indexOf(held);
          if (index >= 0) waiting.splice(index, 1);
          settle(answer ?? answerFor(call));
          await letAnswersIn();
        },
      });
      waiting.push(held);
    });
  }

  const matches = (method?: Method, path?: string) => (call: GatewayCall) =>
    (method === undefined || call.method === method) && (path === undefined || call.path === path);

  const gateway: FakeGateway = {
    on: (method, path, handler) => void routes.set(routeKey(method, path), handler),
    hold: (method, path) => void holding.add(routeKey(method, path)),
    calls: (method, path) => sent.filter(matches(method, path)),
    held: (method, path) => waiting.filter((call) => !call.aborted).filter(matches(method, path)),
    async answerHeld() {
      await Promise.all(waiting.splice(0).map((call) => call.answer()));
    },
  };
  return { gateway, fetchFake };
}

/**
 * The fake gateway for every test of a file: call it once at the top. Each test starts with a new
 * gateway that knows no route, in place of `fetch`; `routes` sets the answers every test starts with.
 */
export function installFakeGateway(routes: (gateway: FakeGateway) => void = () => undefined): FakeGateway {
  let current: FakeGateway | undefined;
  beforeEach(() => {
    const { gateway, fetchFake } = createFakeGateway();
    current = gateway;
    routes(gateway);
    vi.stubGlobal('fetch', fetchFake);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    current = undefined;
  });
  const now = (): FakeGateway => {
    if (!current) throw new Error('The fake gateway exists only while a test runs');
    return current;
  };
  return {
    on: (...args) => now().on(...args),
    hold: (...args) => now().hold(...args),
    calls: (...args) => now().calls(...args),
    held: (...args) => now().held(...args),
    answerHeld: () => now().answerHeld(),
  };
}

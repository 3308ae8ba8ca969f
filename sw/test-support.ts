import { vi } from 'vitest';

/**
 * A service-worker world for unit tests under jsdom: in-memory Cache Storage, ExtendableEvent /
 * FetchEvent, `clients`, and a scripted `fetch`. Workbox reads these as globals (`self === globalThis`).
 */

function keyOf(request: RequestInfo | URL): string {
  if (typeof request === 'string') return new URL(request, location.href).href;
  if (request instanceof URL) return request.href;
  return request.url;
}

export class MemoryCache {
  readonly entries = new Map<string, Response>();

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(keyOf(request))?.clone();
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const method = typeof request === 'object' && 'method' in request ? request.method : 'GET';
    if (method !== 'GET') throw new TypeError('Cache.put only takes GET requests');
    // Read the body now, as a real cache does, so the caller's clone is consumed.
    const body = await response.arrayBuffer();
    this.entries.set(
      keyOf(request),
      new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }),
    );
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(keyOf(request));
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();

  async open(name: string): Promise<MemoryCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new MemoryCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    for (const cache of this.caches.values()) {
      const hit = await cache.match(request);
      if (hit) return hit;
    }
    return undefined;
  }
}

class TestExtendableEvent extends Event {
  readonly pending: Promise<unknown>[] = [];

  waitUntil(promise: Promise<unknown>): void {
    this.pending.push(promise);
  }

  /** Settles every waitUntil promise, including ones added while waiting. */
  async settled(): Promise<void> {
    for (let seen = 0; seen < this.pending.length; seen = this.pending.length) {
      await Promise.allSettled(this.pending);
    }
  }
}

class TestFetchEvent extends TestExtendableEvent {
  readonly request: Request;

  constructor(type: string, init: { request: Request }) {
    super(type);
    this.request = init.request;
  }
}

export interface WorkerWorld {
  caches: MemoryCacheStorage;
  fetch: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;
  posted: unknown[];
  fetchEvent(request: Request): TestFetchEvent;
}

/** Installs the stubs; undo with vi.unstubAllGlobals() in afterEach. */
export function installWorkerWorld(): WorkerWorld {
  const caches = new MemoryCacheStorage();
  const fetch = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  const posted: unknown[] = [];
  const windowClient = { url: location.href, postMessage: (message: unknown) => posted.push(message) };
  silenceWorkboxLogs();
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('ExtendableEvent', TestExtendableEvent);
  vi.stubGlobal('FetchEvent', TestFetchEvent);
  vi.stubGlobal('clients', { matchAll: async () => [windowClient] });
  return {
    caches,
    fetch,
    posted,
    fetchEvent: (request) => new TestFetchEvent('fetch', { request }),
  };
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

/** Workbox's development logger is chatty under test; it reads this flag on every call. */
export function silenceWorkboxLogs(): void {
  (globalThis as { __WB_DISABLE_DEV_LOGS?: boolean }).__WB_DISABLE_DEV_LOGS = true;
}

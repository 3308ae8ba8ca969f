import { get } from 'node:http';
import { connect, type Socket } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { DEFAULT_MAX_CONNECTIONS_PER_IP, loadConfig } from './config.ts';
import { serverTimeouts } from './http/rate-limits.ts';
import { MERCHANT, startTestGateway, type TestGateway } from './test-support/harness.ts';

/*
 * Slow clients against a real listener (gateway/README.md "Limits and timeouts"): requests that
 * never complete are closed, hanging ones do not stop the gateway answering, and one address
 * cannot hold more than its share of connections. Waits are on conditions, with generous bounds
 * for a busy machine.
 */

const SLOW_BODY = `POST /wps/session/login HTTP/1.1\r\nHost: gateway\r\nMerchant: ${MERCHANT}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`;
const SLOW_HEADERS = `GET /wps/system/status HTTP/1.1\r\nHost: gateway\r\nMerchant: ${MERCHANT}\r\n`;

interface RawClient {
  socket: Socket;
  /** Settles when the server closes the connection: what it answered and when. */
  closed: Promise<{ at: number; answer: string }>;
  isClosed(): boolean;
}

function rawClient(port: number, text: string | null): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    let answer = '';
    let closed = false;
    const socket = connect({ port, host: '127.0.0.1' });
    const closedPromise = new Promise<{ at: number; answer: string }>((settle) => {
      socket.on('close', () => {
        closed = true;
        settle({ at: Date.now(), answer });
      });
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    // A reset by the server shows as an error; the close that follows is what counts.
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      if (text !== null) socket.write(text);
      resolve({ socket, closed: closedPromise, isClosed: () => closed });
    });
    socket.once('error', reject);
  });
}

/** GET over a fresh connection, optionally from another loopback address. */
function status(url: string, localAddress?: string): Promise<{ status: number; body: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const request = get(`${url}/wps/system/status`, { headers: { merchant: MERCHANT }, agent: false, localAddress }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, ms: Date.now() - started }));
    });
    request.setTimeout(10_000, () => request.destroy(new Error('no answer within 10 s')));
    request.on('error', reject);
  });
}

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function openConnections(gateway: TestGateway): Promise<number> {
  return new Promise((resolve, reject) => gateway.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

async function openMany(port: number, count: number, text: string | null): Promise<RawClient[]> {
  const clients: RawClient[] = [];
  // In batches: the listen backlog is finite and the machine may be busy.
  for (let start = 0; start < count; start += 100) {
    clients.push(...(await Promise.all(Array.from({ length: Math.min(100, count - start) }, () => rawClient(port, text)))));
  }
  return clients;
}

let gateway: TestGateway | undefined;
let clients: RawClient[] = [];

afterEach(async () => {
  for (const client of clients) client.socket.destroy();
  clients = [];
  await gateway?.close();
  gateway = undefined;
});

function portOf(url: string | null): number {
  return Number(new URL(url ?? '').port);
}

describe('slow clients', () => {
  it('closes a request whose body or headers never complete, by default within 30 s', async () => {
    const defaults = serverTimeouts(loadConfig({}));
    // Node checks for expired requests every connectionsCheckingInterval: the worst case is the sum.
    expect(defaults.requestTimeout + defaults.http.connectionsCheckingInterval).toBeLessThanOrEqual(30_000);
    expect(defaults.http.headersTimeout).toBeLessThanOrEqual(defaults.requestTimeout);
    expect(defaults.connectionTimeout).toBeLessThanOrEqual(30_000);
    expect(defaults.keepAliveTimeout).toBeLessThanOrEqual(30_000);

    gateway = await startTestGateway({ listen: true, env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    const port = portOf(gateway.url);
    const started = Date.now();
    clients = [await rawClient(port, SLOW_BODY), await rawClient(port, SLOW_HEADERS)];
    const closings = await Promise.all(clients.map((client) => client.closed));
    for (const { at, answer } of closings) {
      // Not refused on sight: it had its second, and was closed soon after (1 s + the check interval).
      expect(at - started).toBeGreaterThanOrEqual(900);
      expect(at - started).toBeLessThan(8_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, code: 'request.timeout' });
    }
    // The gateway still answers complete requests at once.
    expect((await status(gateway.url ?? '')).status).toBe(200);
  });

  it('answers GET /wps/system/status while 500 slow clients hang', async () => {
    // A cap above 500 so that all of them really hang (the cap has its own test below).
    gateway = await startTestGateway({ listen: true, env: { MAX_CONNECTIONS_PER_IP: '1000' } });
    const port = portOf(gateway.url);
    const started = Date.now();
    clients = await openMany(port, 500, SLOW_BODY);
    const server = gateway;
    await waitFor('500 open connections', async () => (await openConnections(server)) >= 500);
    const answer = await status(gateway.url ?? '');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true });
    // They were all still hanging while the status answered (20 s request timeout by default).
    expect(clients.filter((client) => client.isClosed())).toHaveLength(0);
    expect(Date.now() - started).toBeLessThan(gateway.config.requestTimeoutMs);
    expect(answer.ms).toBeLessThan(5_000);
  });

  it(`holds at most ${DEFAULT_MAX_CONNECTIONS_PER_IP} connections per address, and counts them down as they close`, async () => {
    gateway = await startTestGateway({ listen: true });
    expect(gateway.config.maxConnectionsPerIp).toBe(DEFAULT_MAX_CONNECTIONS_PER_IP);
    const url = gateway.url ?? '';
    const over = 20;
    clients = await openMany(portOf(url), DEFAULT_MAX_CONNECTIONS_PER_IP + over, null);
    await waitFor('the connections over the cap closed by the gateway', () => clients.filter((client) => client.isClosed()).length >= over);
    // Exactly the excess: give a refused one time to show, then count again.
    const server = gateway;
    await waitFor('the held connections counted', async () => (await openConnections(server)) === DEFAULT_MAX_CONNECTIONS_PER_IP);
    expect(clients.filter((client) => client.isClosed())).toHaveLength(over);
    await expect(status(url)).rejects.toThrow();
    if (process.platform === 'linux') {
      // Another address is not affected (Linux answers on all of 127.0.0.0/8).
      expect((await status(url, '127.0.0.2')).status).toBe(200);
    }
    for (const client of clients) client.socket.destroy();
    await waitFor('the held connections closed', async () => (await openConnections(server)) === 0);
    expect((await status(url)).status).toBe(200);
  });
});

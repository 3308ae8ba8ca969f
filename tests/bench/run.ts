/**
 * `npm run bench`: builds the app, starts the reference gateway on a free loopback port with a
 * fresh database, and measures what a user and the server feel:
 *   - the gzip size and count of the scripts /m/home loads (real headless Chromium, no worker),
 *   - the precache the service worker installs,
 *   - gateway throughput and p99 latency for system status and an encrypted (v2) login.
 * Prints `name: value unit` lines, writes bench-results.json at the project root, checks the
 * budgets and exits non-zero when one fails (or when the bench cannot run: exit 2).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium, devices, type Browser } from 'playwright-core';
import { bytesToBase64 } from '../../src/lib/crypto/base64.ts';
import { desEcbEncrypt } from '../../src/lib/crypto/des.ts';
import { textbookRsaEncrypt } from '../../src/lib/crypto/textbook-rsa.ts';
import { precacheFile, readPrecacheManifest } from '../tools/precache-manifest.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const RESULTS_FILE = path.join(ROOT, 'bench-results.json');
const MERCHANT = 'nasa11f2';
const LOAD_SECONDS = 10;
const LOAD_CONNECTIONS = 10;
const DEMO_LOGIN = { username: 'demo', password: 'demo1234' };

const BUDGETS = [{ figure: 'home_js_gzip', max: 130, unit: 'KB' }] as const;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Figure {
  value: number;
  unit: string;
}

const figures: Record<string, Figure> = {};

function report(name: string, value: number, unit: string): void {
  figures[name] = { value, unit };
  console.log(`${name}: ${value} ${unit}`);
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Build output goes to stderr, so stdout holds only the figures. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

interface Gateway {
  child: ChildProcess;
  origin: string;
  dataDir: string;
  output: () => string;
}

async function startGateway(): Promise<Gateway> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-gateway-'));
  let output = '';
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'gateway/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const gateway = { child, origin: `http://127.0.0.1:${port}`, dataDir, output: () => output };
  try {
    await waitForGateway(gateway);
  } catch (error) {
    await stopGateway(gateway);
    throw error;
  }
  return gateway;
}

async function waitForGateway(gateway: Gateway, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gateway.child.exitCode !== null) {
      throw new Error(`The gateway exited with ${gateway.child.exitCode}:\n${gateway.output()}`);
    }
    try {
      const response = await fetch(`${gateway.origin}/wps/system/status`, {
        headers: { Merchant: MERCHANT },
        signal: AbortSignal.timeout(2000),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The gateway did not answer /wps/system/status within ${timeoutMs} ms:\n${gateway.output()}`);
}

async function stopGateway(gateway: Gateway): Promise<void> {
  const { child } = gateway;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(forced);
  }
  rmSync(gateway.dataDir, { recursive: true, force: true });
}

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** The scripts a fresh visit to /m/home downloads until the network is idle, without a worker. */
async function measureHomeScripts(browser: Browser, origin: string): Promise<void> {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts: import('playwright-core').Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const response = await page.goto(`${origin}/m/home`, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`/m/home answered ${response?.status()}`);
    let gzipBytes = 0;
    let requests = 0;
    for (const script of scripts) {
      if (script.status() >= 300 && script.status() < 400) continue; // A redirect carries no script.
      const body = await script.body();
      gzipBytes += gzipSync(body, { level: 9 }).length;
      requests++;
    }
    report('home_js_gzip', kb(gzipBytes), 'KB');
    report('home_js_requests', requests, 'count');
  } finally {
    await context.close();
  }
}

function measurePrecache(): void {
  const entries = readPrecacheManifest(DIST);
  const bytes = entries.reduce((sum, entry) => sum + statSync(precacheFile(DIST, entry.url)).size, 0);
  report('precache_kb', kb(bytes), 'KB');
  report('precache_entries', entries.length, 'count');
}

function randomSecret(length = 16): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** The modulus from /wps/session/key/rsa: the envelope's value as hex, or an object holding it. */
function modulusFrom(payload: unknown): string {
  const value = (payload as { value?: unknown } | null)?.value;
  const candidates = [
    value,
    ...(typeof value === 'object' && value !== null
      ? ['modulus', 'key', 'publicKey', 'n'].map((k) => (value as Record<string, unknown>)[k])
      : []),
  ];
  const hex = candidates.find((c): c is string => typeof c === 'string' && /^[0-9a-fA-F]{64,}$/.test(c));
  if (!hex) throw new Error(`No RSA modulus in /wps/session/key/rsa: ${JSON.stringify(payload).slice(0, 200)}`);
  return hex;
}

/** One v2-encrypted login (textbook RSA for the key, DES-ECB for the body), replayed for every request. */
async function encryptedLogin(origin: string): Promise<{ headers: Record<string, string>; body: string }> {
  const keyResponse = await fetch(`${origin}/wps/session/key/rsa?t=${Date.now()}`, {
    headers: { Merchant: MERCHANT },
  });
  if (!keyResponse.ok) throw new Error(`/wps/session/key/rsa answered ${keyResponse.status}`);
  const modulusHex = modulusFrom(await keyResponse.json());
  const secret = randomSecret();
  const key = new TextEncoder().encode(secret).slice(0, 8);
  const plain = new TextEncoder().encode(JSON.stringify(DEMO_LOGIN));
  return {
    headers: {
      Merchant: MERCHANT,
      'Content-Type': 'application/json',
      Encryption: textbookRsaEncrypt(secret, modulusHex),
    },
    body: JSON.stringify({ value: bytesToBase64(desEcbEncrypt(plain, key)) }),
  };
}

async function load(name: string, options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, ...options });
  if (result['2xx'] === 0) throw new Error(`${name}: no 2xx answer in ${result.requests.total} requests`);
  report(`${name}_rps`, round(result.requests.average, 0), 'req/s');
  report(`${name}_p99_ms`, result.latency.p99, 'ms');
  return result;
}

async function measureGateway(origin: string): Promise<void> {
  await load('gateway_status', {
    url: `${origin}/wps/system/status`,
    headers: { Merchant: MERCHANT },
  });
  const login = await encryptedLogin(origin);
  const probe = await fetch(`${origin}/wps/session/login`, { method: 'POST', ...login });
  if (!probe.ok) throw new Error(`The encrypted demo login failed (${probe.status}): ${await probe.text()}`);
  const result = await load('gateway_login', {
    url: `${origin}/wps/session/login`,
    method: 'POST',
    ...login,
  });
  report('gateway_login_non2xx', result.non2xx + result.errors + result.timeouts, 'count');
}

function checkBudgets(): boolean {
  let allPass = true;
  for (const budget of BUDGETS) {
    const figure = figures[budget.figure];
    const pass = figure !== undefined && figure.value <= budget.max;
    allPass &&= pass;
    console.log(`budget ${budget.figure} <= ${budget.max} ${budget.unit}: ${pass ? 'PASS' : 'FAIL'}`);
  }
  return allPass;
}

async function main(): Promise<number> {
  let gateway: Gateway | undefined;
  let browser: Browser | undefined;
  const cleanUp = async () => {
    await browser?.close().catch(() => undefined);
    browser = undefined;
    if (gateway) await stopGateway(gateway).catch(() => undefined);
    gateway = undefined;
  };
  const onSignal = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await run(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build']);
    measurePrecache();
    gateway = await startGateway();
    browser = await chromium.launch({ headless: true, executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    await measureHomeScripts(browser, gateway.origin);
    await browser.close();
    browser = undefined;
    await measureGateway(gateway.origin);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 2;
  } finally {
    await cleanUp();
    const pass = BUDGETS.every((b) => (figures[b.figure]?.value ?? Infinity) <= b.max);
    writeFileSync(
      RESULTS_FILE,
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, figures, budgetsPass: pass }, null, 2)}\n`,
    );
  }
  return checkBudgets() ? 0 : 1;
}

process.exitCode = await main();

import { isIP } from 'node:net';
import path from 'node:path';

/** Typed gateway configuration, read once from the environment at start. */
export interface GatewayConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The SQLite file inside dataDir. */
  databaseFile: string;
  distDir: string;
  serveApp: boolean;
  merchantCodes: readonly string[];
  /** null disables the /admin routes entirely; otherwise at least ADMIN_TOKEN_MIN_LENGTH characters. */
  adminToken: string | null;
  rateLimits: boolean;
  /**
   * Time a client has to send a whole request, headers and body (REQUEST_TIMEOUT_SECONDS). A
   * request still incomplete then is answered 408 and its connection closed, so slow clients
   * cannot hold sockets open (gateway/README.md "Limits and timeouts").
   */
  requestTimeoutMs: number;
  /** Open connections one client address may hold (MAX_CONNECTIONS_PER_IP); more are closed at once. */
  maxConnectionsPerIp: number;
  sessionTtlMinutes: number;
  /**
   * The proxies whose `X-Forwarded-*` headers are believed (TRUST_PROXY): addresses, CIDR ranges
   * or proxy-addr's names (loopback, linklocal, uniquelocal); null believes none. Behind a
   * TLS-terminating proxy this is how the gateway knows a request came over HTTPS (HSTS, Secure
   * cookies) and which client sent it (rate limits): gateway/README.md "Behind a proxy".
   */
  trustProxy: readonly string[] | null;
  /**
   * The origins (scheme://host[:port]) an app served elsewhere calls and frames the gateway from
   * (APP_ORIGINS): they get CORS answers with credentials, may frame the frameable pages, and
   * over HTTPS its cookies are sent across sites. Empty: the app is served on this origin only
   * (gateway/README.md "Cross-origin app (APP_ORIGINS)").
   */
  appOrigins: readonly string[];
  logLevel: string;
  /** 'demo' prints every SMS code on stdout (and keeps it for the admin API); 'off' sends none. */
  smsMode: SmsMode;
  /**
   * Firebase login (social and Firebase SMS): the project whose ID tokens are accepted, null to
   * refuse `type: firebase` (gateway/README.md "Firebase login"). `authDomain` is opened to the
   * app's pages as a frame; `authEmulatorHost` points token checks at the Firebase Auth emulator
   * instead of Google.
   */
  firebase: { projectId: string | null; authDomain: string; authEmulatorHost: string | null };
  /**
   * scrypt cost (N). Not an environment variable: production keeps the default, tests lower it so
   * the suite stays fast. Stored hashes carry their own parameters, so changing it never breaks
   * existing passwords.
   */
  scryptCost: number;
  /**
   * The size of the benchmark's big team (SEED_BENCH_TEAM): at start, an agent `benchagent` with
   * this many direct downlines is added once if missing; 0 adds none (gateway/README.md).
   */
  seedBenchTeam: number;
}

type SmsMode = 'demo' | 'off';

/** Every environment variable the gateway reads, for the README and for `--help`-style output. */
export const ENV_VARS: readonly { name: string; default: string; description: string }[] = [
  { name: 'PORT', default: '8080', description: 'TCP port to listen on.' },
  { name: 'HOST', default: '127.0.0.1', description: 'Interface to bind (0.0.0.0 to expose on the network).' },
  { name: 'DATA_DIR', default: '.data', description: 'Folder of the SQLite database (gateway.sqlite); created if missing.' },
  { name: 'DIST_DIR', default: 'dist', description: 'Folder of the built app served on the same origin.' },
  { name: 'SERVE_APP', default: 'on', description: "'off' disables serving the built app (API only, e.g. behind the Vite dev server)." },
  { name: 'MERCHANT_CODES', default: 'nasa11f2', description: 'Comma-separated merchant codes accepted in the Merchant header.' },
  {
    name: 'ADMIN_TOKEN',
    default: '(unset)',
    description:
      'Enables the /admin routes; requests must send it in the Admin-Token header. At least 32 characters (e.g. openssl rand -hex 32).',
  },
  {
    name: 'RATE_LIMITS',
    default: 'on',
    description:
      "'off' disables the rate limits per IP (captcha, login, SMS...) and per member (deposit orders, chat launches, lottery frame tickets); used by the benchmark. The admin-token brake stays on.",
  },
  {
    name: 'REQUEST_TIMEOUT_SECONDS',
    default: '20',
    description: 'Time a client has to send a whole request (headers within 10 s); slower ones get 408 and are disconnected.',
  },
  {
    name: 'MAX_CONNECTIONS_PER_IP',
    default: '256',
    description: 'Open connections one client address (IPv6: its /64) may hold; further ones are closed at once.',
  },
  { name: 'SESSION_TTL_MINUTES', default: '120', description: 'Lifetime of a login session token, in minutes.' },
  {
    name: 'TRUST_PROXY',
    default: 'off',
    description:
      "Comma-separated addresses or CIDR ranges (or loopback, linklocal, uniquelocal) of the proxy in front of the gateway: only from them are X-Forwarded-Proto (HTTPS: HSTS and Secure cookies) and X-Forwarded-For (the client's address) believed. 'off' believes no one.",
  },
  {
    name: 'APP_ORIGINS',
    default: '(unset)',
    description:
      'Comma-separated origins (http(s)://host[:port]) the app is served from when not from this gateway: their calls get CORS answers with credentials, they may frame the lottery frame, and over HTTPS the cookies become SameSite=None. Unset: same origin only.',
  },
  {
    name: 'SMS_MODE',
    default: 'demo',
    description:
      "'demo' prints every SMS code on stdout (and lists it in GET /admin/sms); 'off' refuses every SMS-sending endpoint (no real provider).",
  },
  {
    name: 'FIREBASE_PROJECT_ID',
    default: '(unset)',
    description:
      'Firebase project whose ID tokens log members in (social and Firebase SMS login); unset refuses Firebase login with firebase.not.configured.',
  },
  {
    name: 'FIREBASE_AUTH_DOMAIN',
    default: '<project>.firebaseapp.com',
    description: "The app's Firebase authDomain, allowed as a frame in the app pages' Content-Security-Policy.",
  },
  {
    name: 'FIREBASE_AUTH_EMULATOR_HOST',
    default: '(unset)',
    description:
      'host:port of a Firebase Auth emulator: its unsigned tokens are accepted instead of Google-signed ones (tests and local runs only).',
  },
  {
    name: 'SEED_BENCH_TEAM',
    default: '(unset)',
    description:
      "Adds once, at start, the agent 'benchagent' (password agent1234, agent side only) with this many direct downlines (1-20000); the benchmark's big team list.",
  },
  { name: 'LOG_LEVEL', default: 'warn', description: "Fastify/pino log level: fatal, error, warn, info, debug, trace or 'silent'." },
];

const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const SMS_MODES: ReadonlySet<string> = new Set<SmsMode>(['demo', 'off']);

const DEFAULT_SCRYPT_COST = 16384;
/** Enough for any list the benchmark scrolls, small enough to seed in a few seconds. */
const BENCH_TEAM_MAX = 20_000;
/** Firebase's own rule for project ids. */
const FIREBASE_PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const HOST_AND_PORT = /^[A-Za-z0-9.-]+:[0-9]{1,5}$|^\[[0-9A-Fa-f:]+\]:[0-9]{1,5}$/;
/**
 * The admin token is the only secret of the operator API: 32 characters (128 bits as hex) keep it
 * out of reach of guessing, on top of the per-address brake on wrong tokens (gateway/README.md).
 */
export const ADMIN_TOKEN_MIN_LENGTH = 32;
/**
 * A browser opens 6-8 connections per origin and the browser test suite several contexts from
 * 127.0.0.1, far below this; a flood of slow sockets from one address stops here instead of at
 * the process's file-descriptor limit.
 */
export const DEFAULT_MAX_CONNECTIONS_PER_IP = 256;
const DEFAULT_REQUEST_TIMEOUT_SECONDS = 20;
/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * APP_ORIGINS: each entry must be exactly an origin as a browser sends it in `Origin` (http or
 * https, a host, an optional port, nothing after), because the CORS check compares them as text.
 */
function appOrigins(raw: string | undefined): string[] {
  const entries = text(raw, '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    let url: URL | null;
    try {
      url = new URL(entry);
    } catch {
      url = null;
    }
    if (
      url === null ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      !/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname) ||
      url.origin !== entry.toLowerCase()
    ) {
      throw new Error(
        `APP_ORIGINS must be a comma-separated list of origins such as https://play.example.com or http://127.0.0.1:8300, got "${entry}"`,
      );
    }
  }
  return [...new Set(entries.map((entry) => entry.toLowerCase()))];
}

/** `off` (or nothing) trusts no proxy; otherwise every entry must be an address, a CIDR range or a range name. */
function trustedProxies(raw: string | undefined): string[] | null {
  const value = text(raw, 'off');
  if (value.toLowerCase() === 'off') return null;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefixOk = prefix === undefined || (/^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!PROXY_RANGE_NAMES.has(entry) && (family === 0 || !prefixOk || rest.length > 0)) {
      throw new Error(
        `TRUST_PROXY must be off or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal, got "${entry}"`,
      );
    }
  }
  if (entries.length === 0) throw new Error('TRUST_PROXY must name at least one address, or be off');
  return entries;
}

function positiveInteger(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be an integer between 1 and ${max}, got "${raw}"`);
  }
  return value;
}

function text(raw: string | undefined, fallback: string): string {
  return raw === undefined || raw.trim() === '' ? fallback : raw.trim();
}

/** Throws an Error naming the variable when a value cannot be used, so a bad start fails loudly. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): GatewayConfig {
  const dataDir = path.resolve(cwd, text(env.DATA_DIR, '.data'));
  const merchantCodes = text(env.MERCHANT_CODES, 'nasa11f2')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  if (merchantCodes.length === 0) throw new Error('MERCHANT_CODES must name at least one merchant code');
  const logLevel = text(env.LOG_LEVEL, 'warn').toLowerCase();
  if (!LOG_LEVELS.has(logLevel)) throw new Error(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')}`);
  const adminToken = text(env.ADMIN_TOKEN, '');
  if (adminToken !== '' && adminToken.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new Error(
      `ADMIN_TOKEN must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters, got ${adminToken.length}; generate one with: openssl rand -hex 32`,
    );
  }
  const smsMode = text(env.SMS_MODE, 'demo').toLowerCase();
  if (!SMS_MODES.has(smsMode)) throw new Error(`SMS_MODE must be one of ${[...SMS_MODES].join(', ')}`);
  const firebaseProjectId = text(env.FIREBASE_PROJECT_ID, '');
  if (firebaseProjectId !== '' && !FIREBASE_PROJECT_ID.test(firebaseProjectId)) {
    throw new Error(
      `FIREBASE_PROJECT_ID must be a Firebase project id (6-30 lowercase letters, digits or hyphens), got "${firebaseProjectId}"`,
    );
  }
  const authDomain = text(env.FIREBASE_AUTH_DOMAIN, `${firebaseProjectId || 'unset'}.firebaseapp.com`);
  if (!/^[A-Za-z0-9.-]+$/.test(authDomain)) throw new Error(`FIREBASE_AUTH_DOMAIN must be a host name, got "${authDomain}"`);
  const authEmulatorHost = text(env.FIREBASE_AUTH_EMULATOR_HOST, '');
  if (authEmulatorHost !== '' && !HOST_AND_PORT.test(authEmulatorHost)) {
    throw new Error(`FIREBASE_AUTH_EMULATOR_HOST must be host:port, got "${authEmulatorHost}"`);
  }
  return {
    port: positiveInteger('PORT', env.PORT, 8080, 65535),
    host: text(env.HOST, '127.0.0.1'),
    dataDir,
    databaseFile: path.join(dataDir, 'gateway.sqlite'),
    distDir: path.resolve(cwd, text(env.DIST_DIR, 'dist')),
    serveApp: text(env.SERVE_APP, 'on').toLowerCase() !== 'off',
    merchantCodes,
    adminToken: adminToken === '' ? null : adminToken,
    rateLimits: text(env.RATE_LIMITS, 'on').toLowerCase() !== 'off',
    requestTimeoutMs: positiveInteger('REQUEST_TIMEOUT_SECONDS', env.REQUEST_TIMEOUT_SECONDS, DEFAULT_REQUEST_TIMEOUT_SECONDS, 300) * 1000,
    maxConnectionsPerIp: positiveInteger('MAX_CONNECTIONS_PER_IP', env.MAX_CONNECTIONS_PER_IP, DEFAULT_MAX_CONNECTIONS_PER_IP, 100_000),
    sessionTtlMinutes: positiveInteger('SESSION_TTL_MINUTES', env.SESSION_TTL_MINUTES, 120, 60 * 24 * 365),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    appOrigins: appOrigins(env.APP_ORIGINS),
    logLevel,
    smsMode: smsMode as SmsMode,
    firebase: {
      projectId: firebaseProjectId === '' ? null : firebaseProjectId,
      authDomain,
      authEmulatorHost: authEmulatorHost === '' ? null : authEmulatorHost,
    },
    scryptCost: DEFAULT_SCRYPT_COST,
    seedBenchTeam: positiveInteger('SEED_BENCH_TEAM', env.SEED_BENCH_TEAM, 0, BENCH_TEAM_MAX),
  };
}

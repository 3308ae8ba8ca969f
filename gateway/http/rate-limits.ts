import type { Server } from 'node:http';
import type { Socket } from 'node:net';

import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { GatewayConfig } from '../config.ts';
import { GatewayError } from '../lib/errors.ts';
import type { AttemptRule } from '../store/repositories/attempts.ts';

/** Per-IP limits per minute for the endpoints that cost us or can be brute-forced. */
export const RATE_LIMITS = {
  captcha: 30,
  /** Slider challenges for the SMS check (each draws two pictures and stores a row). */
  geetest: 30,
  login: 30,
  /** Per SMS route (noLogin, register, forget each count separately). */
  sms: 5,
  freeplay: 10,
  register: 10,
  /** Change password, forgot-password verify and reset, each. */
  password: 10,
  /** Username and affiliate-code checks (public lookups). */
  check: 60,
} as const;

/**
 * Per-member limits per minute on the routes that store a row on every call. Counted per account,
 * not per token: logging in again must not buy a fresh budget.
 */
export const MEMBER_LIMITS = {
  /**
   * Deposit orders placed. Each order is a payment request the operator has to follow up, so
   * operators cap how fast a member can open them; a player pays one order and waits for it.
   */
  depositOrders: 5,
  /**
   * Receipt pictures sent for manual transfers. Each is up to 5 MB to decode and write, and replaces
   * the last; a member sends one, perhaps a second sharper one, so 10 leaves room for mistakes
   * while a loop cannot fill the disk or the event loop.
   */
  receiptUploads: 10,
  /**
   * Identity-verification pictures: up to 5 MB each to decode and write, one per side and each
   * replacing the last, so a player retaking a blurred photo stays well below it.
   */
  kycUploads: 10,
  /** Live chat launches: each mints a chat ticket row; the app launches one per tap on "live chat". */
  chatLaunches: 10,
  /**
   * Lottery frame tickets: each is a row (and, once used, a frame key row). The app asks for one
   * each time its frame route opens a draw or a lobby, so a player hopping between draws asks
   * more often than for the chat.
   */
  lotteryFrames: 20,
  /**
   * Wallet transfers and 'recall all': each writes ledger rows. A player moving money to each game
   * they open stays far below it; a script looping transfers does not.
   */
  walletTransfers: 60,
} as const;

const MINUTE = 60_000;

/**
 * Brakes on guessing a secret (gateway/README.md "Limits and timeouts"). They count in the
 * database (store/repositories/attempts.ts), so a restart does not reset them, and an attempt is
 * counted before the slow check it stands for and given back when it passes, so parallel requests
 * cannot all be checked before any is counted. The per-username login lockout is
 * store/repositories/login-failures.ts.
 */
export const BRAKES = {
  /**
   * Wrong payment passwords per member: 5 in 15 minutes, then every check answers 429 until the
   * window ends. Always on: a stolen session must not be able to try the 6-digit password.
   */
  paymentPassword: { limit: 5, windowMs: 15 * MINUTE },
  /**
   * Wrong Admin-Token values per address: 20 a minute, then wrong ones answer 429 until the minute
   * is over. The right token is compared first and always passes: the brake must never lock the
   * operator out. Always on.
   */
  adminToken: { limit: 20, windowMs: MINUTE },
  /**
   * Password tries from a device the member has logged in from before, while the username is
   * locked: 5 in 15 minutes. Someone who knows only the username can lock it for everyone else,
   * never for its owner's own phone.
   */
  loginDevice: { limit: 5, windowMs: 15 * MINUTE },
  /**
   * Failed password logins per address, whatever the username (trying one password on many
   * names): 20 an hour go unchecked, then each further try waits 1 s after the last, doubling to
   * at most a minute. Capped low so players behind one carrier address are slowed, never shut
   * out; a member's known devices are not held by it. Per address, so RATE_LIMITS=off turns it off.
   */
  loginAddress: {
    limit: Number.MAX_SAFE_INTEGER,
    windowMs: 60 * MINUTE,
    delayAfter: (count: number) => (count < 20 ? 0 : Math.min(MINUTE, 1000 * 2 ** (count - 20))),
  },
  /**
   * Recovery mails asked for one username: 3 in 15 minutes, then 429 until the window ends, known
   * username or not (the answer must not tell them apart). Always on: it keeps a member's mailbox
   * from being flooded.
   */
  recoveryMail: { limit: 3, windowMs: 15 * MINUTE },
} as const satisfies Record<string, AttemptRule>;

/** Wrong Admin-Token values one address may send per minute before the brake holds them. */
export const ADMIN_TOKEN_FAILURES_PER_MINUTE = BRAKES.adminToken.limit;

/** Keys the in-memory counters hold at most; the oldest windows go first beyond it. */
const MAX_TRACKED_KEYS = 10_000;

/**
 * The address a socket had when it connected. Node forgets `remoteAddress` once the socket is
 * destroyed, and a request whose client has gone (reset, or a body Node could not parse) still
 * runs its hooks afterwards: the limiter must still have a key for it.
 */
const connectedAddress = new WeakMap<Socket, string>();

/**
 * The rate-limit key of an address: IPv4 as is, IPv4-mapped IPv6 as IPv4, other IPv6 by its /64
 * (one subscriber's prefix), the same grouping @fastify/rate-limit uses by default.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  try {
    return normalizeIP(address, 64);
  } catch {
    return address;
  }
}

/** The client's address key; never throws, even after the client has gone. */
export function clientAddress(request: FastifyRequest): string {
  const ip = request.ip as string | undefined;
  if (ip) return addressKey(ip);
  const socket = request.raw.socket as Socket | null | undefined;
  return (socket && connectedAddress.get(socket)) ?? 'unknown';
}

/**
 * Fixed one-minute windows per key, in memory (like @fastify/rate-limit's local store). Windows
 * are kept in the order they started, so expired ones are always at the front.
 */
export class MinuteCounter {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();
  private readonly max: number;
  private readonly windowMs: number;

  constructor(max: number, windowMs = MINUTE) {
    this.max = max;
    this.windowMs = windowMs;
  }

  /** Milliseconds until the key may act again; 0 while it is under its limit. */
  waitMs(key: string, now = Date.now()): number {
    const window = this.live(key, now);
    return window && window.count >= this.max ? window.startedAt + this.windowMs - now : 0;
  }

  /** Counts one for the key. */
  hit(key: string, now = Date.now()): void {
    const window = this.live(key, now);
    if (window) {
      window.count += 1;
      return;
    }
    this.windows.delete(key);
    this.evict(now);
    this.windows.set(key, { count: 1, startedAt: now });
  }

  private live(key: string, now: number): { count: number; startedAt: number } | undefined {
    const window = this.windows.get(key);
    return window && window.startedAt + this.windowMs > now ? window : undefined;
  }

  private evict(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.startedAt + this.windowMs > now && this.windows.size < MAX_TRACKED_KEYS) return;
      this.windows.delete(key);
    }
  }
}

/** The 429 envelope with Retry-After, the same answer as the per-IP limiter's. */
export function rateLimited(reply: FastifyReply, waitMs: number): GatewayError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', String(seconds));
  return new GatewayError('rate.limited', { message: `Too many requests, retry in ${seconds} seconds` });
}

/** A per-member limit: `take(accountId, reply)` counts one call or throws 429 `rate.limited`. */
export interface MemberLimit {
  take(accountId: number, reply: FastifyReply): void;
}

/** A per-minute limit per account; a no-op with RATE_LIMITS=off, like the per-IP limits. */
export function perMemberPerMinute(config: GatewayConfig, max: number): MemberLimit {
  if (!config.rateLimits) return { take: () => undefined };
  const counter = new MinuteCounter(max);
  return {
    take(accountId, reply) {
      const key = String(accountId);
      const wait = counter.waitMs(key);
      if (wait > 0) throw rateLimited(reply, wait);
      counter.hit(key);
    },
  };
}

/**
 * Registers the limiter without a global limit: only routes that ask through `perMinute` are
 * limited. With RATE_LIMITS=off nothing is registered at all.
 */
export async function installRateLimits(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  if (!config.rateLimits) return;
  await app.register(rateLimit, {
    global: false,
    // The default key normalises request.ip, which is undefined once the client has gone: it
    // threw, and every aborted request on a limited route became a logged 500.
    keyGenerator: clientAddress,
    errorResponseBuilder: (_request, context) =>
      new GatewayError('rate.limited', { message: `Too many requests, retry in ${context.after}` }),
  });
}

/** Route `config` fragment: `{ config: perMinute(config, RATE_LIMITS.login) }`. */
export function perMinute(config: GatewayConfig, max: number): { rateLimit?: { max: number; timeWindow: number } } {
  return config.rateLimits ? { rateLimit: { max, timeWindow: 60_000 } } : {};
}

/** Headers must arrive within this (or the request timeout, if shorter). */
const HEADERS_TIMEOUT_MS = 10_000;
/** A connection with no traffic either way for this long is closed (a client that stopped reading). */
const IDLE_SOCKET_TIMEOUT_MS = 30_000;
/** An idle keep-alive connection is closed after this; a browser opens a new one when it needs it. */
const KEEP_ALIVE_TIMEOUT_MS = 10_000;

/**
 * Node and Fastify server timeouts (gateway/README.md "Limits and timeouts"). Fastify's defaults
 * leave the request timeout off, so a client sending its headers and one body byte held its
 * socket for as long as it liked. Node checks for expired requests on an interval (30 s by
 * default); it runs here at a quarter of the timeout, at most every second, so a slow request is
 * closed within the timeout plus that.
 */
export function serverTimeouts(config: GatewayConfig): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: { requestTimeout: number; headersTimeout: number; connectionsCheckingInterval: number };
} {
  const requestTimeout = config.requestTimeoutMs;
  return {
    requestTimeout,
    connectionTimeout: Math.max(IDLE_SOCKET_TIMEOUT_MS, requestTimeout),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(requestTimeout / 4))),
    },
  };
}

/**
 * Caps the open connections of each client address: a connection over the cap is destroyed as it
 * arrives, before Node reads a byte of it. At most one warning per address and minute.
 */
export function capConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger): void {
  const open = new Map<string, number>();
  const warnedAt = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress);
    connectedAddress.set(socket, key);
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      const now = Date.now();
      if (now - (warnedAt.get(key) ?? 0) >= MINUTE) {
        warnedAt.set(key, now);
        log.warn({ address: key, max }, 'connection cap per address reached; closing further connections');
      }
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else {
        open.delete(key);
        warnedAt.delete(key);
      }
    });
  });
}

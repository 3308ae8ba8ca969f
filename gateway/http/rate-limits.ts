import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import { GatewayError } from '../lib/errors.ts';

/** Per-IP limits per minute for the endpoints that cost us or can be brute-forced. */
export const RATE_LIMITS = {
  captcha: 30,
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
 * Registers the limiter without a global limit: only routes that ask through `perMinute` are
 * limited. With RATE_LIMITS=off nothing is registered at all.
 */
export async function installRateLimits(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  if (!config.rateLimits) return;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new GatewayError('rate.limited', { message: `Too many requests, retry in ${context.after}` }),
  });
}

/** Route `config` fragment: `{ config: perMinute(config, RATE_LIMITS.login) }`. */
export function perMinute(config: GatewayConfig, max: number): { rateLimit?: { max: number; timeWindow: number } } {
  return config.rateLimits ? { rateLimit: { max, timeWindow: 60_000 } } : {};
}

import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

import { GatewayError } from '../lib/errors.ts';

export function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  if (Array.isArray(value)) return value[0];
  return typeof value === 'string' ? value : undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `optional`: the route also answers a request without a `Merchant` header (one that is sent
     * must still be known). For calls the platform's own client makes without it.
     */
    merchant?: 'optional';
  }
}

/**
 * Every /wps and /lgw route requires a known `Merchant` header
 * (docs/gateway-protocol.md#envelope-and-headers), except that a route declaring
 * `config.merchant: 'optional'` also answers without one: the v2 key, which the platform's client
 * asks for with no `Merchant` (docs/gateway-protocol.md#the-platforms-v2-scheme).
 */
export function requireMerchant(merchantCodes: readonly string[]): onRequestAsyncHookHandler {
  const known = new Set(merchantCodes);
  return async (request) => {
    const merchant = headerText(request, 'merchant')?.trim();
    if (!merchant && request.routeOptions.config.merchant === 'optional') return;
    if (!merchant || !known.has(merchant)) throw new GatewayError('merchant.unknown');
  };
}

export function merchantOf(request: FastifyRequest): string {
  return headerText(request, 'merchant')?.trim() ?? '';
}

import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { GatewayError } from '../lib/errors.ts';

export function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  if (Array.isArray(value)) return value[0];
  return typeof value === 'string' ? value : undefined;
}

/** Every /wps and /lgw route requires a known `Merchant` header (docs/gateway-protocol.md#envelope-and-headers). */
export function requireMerchant(merchantCodes: readonly string[]): onRequestAsyncHookHandler {
  const known = new Set(merchantCodes);
  return async (request) => {
    const merchant = headerText(request, 'merchant')?.trim();
    if (!merchant || !known.has(merchant)) throw new GatewayError('merchant.unknown');
  };
}

export function merchantOf(request: FastifyRequest): string {
  return headerText(request, 'merchant')?.trim() ?? '';
}

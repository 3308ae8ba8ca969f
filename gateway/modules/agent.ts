import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { authenticate } from '../http/auth.ts';
import type { GatewayContext } from '../http/context.ts';
import { RATE_LIMITS, perMinute } from '../http/rate-limits.ts';
import { AGENT_TYPES, type AccountRecord } from '../store/repositories/accounts.ts';
import type { Store } from '../store/store.ts';

const AFFILIATE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The active agent (type 2 or 40-42) owning an invitation code, matched case-insensitively. */
export function findActiveAgent(store: Store, code: string): AccountRecord | undefined {
  if (!AFFILIATE_CODE.test(code)) return undefined;
  const account = store.accounts.findByAffiliateCode(code);
  return account && account.status === 'active' && AGENT_TYPES.has(account.type) ? account : undefined;
}

const affiliateQuerySchema = {
  type: 'object',
  required: ['code'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 64 },
    domain: { type: 'string', maxLength: 253 },
  },
  additionalProperties: false,
} as const;

/** Affiliate (invitation) codes and agent contract requests. */
export const agentModule: FastifyPluginAsync<GatewayContext> = async (app, { config, store }) => {
  app.get<{ Querystring: { code: string; domain?: string } }>(
    '/wps/affiliate/check',
    { schema: { querystring: affiliateQuerySchema }, config: perMinute(config, RATE_LIMITS.check) },
    async (request, reply) => {
      // `domain` is accepted for the platform's shape; codes are not tied to domains here.
      const agent = findActiveAgent(store, request.query.code.trim());
      if (!agent?.affiliateCode) throw new GatewayError('affiliate.invalid');
      reply.header('cache-control', 'no-store');
      return ok({ valid: true, code: agent.affiliateCode });
    },
  );

  app.get('/wps/agent/contract/request', async (request, reply) => {
    const { account } = authenticate(request, store);
    reply.header('cache-control', 'no-store');
    return ok(store.contracts.pending(account.id));
  });
};

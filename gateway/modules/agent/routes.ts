import {
  type Contract,
  CONTRACT_DECISIONS,
  CONTRACT_STATES,
  type ContractRequests,
  type ContractTerms,
  type ContractTier,
} from '../../../src/contract/agent.ts';
import type { AgentProfile } from '../../../src/contract/agent-centre.ts';
import { accountRoutes, agentRoutes } from '../../http/auth.ts';
import type { GatewayModule } from '../../http/context.ts';
import { perMinute, RATE_LIMITS } from '../../http/rate-limits.ts';
import { answersWith, booleanSchema, idProperty, nullableNumberSchema, numberSchema, schemaFor, stringSchema } from '../../http/schemas.ts';
import { ok } from '../../lib/envelope.ts';
import { GatewayError } from '../../lib/errors.ts';
import { type AccountRecord, AGENT_ONLY_TYPES, AGENT_TYPES, MEMBER_TYPES } from '../../store/repositories/accounts.ts';
import { CONTRACT_KINDS, type ContractRecord } from '../../store/repositories/contracts.ts';
import type { Store } from '../../store/store.ts';
import { findActiveLink, registerLinkRoutes } from './links.ts';
import { registerNoticeRoutes } from './notices.ts';
import { registerOfferRoutes } from './offers.ts';
import { registerTeamReports } from './reports.ts';
import { agentTeamRoutes } from './team.ts';

const AFFILIATE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The active owner of an invitation code, matched case-insensitively: an agent (types 1, 2, 40-42)
 * or a real member (type 0) sharing a referral code from invite-friends. Trial accounts own none.
 */
export function findActiveAgent(store: Store, code: string): AccountRecord | undefined {
  if (!AFFILIATE_CODE.test(code)) return undefined;
  const account = store.accounts.findByAffiliateCode(code);
  const mayInvite = account !== undefined && (AGENT_TYPES.has(account.type) || MEMBER_TYPES.has(account.type));
  return mayInvite && account.status === 'active' ? account : undefined;
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

const contractTierSchema = schemaFor<ContractTier>()({
  type: 'object',
  required: ['threshold', 'activeMembers', 'value'],
  additionalProperties: false,
  properties: { threshold: numberSchema, activeMembers: numberSchema, value: numberSchema },
});

const contractTermsSchema = schemaFor<ContractTerms>()({
  type: 'object',
  required: ['basis', 'reward', 'tiers'],
  additionalProperties: false,
  properties: { basis: stringSchema, reward: stringSchema, tiers: { type: 'array', items: contractTierSchema } },
});

/** A contract as the contract pages show it; the admin API answers the one it creates. */
export const contractSchema = schemaFor<Contract>()({
  type: 'object',
  required: ['id', 'kind', 'period', 'terms', 'status', 'state', 'createdAt', 'answeredAt'],
  additionalProperties: false,
  properties: {
    id: numberSchema,
    kind: stringSchema,
    period: stringSchema,
    terms: contractTermsSchema,
    status: stringSchema,
    state: { type: 'string', enum: CONTRACT_STATES },
    createdAt: numberSchema,
    answeredAt: nullableNumberSchema,
  },
});

/**
 * Each kind's question waiting for the holder: its period, or '' when none; `ending` the kinds whose
 * question is an end request (docs/product.md#entities).
 */
const pendingContractsSchema = schemaFor<ContractRequests>()({
  type: 'object',
  required: ['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq', 'ending'],
  additionalProperties: false,
  properties: {
    dailysalreqtype: stringSchema,
    divtypecompperiodreq: stringSchema,
    contracthoursalreq: stringSchema,
    ending: { type: 'array', items: { type: 'string', enum: CONTRACT_KINDS } },
  },
});

const affiliateCheckSchema = {
  type: 'object',
  required: ['valid', 'code'],
  additionalProperties: false,
  properties: { valid: booleanSchema, code: stringSchema },
} as const;

export function contractView(contract: ContractRecord): Contract {
  const { id, kind, period, terms, status, state, createdAt, answeredAt } = contract;
  return { id, kind, period, terms, status, state, createdAt, answeredAt };
}

const contractQuerySchema = {
  type: 'object',
  required: ['kind'],
  properties: { kind: { type: 'string', enum: CONTRACT_KINDS } },
  additionalProperties: false,
} as const;

const contractAnswerSchema = {
  type: 'object',
  required: ['id', 'decision'],
  properties: {
    id: idProperty,
    decision: { type: 'string', enum: CONTRACT_DECISIONS },
  },
  additionalProperties: false,
} as const;

const agentProfileSchema = schemaFor<AgentProfile>()({
  type: 'object',
  required: ['username', 'nickname', 'type', 'playsToo', 'balance', 'affiliateCode', 'directCount', 'teamCount'],
  additionalProperties: false,
  properties: {
    username: stringSchema,
    nickname: stringSchema,
    type: numberSchema,
    playsToo: booleanSchema,
    balance: numberSchema,
    affiliateCode: { type: ['string', 'null'] },
    directCount: numberSchema,
    teamCount: numberSchema,
  },
});

/** Affiliate (invitation) codes, the agent centre's hub and agent contract requests. */
export const agentModule: GatewayModule = async (app, { config, store, keyring }) => {
  app.get(
    '/wps/affiliate/check',
    {
      schema: { querystring: affiliateQuerySchema, response: answersWith(affiliateCheckSchema) },
      config: perMinute(config, RATE_LIMITS.check),
    },
    async (request, reply) => {
      // `domain` is accepted for the platform's shape; codes are not tied to domains here.
      const code = request.query.code.trim();
      const link = findActiveLink(store, code)?.link;
      const agent = link ? undefined : findActiveAgent(store, code);
      const known = link?.code ?? agent?.affiliateCode;
      if (!known) throw new GatewayError('affiliate.invalid');
      reply.header('cache-control', 'no-store');
      return ok({ valid: true, code: known });
    },
  );

  await agentRoutes(app, store, (routes) => {
    [registerLinkRoutes, registerOfferRoutes, registerNoticeRoutes].forEach((register) => register(routes, store));
    routes.get('/wps/agent/profile', { schema: { response: answersWith(agentProfileSchema) } }, async (request, reply) => {
      const { account } = request.member;
      reply.header('cache-control', 'no-store');
      return ok({
        username: account.username,
        nickname: account.nickname,
        type: account.type,
        playsToo: !AGENT_ONLY_TYPES.has(account.type),
        balance: account.balanceCents / 100,
        affiliateCode: account.affiliateCode,
        directCount: store.accounts.directCount(account.id),
        teamCount: store.accounts.teamIds(account.id).length,
      });
    });
    registerTeamReports(routes, store);
  });

  await agentTeamRoutes(app, { config, store, keyring });

  await accountRoutes(app, store, (routes) => {
    routes.get('/wps/agent/contract/request', { schema: { response: answersWith(pendingContractsSchema) } }, async (request, reply) => {
      const { account } = request.member;
      reply.header('cache-control', 'no-store');
      return ok(store.contracts.pending(account.id));
    });

    // The contract page of one kind: the contract waiting for an answer (an offer or an end
    // request), else the last answered one (so the page keeps showing the answer), else null.
    routes.get(
      '/wps/agent/contract',
      {
        schema: { querystring: contractQuerySchema, response: answersWith({ anyOf: [contractSchema, { type: 'null' }] }) },
      },
      async (request, reply) => {
        const { account } = request.member;
        const contract = store.contracts.current(account.id, request.query.kind);
        reply.header('cache-control', 'no-store');
        return ok(contract ? contractView(contract) : null);
      },
    );

    routes.post(
      '/wps/agent/contract/answer',
      { schema: { body: contractAnswerSchema, response: answersWith(contractSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        // Only the holder answers: another account's contract is not found, whoever offered it.
        const outcome = store.contracts.answer(account.id, request.body.id, request.body.decision, Date.now());
        if (outcome.kind === 'not-found') throw new GatewayError('contract.not.found');
        if (outcome.kind === 'already-answered') {
          throw new GatewayError('contract.answered', { value: contractView(outcome.contract) });
        }
        reply.header('cache-control', 'no-store');
        return ok(contractView(outcome.contract));
      },
    );
  });
};

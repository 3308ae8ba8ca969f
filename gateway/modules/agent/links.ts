import { randomInt } from 'node:crypto';

import type { AffiliateLink, LinkRebateRange } from '../../../src/contract/agent-links.ts';
import { LINK_CODE_PATTERN, MAX_LINKS } from '../../../src/contract/agent-links.ts';
import { maxDownlineRebate, rebateProblem, type RebateSetting } from '../../../src/contract/rebates.ts';
import type { MemberRoutes } from '../../http/auth.ts';
import { answersWith, booleanSchema } from '../../http/schemas.ts';
import { ok } from '../../lib/envelope.ts';
import { GatewayError } from '../../lib/errors.ts';
import { type AccountRecord, AGENT_TYPES } from '../../store/repositories/accounts.ts';
import type { AffiliateLinkRecord } from '../../store/repositories/affiliate-links.ts';
import type { Store } from '../../store/store.ts';
import {
  linkIdBodySchema,
  linkSchema,
  linksSchema,
  newLinkSchema,
  registrationsQuerySchema,
  registrationsSchema,
} from './links-schemas.ts';
import { requireAgentMenu } from './menu.ts';

/** Letters and digits that cannot be mistaken for one another when read aloud or off a screen. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GENERATED_CODE_LENGTH = 8;

function linkView(link: AffiliateLinkRecord): AffiliateLink {
  const { id, code, accountType, rebates, registrations, createdAt } = link;
  return { id, code, accountType, rebates, registrations, createdAt };
}

/** What the agent may preset per product: up to what it may give a downline, by the operator's step. */
function rebateRanges(store: Store, agentId: number): LinkRebateRange[] {
  const own = store.rebates.of(agentId);
  return store.rebates.limits().map((limit) => ({
    productType: limit.productType,
    max: maxDownlineRebate(own.find((setting) => setting.productType === limit.productType)?.rebateValue ?? 0, limit),
    step: limit.rebateInterval,
  }));
}

/**
 * The preset on every product the operator lists (0 where none is given), each checked with the
 * rule of what an agent may give a downline (src/contract/rebates.ts): a refusal names the product.
 */
function checkedPreset(store: Store, agentId: number, wanted: readonly RebateSetting[]): RebateSetting[] {
  const products = wanted.map((setting) => setting.productType);
  if (new Set(products).size !== products.length) {
    throw new GatewayError('request.invalid', { message: 'body/rebates names a product twice' });
  }
  const own = store.rebates.of(agentId);
  return store.rebates.limits().map((limit) => {
    const value = wanted.find((setting) => setting.productType === limit.productType)?.rebateValue ?? 0;
    const max = maxDownlineRebate(own.find((setting) => setting.productType === limit.productType)?.rebateValue ?? 0, limit);
    const problem = rebateProblem(value, 0, max, limit);
    if (problem) throw new GatewayError(problem, { value: { productType: limit.productType, max } });
    return { productType: limit.productType, rebateValue: value };
  });
}

/** Whether a code is free: no link ever had it and no account invites with it. */
function codeFree(store: Store, code: string): boolean {
  return !store.affiliateLinks.codeTaken(code) && !store.accounts.findByAffiliateCode(code);
}

function generatedCode(store: Store): string {
  for (;;) {
    const code = Array.from({ length: GENERATED_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    if (codeFree(store, code)) return code;
  }
}

/**
 * The live link with the code and its agent, when the agent can still take downlines: what a
 * registration with that code joins (docs/product.md#agent-centre).
 */
export function findActiveLink(store: Store, code: string): { link: AffiliateLinkRecord; agent: AccountRecord } | undefined {
  if (!LINK_CODE_PATTERN.test(code)) return undefined;
  const link = store.affiliateLinks.findLiveByCode(code);
  const agent = link && store.accounts.findById(link.agentId);
  if (!link || !agent || agent.status !== 'active' || !AGENT_TYPES.has(agent.type)) return undefined;
  return { link, agent };
}

/**
 * Invitation links (item REGCEN; the platform's `MCSFE_viewAffiliateUrls`,
 * `MCSFE_createAffiliateUrl`, `MCSFE_deleteAffiliateUrl`, `MCSFE_viewRegisteredAffiliates`, at its
 * older addresses): list, create, delete, and who registered through one.
 */
export function registerLinkRoutes(routes: MemberRoutes, store: Store): void {
  routes.get('/wps/agent/affiliateUrls', { schema: { response: answersWith(linksSchema) } }, async (request, reply) => {
    requireAgentMenu(store, 'REGCEN');
    const { account } = request.member;
    reply.header('cache-control', 'no-store');
    return ok({ list: store.affiliateLinks.liveOf(account.id).map(linkView), ranges: rebateRanges(store, account.id) });
  });

  routes.post('/wps/agent/affiliateUrl', { schema: { body: newLinkSchema, response: answersWith(linkSchema) } }, async (request, reply) => {
    requireAgentMenu(store, 'REGCEN');
    const { account } = request.member;
    const wanted = request.body.code?.trim() ?? '';
    if (wanted !== '' && !LINK_CODE_PATTERN.test(wanted)) throw new GatewayError('link.code.invalid');
    const rebates = checkedPreset(store, account.id, request.body.rebates);
    const link = store.transaction(() => {
      if (store.affiliateLinks.liveOf(account.id).length >= MAX_LINKS) throw new GatewayError('link.limit');
      if (wanted !== '' && !codeFree(store, wanted)) throw new GatewayError('link.code.taken');
      const code = wanted === '' ? generatedCode(store) : wanted;
      return store.affiliateLinks.create({ agentId: account.id, code, accountType: request.body.accountType, rebates, now: Date.now() });
    });
    reply.header('cache-control', 'no-store');
    return ok(linkView(link));
  });

  routes.post(
    '/wps/agent/affiliateUrl/delete',
    { schema: { body: linkIdBodySchema, response: answersWith(booleanSchema) } },
    async (request, reply) => {
      requireAgentMenu(store, 'REGCEN');
      if (!store.affiliateLinks.remove(request.member.account.id, request.body.id, Date.now())) throw new GatewayError('link.not.found');
      reply.header('cache-control', 'no-store');
      return ok(true);
    },
  );

  routes.get(
    '/wps/agent/registeredAffiliates',
    { schema: { querystring: registrationsQuerySchema, response: answersWith(registrationsSchema) } },
    async (request, reply) => {
      requireAgentMenu(store, 'REGCEN');
      const link = store.affiliateLinks.findOwn(request.member.account.id, Number(request.query.affiUrlId));
      if (!link) throw new GatewayError('link.not.found');
      reply.header('cache-control', 'no-store');
      return ok({ link: linkView(link), list: store.affiliateLinks.registrations(link.id) });
    },
  );
}

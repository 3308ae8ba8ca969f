import type { ContractKind } from '../../../src/contract/agent.ts';
import { CONTRACT_MENU_ITEM, CONTRACT_RULES, tierIssue } from '../../../src/contract/agent-links.ts';
import type { MemberRoutes } from '../../http/auth.ts';
import { answersWith } from '../../http/schemas.ts';
import { ok } from '../../lib/envelope.ts';
import { GatewayError } from '../../lib/errors.ts';
import { CONTRACT_KINDS } from '../../store/repositories/contracts.ts';
import type { Store } from '../../store/store.ts';
import { effectiveSwitches } from '../../store/switches.ts';
import { requireAgentMenu, requireDownline } from './menu.ts';
import {
  agentContractsSchema,
  endBodySchema,
  historyQuerySchema,
  historySchema,
  offerBodySchema,
  offeredContractSchema,
} from './offers-schemas.ts';

/** The kinds whose items (DIVIDEND, DAYSAL, HOURSAL3) the operator has on; none is `function.not.available`. */
function enabledKinds(store: Store): ContractKind[] {
  const switches = effectiveSwitches(store.settings.get('switches'));
  const kinds = CONTRACT_KINDS.filter((kind) => switches[CONTRACT_MENU_ITEM[kind]]);
  if (kinds.length === 0) throw new GatewayError('function.not.available');
  return kinds;
}

/**
 * Contracts in the agent centre (docs/product.md#agent-contracts): the agent's own contracts and
 * the ones it offered its downlines with the platform's status letters, one contract's history,
 * offering a downline a new contract and asking to end one. Each kind is gated by its item.
 */
export function registerOfferRoutes(routes: MemberRoutes, store: Store): void {
  routes.get('/wps/agent/contracts', { schema: { response: answersWith(agentContractsSchema) } }, async (request, reply) => {
    const kinds = new Set(enabledKinds(store));
    const { account } = request.member;
    reply.header('cache-control', 'no-store');
    return ok({
      own: store.contractOffers.heldBy(account.id).filter((contract) => kinds.has(contract.kind)),
      offered: store.contractOffers.offeredBy(account.id).filter((contract) => kinds.has(contract.kind)),
      rules: [...kinds].map((kind) => CONTRACT_RULES[kind]),
      downlines: store.accounts
        .teamIds(account.id)
        .flatMap((id) => {
          const member = store.accounts.findById(id);
          return member?.status === 'active' ? [{ username: member.username, nickname: member.nickname }] : [];
        })
        .sort((a, b) => a.username.localeCompare(b.username)),
    });
  });

  routes.get(
    '/wps/agent/contracts/history',
    { schema: { querystring: historyQuerySchema, response: answersWith(historySchema) } },
    async (request, reply) => {
      const kinds = enabledKinds(store);
      const { account } = request.member;
      const id = Number(request.query.id);
      const parties = store.contractOffers.parties(id);
      // Only a party to the contract reads its history: its holder, or the agent that offered it.
      const mine = parties && (parties.accountId === account.id || parties.offeredBy === account.id);
      if (!mine || !kinds.includes(parties.kind)) throw new GatewayError('contract.not.found');
      reply.header('cache-control', 'no-store');
      return ok({ id, list: store.contractOffers.history(id) });
    },
  );

  routes.post(
    '/wps/agent/contracts/offer',
    { schema: { body: offerBodySchema, response: answersWith(offeredContractSchema) } },
    async (request, reply) => {
      const { kind, tiers } = request.body;
      requireAgentMenu(store, CONTRACT_MENU_ITEM[kind]);
      const { account } = request.member;
      const downline = store.accounts.findByUsername(request.body.downline.trim());
      if (!downline) throw new GatewayError('agent.not.downline');
      requireDownline(store, account.id, downline.id);
      const rule = CONTRACT_RULES[kind];
      const issue = tierIssue(tiers, rule);
      if (issue) {
        throw new GatewayError(issue.problem === 'tier.value.out.of.range' ? 'contract.rate.out.of.range' : 'contract.tiers.invalid', {
          value: { ...issue, minValue: rule.minValue, maxValue: rule.maxValue },
        });
      }
      const offered = store.transaction(() => {
        if (store.contractOffers.holdsOpen(downline.id, kind)) throw new GatewayError('contract.exists');
        const contract = store.contracts.insert({
          accountId: downline.id,
          offeredBy: account.id,
          kind,
          period: rule.period,
          terms: { basis: rule.basis, reward: rule.reward, tiers },
          now: Date.now(),
        });
        return { ...contract, state: 'P' as const, downline: downline.username };
      });
      reply.header('cache-control', 'no-store');
      const { id, period, terms, state, createdAt, answeredAt } = offered;
      return ok({ id, kind, period, terms, state, downline: offered.downline, createdAt, answeredAt });
    },
  );

  routes.post(
    '/wps/agent/contracts/end',
    { schema: { body: endBodySchema, response: answersWith(offeredContractSchema) } },
    async (request, reply) => {
      const { account } = request.member;
      const { id } = request.body;
      const parties = store.contractOffers.parties(id);
      // Only the agent that offered it asks to end it; to anyone else it does not exist.
      if (!parties || parties.offeredBy !== account.id) throw new GatewayError('contract.not.found');
      requireAgentMenu(store, CONTRACT_MENU_ITEM[parties.kind]);
      requireDownline(store, account.id, parties.accountId);
      const outcome = store.contractOffers.requestEnd(account.id, id, Date.now());
      if (outcome.kind === 'not-found') throw new GatewayError('contract.not.found');
      if (outcome.kind === 'not-active') throw new GatewayError('contract.not.active', { value: outcome.contract });
      reply.header('cache-control', 'no-store');
      return ok(outcome.contract);
    },
  );
}

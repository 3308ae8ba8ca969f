import type { RebateConfig, RebateRange, RebateRanges, RebateRefusal, UpdateDownlineRebates } from '../../../src/contract/agent-team.ts';
import { maxDownlineRebate, rebateProblem, type RebateSetting } from '../../../src/contract/rebates.ts';
import type { MemberRoutes } from '../../http/auth.ts';
import { answersWith } from '../../http/schemas.ts';
import { ok } from '../../lib/envelope.ts';
import { GatewayError } from '../../lib/errors.ts';
import type { AccountRecord } from '../../store/repositories/accounts.ts';
import type { Store } from '../../store/store.ts';
import { requireAgentMenu } from './menu.ts';
import { downlineNamed } from './team-access.ts';
import { rebateRangesSchema, rebatesQuerySchema, updateRebatesBodySchema } from './team-schemas.ts';

/**
 * Each product's room for a downline of `agent` (docs/product.md#edit-rebates): from what the
 * downline holds now (nothing for a new one; a rebate is never lowered) up to what the agent may
 * give, `maxDownlineRebate` of its own rebate and the operator's limit.
 */
export function rebateRanges(store: Store, agent: AccountRecord, downline: AccountRecord | null): RebateRange[] {
  const own = store.rebates.of(agent.id);
  const held = downline ? store.rebates.of(downline.id) : [];
  return store.rebates.limits().map((limit) => {
    const mine = own.find((setting) => setting.productType === limit.productType)?.rebateValue ?? 0;
    const current = held.find((setting) => setting.productType === limit.productType)?.rebateValue ?? 0;
    return {
      productType: limit.productType,
      highestRebate: limit.highestRebate,
      rebateInterval: limit.rebateInterval,
      own: mine,
      current,
      min: current,
      max: maxDownlineRebate(mine, limit),
    };
  });
}

/**
 * The settings `configs` asks for, checked against `ranges` with the rebate rule: a product sent
 * twice or not offered is `request.invalid`; a value equal to the current one is left out (only
 * changes are written); the first refusal is thrown with the product and its range as `value`.
 */
export function acceptedRebates(configs: readonly RebateConfig[], ranges: readonly RebateRange[]): RebateSetting[] {
  const seen = new Set<string>();
  const accepted: RebateSetting[] = [];
  for (const config of configs) {
    const range = ranges.find((candidate) => candidate.productType === config.type);
    if (!range || seen.has(config.type)) {
      throw new GatewayError('request.invalid', { message: `body/configs has ${config.type} twice or it is not offered` });
    }
    seen.add(config.type);
    if (config.rebateValue === range.current) continue;
    const problem = rebateProblem(config.rebateValue, range.current, range.max, range);
    if (problem === 'rebate.negative') throw new GatewayError('request.invalid', { message: 'body/configs rebateValue must be >= 0' });
    if (problem) {
      const refusal: RebateRefusal = { productType: range.productType, min: range.min, max: range.max };
      throw new GatewayError(problem, { value: refusal });
    }
    accepted.push({ productType: range.productType, rebateValue: config.rebateValue });
  }
  return accepted;
}

function rangesAnswer(store: Store, agent: AccountRecord, downline: AccountRecord | null): RebateRanges {
  return { username: downline?.username ?? null, products: rebateRanges(store, agent, downline) };
}

/**
 * A downline's rebates (GAMSER; for a new downline, REGCEN): the read combines the platform's
 * MCSFE_getGlobalRebateSettingsByProductType, MCSFE_getCustomerRebateSettingByProductType and
 * MCSFE_getDownlineRebates; the update is its PUT /wps/agent/updateDownlineRebates.
 */
export function rebateRoutes(routes: MemberRoutes, store: Store): void {
  routes.get(
    '/wps/agent/rebates',
    { schema: { querystring: rebatesQuerySchema, response: answersWith(rebateRangesSchema) } },
    async (request, reply) => {
      const agent = request.member.account;
      const { username } = request.query;
      requireAgentMenu(store, username === undefined ? 'REGCEN' : 'GAMSER');
      const downline = username === undefined ? null : downlineNamed(store, agent.id, username);
      reply.header('cache-control', 'no-store');
      return ok(rangesAnswer(store, agent, downline));
    },
  );

  routes.put(
    '/wps/agent/updateDownlineRebates',
    { schema: { body: updateRebatesBodySchema, response: answersWith(rebateRangesSchema) } },
    async (request, reply) => {
      const agent = request.member.account;
      requireAgentMenu(store, 'GAMSER');
      const body: UpdateDownlineRebates = request.body;
      const downline = downlineNamed(store, agent.id, body.customerName);
      store.transaction(() => {
        const changes = acceptedRebates(body.configs, rebateRanges(store, agent, downline));
        store.rebates.set(downline.id, changes, Date.now());
      });
      reply.header('cache-control', 'no-store');
      return ok(rangesAnswer(store, agent, downline));
    },
  );
}

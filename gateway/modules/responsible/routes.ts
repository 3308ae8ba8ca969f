import type { FastifyReply } from 'fastify';

import type {
  ExclusionDetail,
  MoneyLimit,
  ResponsibleGamingState,
  ResponsibleHelp,
  SessionSummary,
} from '../../../src/contract/responsible-gaming.ts';
import { memberRoutes } from '../../http/auth.ts';
import type { GatewayApp, GatewayModule } from '../../http/context.ts';
import { BRAKES, rateLimited } from '../../http/rate-limits.ts';
import { answersWith } from '../../http/schemas.ts';
import { ok } from '../../lib/envelope.ts';
import { GatewayError } from '../../lib/errors.ts';
import { oneAtATime } from '../../lib/one-at-a-time.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { Store } from '../../store/store.ts';
import { accountNamed } from '../admin-lookups.ts';
import { amountInCents } from '../deposit/rules.ts';
import { requireRealMember } from '../promotions.ts';
import { limitInForce, usedCents } from './guards.ts';
import { changeLimit, coolingOffMs, lengthenedExclusion, LIMIT_PERIODS, operatorMayLift, periodFits, remainingOf } from './rules.ts';
import {
  exclusionDetailSchema,
  exclusionRequestSchema,
  helpSchema,
  limitChangeSchema,
  memberParamsSchema,
  realityCheckChangeSchema,
  sessionSummarySchema,
  sessionTimeChangeSchema,
  stateSchema,
} from './schemas.ts';

function noStore<T>(reply: FastifyReply, value: T) {
  reply.header('cache-control', 'no-store');
  return ok(value);
}

/** Every tool's state as it applies at `now` (pending changes whose time has come applied). */
function stateOf(store: Store, accountId: number, now: number): ResponsibleGamingState {
  const settings = store.settings.get('responsibleGaming');
  const limits: MoneyLimit[] = [];
  for (const kind of ['DEPOSIT', 'LOSS'] as const) {
    for (const period of LIMIT_PERIODS) {
      const limit = limitInForce(store, accountId, kind, period, now);
      const used = usedCents(store, accountId, kind, period, now);
      const remaining = remainingOf(limit.amount, used);
      limits.push({
        kind,
        period,
        amount: limit.amount === null ? null : limit.amount / 100,
        pending: limit.pending && {
          amount: limit.pending.amount === null ? null : limit.pending.amount / 100,
          effectiveAt: limit.pending.effectiveAt,
        },
        // A net win is no loss: what is used never goes below 0.
        used: Math.max(0, used) / 100,
        remaining: remaining === null ? null : remaining / 100,
      });
    }
  }
  const session = limitInForce(store, accountId, 'SESSION', 'ANY', now);
  const chosenMinutes = store.responsible.realityCheckMinutes(accountId);
  return {
    limits,
    sessionTime: {
      minutes: session.amount,
      pending: session.pending && { minutes: session.pending.amount, effectiveAt: session.pending.effectiveAt },
    },
    realityCheck: { chosenMinutes, intervalSeconds: chosenMinutes === null ? settings.realityCheckSeconds : chosenMinutes * 60 },
    coolingOffHours: settings.coolingOffHours,
  };
}

/**
 * Player protection (docs/product.md#responsible-gaming, docs/gateway-protocol.md#responsible-gaming):
 * the member's limits, session-time limit, reality check and exclusion. Each change is one
 * transaction that reads the limit in force and writes the new one.
 */
export const responsibleModule: GatewayModule = async (app, { store }) => {
  // The exclusion's password is a login password: wrong ones are braked per member like the
  // payment password, one check at a time so parallel guesses each see the earlier ones.
  const oneCheckAtATime = oneAtATime();
  const stateAnswer = { response: answersWith(stateSchema) };

  // The help organisations are for everyone, visitors included: the page shows them before any login.
  app.get('/wps/responsible/help', { schema: { response: answersWith(helpSchema) } }, async (_request, reply) =>
    noStore<ResponsibleHelp>(reply, { helpLinks: store.settings.get('responsibleGaming').helpLinks }),
  );

  await memberRoutes(app, store, (routes) => {
    routes.get('/wps/member/responsible', { schema: stateAnswer }, async (request, reply) => {
      const { account } = request.member;
      requireRealMember(account);
      return noStore(
        reply,
        store.transaction(() => stateOf(store, account.id, Date.now())),
      );
    });

    routes.put('/wps/member/responsible/limits', { schema: { body: limitChangeSchema, ...stateAnswer } }, async (request, reply) => {
      const { account } = request.member;
      requireRealMember(account);
      const { kind, period, amount } = request.body;
      const cents = amount === null ? null : amountInCents(amount);
      if (cents === undefined) throw new GatewayError('request.invalid', { message: 'body/amount must have at most 2 decimals' });
      const state = store.transaction(() => {
        const now = Date.now();
        const cooling = coolingOffMs(store.settings.get('responsibleGaming').coolingOffHours);
        const next = changeLimit(store.responsible.limit(account.id, kind, period), cents, now, cooling);
        store.responsible.saveLimit(account.id, kind, period, next, now);
        return stateOf(store, account.id, now);
      });
      return noStore(reply, state);
    });

    routes.put(
      '/wps/member/responsible/session-time',
      { schema: { body: sessionTimeChangeSchema, ...stateAnswer } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        const state = store.transaction(() => {
          const now = Date.now();
          const cooling = coolingOffMs(store.settings.get('responsibleGaming').coolingOffHours);
          const next = changeLimit(store.responsible.limit(account.id, 'SESSION', 'ANY'), request.body.minutes, now, cooling);
          store.responsible.saveLimit(account.id, 'SESSION', 'ANY', next, now);
          return stateOf(store, account.id, now);
        });
        return noStore(reply, state);
      },
    );

    routes.put(
      '/wps/member/responsible/reality-check',
      { schema: { body: realityCheckChangeSchema, ...stateAnswer } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        const state = store.transaction(() => {
          store.responsible.setRealityCheckMinutes(account.id, request.body.chosenMinutes);
          return stateOf(store, account.id, Date.now());
        });
        return noStore(reply, state);
      },
    );

    routes.get('/wps/member/responsible/session', { schema: { response: answersWith(sessionSummarySchema) } }, async (request, reply) => {
      const { account, startedAt } = request.member;
      requireRealMember(account);
      // lostSince counts rows after its start: one millisecond earlier takes in a bet at the login's instant.
      const lost = store.responsible.lostSince(account.id, startedAt - 1);
      return noStore<SessionSummary>(reply, { loggedInAt: startedAt, netResult: -lost / 100 });
    });

    routes.post(
      '/wps/member/responsible/exclusion',
      { schema: { body: exclusionRequestSchema, response: answersWith(exclusionDetailSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        const { kind, period, password } = request.body;
        if (!periodFits(kind, period))
          throw new GatewayError('request.invalid', { message: `body/period ${period} is not a ${kind} period` });
        const key = String(account.id);
        await oneCheckAtATime(key, async () => {
          const wait = store.attempts.take('exclusion-password', key, BRAKES.paymentPassword, Date.now());
          if (wait > 0) throw rateLimited(reply, wait);
          if (!(await verifyPassword(password, account.passwordHash))) throw new GatewayError('exclusion.password.invalid');
          store.attempts.refund('exclusion-password', key);
        });
        const detail = store.transaction((): ExclusionDetail => {
          const now = Date.now();
          const next = lengthenedExclusion(store.responsible.exclusion(account.id, now), kind, period, now);
          if (!next) throw new GatewayError('exclusion.not.longer');
          store.responsible.saveExclusion(account.id, next);
          // Every session ends at once, on every device: the exclusion starts now.
          store.sessions.revokeAccount(account.id, now);
          return { kind: next.kind, until: next.until };
        });
        return noStore(reply, detail);
      },
    );
  });
};

/** Operator routes, registered inside the admin module (its Admin-Token check applies). */
export function responsibleAdminRoutes(app: GatewayApp, store: Store): void {
  // Lifting is the operator's alone, and a self-exclusion's first 6 months stay whatever is asked
  // (docs/product.md#responsible-gaming).
  app.delete(
    '/admin/members/:username/exclusion',
    { schema: { params: memberParamsSchema, response: answersWith(exclusionDetailSchema) } },
    async (request) => {
      const account = accountNamed(store, request.params.username);
      return ok(
        store.transaction((): ExclusionDetail => {
          const now = Date.now();
          const exclusion = store.responsible.exclusion(account.id, now);
          if (!exclusion) throw new GatewayError('exclusion.not.found');
          if (!operatorMayLift(exclusion, now))
            throw new GatewayError('exclusion.lift.refused', { value: { kind: exclusion.kind, until: exclusion.until } });
          store.responsible.liftExclusion(account.id, now);
          return { kind: exclusion.kind, until: now };
        }),
      );
    },
  );
}

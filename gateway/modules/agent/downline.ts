import type { CreatedDownline, CreateDownlinePayload } from '../../../src/contract/agent-team.ts';
import type { GatewayConfig } from '../../config.ts';
import type { MemberRoutes } from '../../http/auth.ts';
import { decryptBody, encryptedBodySchema } from '../../http/encrypted-body.ts';
import { answersWith } from '../../http/schemas.ts';
import type { Keyring } from '../../lib/encryption.ts';
import { ok } from '../../lib/envelope.ts';
import { GatewayError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AccountRecord } from '../../store/repositories/accounts.ts';
import type { Store } from '../../store/store.ts';
import { assertField } from '../field-rules.ts';
import { requireAgentMenu } from './menu.ts';
import { acceptedRebates, rebateRanges } from './rebates.ts';
import { kindOf } from './team-access.ts';
import { createdDownlineSchema, createDownlineSchema } from './team-schemas.ts';

function createdView(store: Store, account: AccountRecord): CreatedDownline {
  return { username: account.username, kind: kindOf(account.type), rebates: store.rebates.of(account.id) };
}

/** The account an earlier call with this request id created, if any. */
function earlier(store: Store, agentId: number, requestId: string): AccountRecord | undefined {
  const id = store.team.createdFor(agentId, requestId);
  return id === undefined ? undefined : store.accounts.findById(id);
}

/**
 * Creating a downline account (REGCEN; the platform's `POST /wps/agent/downline`, encrypted like
 * the registration): the registration's username and password rules, type member (0) or agent
 * (1), rebates within the agent's rule. The account is the agent's direct downline and logs in at
 * once. A repeat of the same `requestId` answers the account the first created (a double tap).
 */
export function downlineRoutes(
  routes: MemberRoutes,
  { config, store, keyring }: { config: GatewayConfig; store: Store; keyring: Keyring },
): void {
  routes.post(
    '/wps/agent/downline',
    { schema: { body: encryptedBodySchema, response: answersWith(createdDownlineSchema) } },
    async (request, reply) => {
      const agent = request.member.account;
      requireAgentMenu(store, 'REGCEN');
      const payload = await decryptBody<CreateDownlinePayload>(request, keyring, createDownlineSchema);
      reply.header('cache-control', 'no-store');
      const repeated = earlier(store, agent.id, payload.requestId);
      if (repeated) return ok(createdView(store, repeated));

      const rules = store.settings.get('registerRules');
      assertField(rules, 'username', payload.username);
      assertField(rules, 'password', payload.password);
      if (store.accounts.usernameExists(payload.username)) throw new GatewayError('username.exists');
      const rebates = acceptedRebates(payload.rebateSettingConfigs, rebateRanges(store, agent, null));

      // scrypt is asynchronous and a transaction must not span awaits: hash first.
      const passwordHash = await hashPassword(payload.password, config.scryptCost);
      const currency = store.settings.get('currency').code;
      const account = store.transaction(() => {
        // Checked again: the first of two taps may have finished meanwhile, or another took the name.
        const first = earlier(store, agent.id, payload.requestId);
        if (first) return first;
        if (store.accounts.usernameExists(payload.username)) throw new GatewayError('username.exists');
        const now = Date.now();
        const created = store.accounts.create({
          username: payload.username,
          passwordHash,
          type: payload.type,
          currency,
          balanceCents: 0,
          createdAt: now,
          passwordChangedAt: now,
          affiliateId: agent.id,
        });
        store.accounts.setDetails(created.id, { signUp: 'agent', registerMethod: 'AGENT' });
        store.rebates.set(created.id, rebates, now);
        store.team.rememberCreated(agent.id, payload.requestId, created.id, now);
        return created;
      });
      return ok(createdView(store, account));
    },
  );
}

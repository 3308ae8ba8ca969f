import type { FastifyInstance, FastifyRequest } from 'fastify';

import { GatewayError } from '../lib/errors.ts';
import { mustChangePassword } from '../modules/session-grant.ts';
import type { AccountRecord } from '../store/repositories/accounts.ts';
import type { Store } from '../store/store.ts';
import { headerText, merchantOf } from './merchant.ts';

interface Authenticated {
  token: string;
  account: AccountRecord;
  expiresAt: number;
}

const TOKEN_FORMAT = /^[0-9a-f]{64}$/;

/**
 * What a call may do with a session that must set a new password first: `member` calls refuse
 * it (`password.change.required`); the password change, member info and logout are the
 * `password-change` calls that accept it (README "Session").
 */
type SessionScope = 'member' | 'password-change';

/**
 * Who a route serves, declared in its options (`{ config: { auth: 'member' } }`): a session of
 * that scope, or `optional` for public routes that personalise when a session is sent.
 */
type RouteAuth = SessionScope | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /**
     * The caller's session, set before the handler runs on routes that declare `config.auth`:
     * never null there unless `auth` is `optional` and the caller is a visitor. Null on every
     * other route.
     */
    member: Authenticated | null;
  }
}

/**
 * Authenticates the routes that declare `config.auth`. The hook is `preHandler`, so the request
 * is checked (merchant, rate limit, schema) before its session: a malformed call is
 * `request.invalid` whether or not its token is live.
 */
export function installMemberAuth(app: FastifyInstance, store: Store): void {
  app.decorateRequest('member', null);
  app.addHook('preHandler', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (auth === undefined) return;
    request.member = auth === 'optional' ? optionalSession(request, store) : authenticate(request, store, Date.now(), auth);
  });
}

/**
 * Resolves the raw `Authorization` token (no "Bearer",
 * docs/gateway-protocol.md#envelope-and-headers) to a live session of an active account issued for
 * the same merchant. Anything else is `login.not.session` (401), which the app treats as "logged
 * out".
 */
function authenticate(request: FastifyRequest, store: Store, now: number, scope: SessionScope): Authenticated {
  const token = headerText(request, 'authorization')?.trim() ?? '';
  const session = liveSession(store, token, merchantOf(request), now);
  if (!session) throw new GatewayError('login.not.session');
  if (scope === 'member' && mustChangePassword(store, session.account, now)) throw new GatewayError('password.change.required');
  return session;
}

function liveSession(store: Store, token: string, merchantCode: string, now: number): Authenticated | undefined {
  if (!TOKEN_FORMAT.test(token)) return undefined;
  const session = store.sessions.findActive(token, now);
  if (!session || session.merchantCode !== merchantCode) return undefined;
  const account = store.accounts.findById(session.accountId);
  if (!account || account.status !== 'active') return undefined;
  return { token, account, expiresAt: session.expiresAt };
}

/**
 * For public routes that personalise when a session is sent (announcement read state): a valid
 * session gives its account, anything else (no token, unknown, expired, forged) is a visitor,
 * never a 401.
 */
function optionalSession(request: FastifyRequest, store: Store): Authenticated | null {
  if (headerText(request, 'authorization') === undefined) return null;
  try {
    return authenticate(request, store, Date.now(), 'member');
  } catch (error) {
    if (error instanceof GatewayError) return null;
    throw error;
  }
}

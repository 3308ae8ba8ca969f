import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type {
  ContextConfigDefault,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';

import { GatewayError } from '../lib/errors.ts';
import { assertSessionWithinTime } from '../modules/responsible/guards.ts';
import { mustChangePassword } from '../modules/session-grant.ts';
import { type AccountRecord, AGENT_ONLY_TYPES, AGENT_TYPES } from '../store/repositories/accounts.ts';
import type { Store } from '../store/store.ts';
import type { GatewayApp } from './context.ts';
import { headerText, merchantOf } from './merchant.ts';

/** A live session: its raw token, its account and when it ends. */
export interface Member {
  token: string;
  account: AccountRecord;
  expiresAt: number;
  /** When the login opened it. */
  startedAt: number;
}

const TOKEN_FORMAT = /^[0-9a-f]{64}$/;

/**
 * Which sessions a call accepts. A session that must set a new password first is refused
 * (`password.change.required`) by all but the `password-change` calls: the password change,
 * member info and logout (README "Session"). `member` calls are the member side's, refused to
 * agent-only accounts (`login.not.member`); `agent` calls are the agent centre's, refused to
 * anyone not an agent (`agent.only`, docs/product.md#agent-centre); `account` calls serve both
 * sides (the contracts an upline offers).
 */
type SessionScope = 'member' | 'agent' | 'account' | 'password-change';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller's session, set before the handler runs on the routes of a session scope
     * (`memberRoutes`, `passwordChangeRoutes`, `visitorOrMemberRoutes`). Null on every other
     * route, and for a visitor on a `visitorOrMemberRoutes` route; a member route's handler sees
     * it typed as present (`MemberRequest`).
     */
    member: Member | null;
  }
}

/** Every request starts without a session; only a session scope's hook sets one. */
export function decorateMember(app: GatewayApp): void {
  app.decorateRequest('member', null);
}

type Handler<Route extends RouteGenericInterface, Schema extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  Route,
  ContextConfigDefault,
  Schema,
  JsonSchemaToTsProvider
>;

/** The request a member route's handler gets: the session the scope's hook found, never null. */
type MemberRequest<
  Route extends RouteGenericInterface = RouteGenericInterface,
  Schema extends FastifySchema = FastifySchema,
> = FastifyRequest<Route, RawServerDefault, RawRequestDefaultExpression, Schema, JsonSchemaToTsProvider> & { member: Member };

type MemberHandler<Route extends RouteGenericInterface, Schema extends FastifySchema> = (
  this: GatewayApp,
  request: MemberRequest<Route, Schema>,
  reply: FastifyReply<
    Route,
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    ContextConfigDefault,
    Schema,
    JsonSchemaToTsProvider
  >,
) => ReturnType<Handler<Route, Schema>>;

type RouteOptions<Route extends RouteGenericInterface, Schema extends FastifySchema> = RouteShorthandOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  Route,
  ContextConfigDefault,
  Schema,
  JsonSchemaToTsProvider
>;

/** A route method of a member scope: Fastify's shorthand, with a handler that gets `MemberRequest`. */
type MemberRouteMethod = ReturnType<typeof routeMethod>;

/** The routes a member scope registers; each is authenticated before its handler runs. */
export interface MemberRoutes {
  get: MemberRouteMethod;
  post: MemberRouteMethod;
  put: MemberRouteMethod;
  delete: MemberRouteMethod;
}

/**
 * Registers routes that need a member's session, in an encapsulated scope whose `preHandler`
 * authenticates every request (docs/gateway-protocol.md#envelope-and-headers): a missing or dead
 * session is `login.not.session` (401), one that must set a new password first
 * `password.change.required` (403). The hook is `preHandler`, so the request is checked (merchant,
 * rate limit, schema) before its session: a malformed call is `request.invalid` whether or not
 * its token is live.
 */
export function memberRoutes(app: GatewayApp, store: Store, register: (routes: MemberRoutes) => void): Promise<void> {
  return sessionRoutes(app, store, 'member', register);
}

/** Like `memberRoutes`, for the agent centre's calls: only agents' sessions (types 1, 2, 40-42). */
export function agentRoutes(app: GatewayApp, store: Store, register: (routes: MemberRoutes) => void): Promise<void> {
  return sessionRoutes(app, store, 'agent', register);
}

/** Like `memberRoutes`, for calls both sides make: agent-only accounts too. */
export function accountRoutes(app: GatewayApp, store: Store, register: (routes: MemberRoutes) => void): Promise<void> {
  return sessionRoutes(app, store, 'account', register);
}

/**
 * Like `memberRoutes`, for the calls a session that must set a new password first still makes:
 * the password change itself, member info and logout.
 */
export function passwordChangeRoutes(app: GatewayApp, store: Store, register: (routes: MemberRoutes) => void): Promise<void> {
  return sessionRoutes(app, store, 'password-change', register);
}

/**
 * Registers public routes that personalise when a session is sent (announcement read state,
 * promotions, free play): `request.member` is the session when the token is live, and null for
 * anyone else (no token, unknown, expired, forged), never a 401.
 */
export async function visitorOrMemberRoutes(app: GatewayApp, store: Store, register: (scope: GatewayApp) => void): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('preHandler', async (request) => {
      request.member = optionalSession(request, store);
    });
    register(scope);
  });
}

async function sessionRoutes(app: GatewayApp, store: Store, allows: SessionScope, register: (routes: MemberRoutes) => void): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('preHandler', async (request) => {
      request.member = authenticate(request, store, Date.now(), allows);
    });
    register({
      get: routeMethod(scope, 'GET'),
      post: routeMethod(scope, 'POST'),
      put: routeMethod(scope, 'PUT'),
      delete: routeMethod(scope, 'DELETE'),
    });
  });
}

// The method's type is inferred from here: checking a generic function against a declared generic
// type of Fastify's options makes TypeScript give up (excessively deep instantiation).
function routeMethod(scope: GatewayApp, method: HTTPMethods) {
  return <Route extends RouteGenericInterface = RouteGenericInterface, const Schema extends FastifySchema = FastifySchema>(
    path: string,
    options: RouteOptions<Route, Schema>,
    handler: NoInfer<MemberHandler<Route, Schema>>,
  ) => {
    const h = withMember<Route, Schema>(handler);
    scope.route<Route, ContextConfigDefault, Schema>({ ...options, method, url: path, handler: h });
  };
}

/** Hands the handler its request once the scope's hook has found the session. */
function withMember<Route extends RouteGenericInterface, Schema extends FastifySchema>(
  handler: MemberHandler<Route, Schema>,
): Handler<Route, Schema> {
  return function (request, reply) {
    // The scope's preHandler has thrown for a request without a live session.
    if (!hasMember(request)) throw new GatewayError('login.not.session');
    return handler.call(this, request, reply);
  };
}

function hasMember<Request extends FastifyRequest>(request: Request): request is Request & { member: Member } {
  return request.member !== null;
}

/**
 * Resolves the raw `Authorization` token (no "Bearer",
 * docs/gateway-protocol.md#envelope-and-headers) to a live session of an active account issued for
 * the same merchant. Anything else is `login.not.session` (401), which the app treats as "logged
 * out".
 */
function authenticate(request: FastifyRequest, store: Store, now: number, scope: SessionScope): Member {
  const token = headerText(request, 'authorization')?.trim() ?? '';
  const session = liveSession(store, token, merchantOf(request), now);
  if (!session) throw new GatewayError('login.not.session');
  // The player's own session-time limit ends the session on its next call (docs/product.md#responsible-gaming).
  assertSessionWithinTime(store, { token, accountId: session.account.id, startedAt: session.startedAt }, now);
  if (scope === 'password-change') return session;
  if (mustChangePassword(store, session.account, now)) throw new GatewayError('password.change.required');
  if (scope === 'member' && AGENT_ONLY_TYPES.has(session.account.type)) throw new GatewayError('login.not.member');
  if (scope === 'agent' && !AGENT_TYPES.has(session.account.type)) throw new GatewayError('agent.only');
  return session;
}

function liveSession(store: Store, token: string, merchantCode: string, now: number): Member | undefined {
  if (!TOKEN_FORMAT.test(token)) return undefined;
  const session = store.sessions.findActive(token, now);
  if (!session || session.merchantCode !== merchantCode) return undefined;
  const account = store.accounts.findById(session.accountId);
  if (!account || account.status !== 'active') return undefined;
  return { token, account, expiresAt: session.expiresAt, startedAt: session.createdAt };
}

/** A valid session gives its account; anything else is a visitor, never a 401. */
function optionalSession(request: FastifyRequest, store: Store): Member | null {
  if (headerText(request, 'authorization') === undefined) return null;
  try {
    return authenticate(request, store, Date.now(), 'member');
  } catch (error) {
    if (error instanceof GatewayError) return null;
    throw error;
  }
}

import type { FastifyPluginAsyncJsonSchemaToTs, JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

import type { GatewayConfig } from '../config.ts';
import type { Keyring } from '../lib/encryption.ts';
import type { FirebaseTokenVerifier } from '../lib/firebase-identity.ts';
import type { Store } from '../store/store.ts';

/** What every gateway module receives when it is registered. */
export interface GatewayContext {
  config: GatewayConfig;
  store: Store;
  keyring: Keyring;
  /** Where demo SMS go (SMS_MODE=demo): one line per code; stdout unless a test collects them. */
  smsOutbox: (line: string) => void;
  /** Checks Firebase ID tokens; null while FIREBASE_PROJECT_ID is unset (Firebase login refused). */
  firebaseVerifier: FirebaseTokenVerifier | null;
}

/**
 * A gateway module: its routes' `request.query`, `body` and `params` types come from their JSON
 * schemas, and their handlers must return what their response schemas serialise.
 */
export type GatewayModule = FastifyPluginAsyncJsonSchemaToTs<{ Options: GatewayContext }>;

/** The instance a module registers its routes on, for the route groups it hands it to. */
export type GatewayApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  JsonSchemaToTsProvider
>;

/** Path prefixes the gateway owns: never answered with the app shell. */
const GATEWAY_PREFIXES = ['/wps', '/lgw', '/cdn', '/admin'] as const;

export function isGatewayPath(pathname: string): boolean {
  return GATEWAY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function pathnameOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : url.slice(0, index);
}

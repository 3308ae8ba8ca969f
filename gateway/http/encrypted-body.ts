import type { FastifyRequest } from 'fastify';

import type { Keyring } from '../lib/encryption.ts';
import { GatewayError } from '../lib/errors.ts';
import { headerText } from './merchant.ts';

/** The wire body of every encrypted endpoint (README "Encryption"). */
export const encryptedBodySchema = {
  type: 'object',
  required: ['value'],
  properties: { value: { type: 'string', minLength: 1 } },
} as const;

interface SchemaError {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function describe(errors: readonly SchemaError[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return 'body is not valid';
  const extra = typeof first.params?.additionalProperty === 'string' ? ` (${first.params.additionalProperty})` : '';
  return `body${first.instancePath ?? ''} ${first.message ?? 'is not valid'}${extra}`;
}

/**
 * Decrypts an encrypted body and validates the plain payload against `schema` with the route's
 * own validator (same strictness as every other body: no coercion, no silent dropping). The
 * message names the field like Fastify's does: `body/newPassword must be string`.
 */
export async function decryptBody<T>(request: FastifyRequest, keyring: Keyring, schema: Record<string, unknown>): Promise<T> {
  const body = request.body as { value: string };
  const payload = await keyring.decrypt(headerText(request, 'encryption'), body.value);
  const validate = request.compileValidationSchema(schema, 'body');
  if (!validate(payload)) throw new GatewayError('request.invalid', { message: describe(validate.errors as SchemaError[] | null) });
  return payload as T;
}

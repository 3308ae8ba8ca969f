import * as v from 'valibot';

import type { RegisterRule } from '@/contract/register';
import { fieldSchema, type RuleProblem } from '@/lib/account/field-rule';

/**
 * The new downline's username and password (docs/product.md#create-downline): the registration's
 * rules (src/lib/account/field-rule.ts), required, then length, then pattern (`*` = any text).
 */
export type CredentialProblem = RuleProblem;

/** The first problem of a value under its rule, or null; with no rule only emptiness counts. */
export function credentialProblem(value: string, rule: RegisterRule | undefined): CredentialProblem | null {
  if (!rule) return value === '' ? 'required' : null;
  // A new downline's username and password are always required, whatever the registration says.
  const result = v.safeParse(fieldSchema({ ...rule, required: true }), value);
  if (result.success) return null;
  const message = result.issues[0].message;
  return message === 'length' || message === 'pattern' ? message : 'required';
}

/** A request id for one filled-in form: a repeat with it answers the same account. */
export function newRequestId(): string {
  return crypto.randomUUID();
}

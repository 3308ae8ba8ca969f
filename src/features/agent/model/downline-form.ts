import * as v from 'valibot';

import type { RegisterRule } from '@/contract/register';

/**
 * The new downline's username and password (docs/product.md#create-downline): the registration's
 * rules, checked with valibot, required, then length, then pattern (`*` = any text).
 */
export type CredentialProblem = 'required' | 'length' | 'pattern';

function patternOf(rule: RegisterRule): RegExp | null {
  if (!rule.acceptedPattern || rule.acceptedPattern === '*') return null;
  try {
    return new RegExp(rule.acceptedPattern);
  } catch {
    return null;
  }
}

function credentialSchema(rule: RegisterRule) {
  const checks: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [v.nonEmpty('required'), v.minLength(rule.minLength, 'length')];
  if (rule.maxLength > 0) checks.push(v.maxLength(rule.maxLength, 'length'));
  const pattern = patternOf(rule);
  if (pattern) checks.push(v.regex(pattern, 'pattern'));
  return v.config(v.pipe(v.string(), ...checks), { abortPipeEarly: true });
}

/** The first problem of a value under its rule, or null; with no rule only emptiness counts. */
export function credentialProblem(value: string, rule: RegisterRule | undefined): CredentialProblem | null {
  if (!rule) return value === '' ? 'required' : null;
  const result = v.safeParse(credentialSchema(rule), value);
  if (result.success) return null;
  const message = result.issues[0].message;
  return message === 'length' || message === 'pattern' ? message : 'required';
}

/** The name to ask the gateway about: only once the rule accepts it, trimmed as it is sent. */
export function checkableName(value: string, rule: RegisterRule | undefined): string | null {
  const name = value.trim();
  if (!rule || name === '') return null;
  return credentialProblem(name, rule) === null ? name : null;
}

/** What the field says about the name typed: nothing, Checking…, available or taken. */
export type NameAvailability = 'unknown' | 'checking' | 'available' | 'taken';

export function nameAvailability(state: {
  name: string | null;
  asked: string | null;
  online: boolean;
  available: boolean | undefined;
  pending: boolean;
}): NameAvailability {
  if (state.name === null || !state.online) return 'unknown';
  if (state.asked !== state.name) return 'checking';
  if (state.available !== undefined) return state.available ? 'available' : 'taken';
  return state.pending ? 'checking' : 'unknown';
}

/** A request id for one filled-in form: a repeat with it answers the same account. */
export function newRequestId(): string {
  return crypto.randomUUID();
}

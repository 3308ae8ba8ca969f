import * as v from 'valibot';

import type { RegisterRule, UsernameCheck } from '@/contract/register';

import { fieldSchema } from './field-rule';

/**
 * What a form says under a new username while it is typed (docs/product.md#registration,
 * #create-downline): nothing (`unknown`), Checking…, available, or already taken.
 */
export type UsernameAvailability = 'unknown' | 'checking' | 'available' | 'taken';

/**
 * The name to ask the gateway about, or null when there is nothing to ask: only once the
 * operator's username rule accepts the value as the form validates it, and then trimmed, as the
 * form sends it.
 */
export function checkableUsername(value: string, rule: RegisterRule | undefined): string | null {
  const name = value.trim();
  if (!rule || name === '') return null;
  return v.is(fieldSchema(rule), value) ? name : null;
}

export interface UsernameCheckState {
  /** The name the field holds now (checkableUsername). */
  name: string | null;
  /** The name whose check was last sent, once typing had paused; it trails `name` while the player types. */
  asked: string | null;
  /** Offline nothing is asked, and nothing is said: the form still submits. */
  online: boolean;
  /** The gateway's answer about `asked` alone (an answer about an earlier name is never shown). */
  answer: UsernameCheck | undefined;
  /** The check of `asked` is on its way. */
  pending: boolean;
}

/**
 * What to show for the field's name. A failed check (refused, rate limited, no answer) says
 * nothing rather than block the form: sending it checks the name again.
 */
export function usernameAvailability({ name, asked, online, answer, pending }: UsernameCheckState): UsernameAvailability {
  if (name === null || !online) return 'unknown';
  if (asked !== name) return 'checking';
  if (answer) return answer.available ? 'available' : 'taken';
  return pending ? 'checking' : 'unknown';
}

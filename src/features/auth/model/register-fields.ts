import { REGISTER_TEXT_FIELDS } from '@/contract/register';

import type { RegisterField } from './register-payload';
import type { RegisterRule, RegisterRules } from './register-rules';

/** How the player signs up: a username, or a mobile number (docs/product.md#registration). */
export type SignUpMethod = 'username' | 'mobile';

/** Fields that lead the form in mobile sign-up: the number is what the player signs up with. */
const MOBILE_FIRST: readonly RegisterField[] = ['mobileNum', 'verificationCode'];

/**
 * Which fields the form shows, from the operator's rules and switches (docs/product.md#registration,
 * #validation, #roles), in the order the player fills them: the payload's order
 * (register-payload.ts), except that mobile sign-up starts with the mobile number and its SMS code.
 */
export function visibleFields(rules: RegisterRules, method: SignUpMethod, switches: Readonly<Record<string, boolean>>): RegisterField[] {
  const shown = REGISTER_TEXT_FIELDS.filter((field) => {
    if (field === 'captcha') return rules.captcha?.enabled === true && switches.CAPTCHA3 !== false;
    if (field === 'verificationCode') return method === 'mobile' && switches.REGMOBVERF3 === true;
    if (field === 'mobileNum') return method === 'mobile' || rules.mobileNum?.enabled === true;
    if (method === 'mobile') {
      if (field === 'username') return false;
      if (field === 'password' || field === 'confirmPassword') return switches.MOBILENUMPASSREG3 === true;
    }
    return rules[field]?.enabled === true;
  });
  if (method === 'username') return shown;
  return [...MOBILE_FIRST.filter((field) => shown.includes(field)), ...shown.filter((field) => !MOBILE_FIRST.includes(field))];
}

/**
 * The rule a field is checked against: the operator's, except that the chosen method's own
 * identifier is required whatever the rule says. The confirmation has no rule of its own to
 * check (it must equal the password), so it has none here.
 */
export function effectiveRule(rules: RegisterRules, field: RegisterField, method: SignUpMethod): RegisterRule | undefined {
  if (field === 'confirmPassword') return undefined;
  const rule = rules[field];
  if (!rule) return undefined;
  return method === 'mobile' && MOBILE_FIRST.includes(field) ? { ...rule, required: true } : rule;
}

/** Whether the form refuses the field empty: what its label marks (optional) when not. */
export function isRequired(rules: RegisterRules, field: RegisterField, method: SignUpMethod): boolean {
  // The confirmation is always checked, empty included (confirmationSpec in field-messages.ts).
  if (field === 'confirmPassword') return true;
  return effectiveRule(rules, field, method)?.required === true;
}

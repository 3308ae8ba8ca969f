/**
 * Server-side use of the register rules (the `registerRules` setting, served by
 * /wps/system/setting/register): the same rules the app validates with, so both sides agree.
 */
import type { RegisterRule, RegisterRules } from '../../src/contract/register.ts';
import { GatewayError } from '../lib/errors.ts';
import { DEFAULT_REGISTER_RULES } from '../store/seed-data/register-rules.ts';

/** Compiled patterns by source: rules change rarely, requests often. */
const compiled = new Map<string, RegExp>();

function patternOf(source: string): RegExp {
  let pattern = compiled.get(source);
  if (!pattern) {
    pattern = new RegExp(source);
    if (compiled.size > 200) compiled.clear();
    compiled.set(source, pattern);
  }
  return pattern;
}

/**
 * The stored rule of a field, else the seed's: fields that a flow cannot do without (the
 * password of a password change) are checked even if an operator deleted their rule.
 */
export function ruleFor(rules: RegisterRules, field: string): RegisterRule | undefined {
  return rules[field] ?? DEFAULT_REGISTER_RULES[field];
}

/** Length bounds, then the pattern (`*` = any text). */
function satisfies(rule: RegisterRule, value: string): boolean {
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return false;
  return rule.acceptedPattern === '*' || patternOf(rule.acceptedPattern).test(value);
}

/** 400 register.field.invalid, `value: {field, patternId}`, message = the rule's text. */
export function fieldInvalid(field: string, rule: Pick<RegisterRule, 'patternId' | 'message'>): GatewayError {
  return new GatewayError('register.field.invalid', {
    message: rule.message || `${field} is not valid`,
    value: { field, patternId: rule.patternId },
  });
}

/** Throws register.field.invalid (reported as `reportAs`) unless `value` satisfies the field's rule. */
export function assertField(rules: RegisterRules, ruleField: string, value: string, reportAs = ruleField): void {
  const rule = ruleFor(rules, ruleField);
  if (rule && !satisfies(rule, value)) throw fieldInvalid(reportAs, rule);
}

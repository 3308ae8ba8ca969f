import * as v from 'valibot';

import type { RegisterRule } from '@/contract/register';

export type RuleProblem = 'required' | 'length' | 'pattern';

/** A validation in a pipe: it checks a value of type T and passes it on unchanged. */
type Check<T> = v.PipeItem<T, T, v.BaseIssue<unknown>>;

/**
 * '*' means any text (docs/product.md#validation); a pattern the browser cannot compile is treated
 * the same way.
 */
function patternOf(rule: RegisterRule): RegExp | null {
  if (!rule.acceptedPattern || rule.acceptedPattern === '*') return null;
  try {
    return new RegExp(rule.acceptedPattern);
  } catch {
    return null;
  }
}

/**
 * A field's rule as a valibot schema (docs/product.md#validation): required, then the length (a
 * maximum of 0 means none), then the pattern. Each issue's message is `message(problem)`, asked
 * when the issue is raised so it follows the language; without one it is the problem itself.
 * The registration and a new downline's account (docs/product.md#create-downline) share it.
 */
export function fieldSchema(rule: RegisterRule, message: (problem: RuleProblem) => string = (problem) => problem) {
  const pattern = patternOf(rule);
  const checks: Check<string>[] = [v.nonEmpty(() => message('required')), v.minLength(rule.minLength, () => message('length'))];
  if (rule.maxLength > 0) checks.push(v.maxLength(rule.maxLength, () => message('length')));
  if (pattern) checks.push(v.regex(pattern, () => message('pattern')));
  const checked = v.pipe(v.string(), ...checks);
  // An optional field may stay empty: '' is the literal, so the checks (nonEmpty first) never see it.
  const field = rule.required ? checked : v.union([v.literal(''), checked]);
  // One message per field, the first problem: the pipe stops there. Set here, not on safeParse,
  // where it would also stop the form's cross checks (buildRulesSchema) once any field has an issue.
  return v.config(field, { abortPipeEarly: true });
}

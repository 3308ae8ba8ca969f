import * as v from 'valibot';

import type { RegisterRule, RegisterRules } from '@/contract/register';

export type { RegisterRule, RegisterRules };

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

export interface FieldSpec {
  name: string;
  rule: RegisterRule;
  /** The translated text for a problem of this field. */
  message: (problem: RuleProblem) => string;
}

/** What is wrong with a confirmation: empty, or not equal to the field it repeats. */
type ConfirmationProblem = 'required' | 'mismatch';

/** A field that must repeat another (confirm = password, docs/product.md#validation). */
export interface ConfirmationSpec {
  name: string;
  /** The field it repeats. */
  of: string;
  message: (problem: ConfirmationProblem) => string;
}

/**
 * A valibot object schema built at run time from the fetched rules, one entry per shown field,
 * with the confirmations checked on the object. partialCheck runs even when fields have issues
 * (it waits only for the two it reads to be strings), so its message shows with theirs; forward
 * puts it under the confirmation, after the confirmation's own issue, which validateForm keeps.
 */
export function buildRulesSchema(fields: readonly FieldSpec[], confirmations: readonly ConfirmationSpec[] = []) {
  const form = v.object({
    // v.object keeps only its entries: the repeated field is one even when it has no rule.
    ...Object.fromEntries(confirmations.map(({ of }) => [of, v.string()])),
    ...Object.fromEntries(fields.map(({ name, rule, message }) => [name, fieldSchema(rule, message)])),
    ...Object.fromEntries(
      confirmations.map(({ name, message }) => [
        name,
        v.pipe(
          v.string(),
          v.nonEmpty(() => message('required')),
        ),
      ]),
    ),
  });
  const crossChecks: Check<v.InferOutput<typeof form>>[] = confirmations.map(({ name, of, message }) =>
    v.forward(
      v.partialCheck(
        [[of], [name]],
        (input) => input[name] === input[of],
        () => message('mismatch'),
      ),
      [name],
    ),
  );
  return v.pipe(form, ...crossChecks);
}

export type RulesSchema = ReturnType<typeof buildRulesSchema>;

/** Formik errors: the first message of each field, which is its own before any cross check's. */
export function validateForm<T extends object>(schema: RulesSchema, values: T): Partial<Record<keyof T & string, string>> {
  const errors: Partial<Record<keyof T & string, string>> = {};
  const result = v.safeParse(schema, values);
  if (result.success) return errors;
  for (const [field, messages] of Object.entries(v.flatten<RulesSchema>(result.issues).nested ?? {})) {
    if (messages?.[0]) errors[field as keyof T & string] = messages[0];
  }
  return errors;
}

/** Fields the operator shows, in the rules' order. */
export function enabledFields(rules: RegisterRules | undefined, candidates: readonly string[]): string[] {
  return candidates.filter((name) => rules?.[name]?.enabled === true);
}

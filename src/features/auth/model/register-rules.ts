import * as v from 'valibot';

import type { RegisterRule, RegisterRules } from '@/contract/register';
import { fieldSchema, type RuleProblem } from '@/lib/account/field-rule';

export type { RegisterRule, RegisterRules };

export { fieldSchema, type RuleProblem };

/** A validation in a pipe: it checks a value of type T and passes it on unchanged. */
type Check<T> = v.PipeItem<T, T, v.BaseIssue<unknown>>;

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

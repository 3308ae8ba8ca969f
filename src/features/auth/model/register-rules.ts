import * as v from 'valibot';

/**
 * A field rule from /wps/system/setting/register (docs/product.md#registration-fields): the
 * operator decides per field whether it is shown, required, and what it must look like.
 */
export interface RegisterRule {
  acceptedPattern: string;
  message: string;
  minLength: number;
  maxLength: number;
  required: boolean;
  updateRequired: boolean;
  patternId: string;
  enabled: boolean;
}

export type RegisterRules = Record<string, RegisterRule>;

export type RuleProblem = 'required' | 'length' | 'pattern';

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

/** What is wrong with a value under a rule; empty optional values pass (docs/product.md#validation). */
export function ruleProblem(value: string, rule: RegisterRule): RuleProblem | null {
  if (value === '') return rule.required ? 'required' : null;
  if (value.length < rule.minLength || (rule.maxLength > 0 && value.length > rule.maxLength)) return 'length';
  const pattern = patternOf(rule);
  if (pattern && !pattern.test(value)) return 'pattern';
  return null;
}

export interface FieldSpec {
  name: string;
  rule: RegisterRule;
  /** The translated text for a problem of this field. */
  message: (problem: RuleProblem) => string;
}

/** A valibot object schema built at run time from the fetched rules, one entry per shown field. */
export function buildRulesSchema(fields: readonly FieldSpec[]) {
  return v.object(
    Object.fromEntries(
      fields.map((field) => [
        field.name,
        v.pipe(
          v.string(),
          v.rawCheck<string>(({ dataset, addIssue }) => {
            if (!dataset.typed) return;
            const problem = ruleProblem(dataset.value, field.rule);
            if (problem) addIssue({ message: field.message(problem) });
          }),
        ),
      ]),
    ),
  );
}

export type RulesSchema = ReturnType<typeof buildRulesSchema>;

/** A rule between fields (confirm = password), checked alongside the schema so both show at once. */
export interface CrossCheck<T> {
  field: keyof T & string;
  /** Answers the message when the values break the rule, else null. */
  check: (values: T) => string | null;
}

/** Formik errors (first message per field) from the schema and the cross-field checks. */
export function validateForm<T extends object>(
  schema: RulesSchema,
  values: T,
  crossChecks: readonly CrossCheck<T>[] = [],
): Partial<Record<keyof T & string, string>> {
  const errors: Partial<Record<keyof T & string, string>> = {};
  const result = v.safeParse(schema, values);
  if (!result.success) {
    const nested = v.flatten<RulesSchema>(result.issues).nested ?? {};
    for (const [field, messages] of Object.entries(nested)) {
      if (messages?.[0]) errors[field as keyof T & string] = messages[0];
    }
  }
  for (const { field, check } of crossChecks) {
    if (errors[field]) continue;
    const message = check(values);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Fields the operator shows, in the rules' order. */
export function enabledFields(rules: RegisterRules | undefined, candidates: readonly string[]): string[] {
  return candidates.filter((name) => rules?.[name]?.enabled === true);
}

import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { confirmationSpec, fieldSpec, FORM_TEXTS, ruleMessage } from './field-messages';
import { buildRulesSchema, enabledFields, fieldSchema, type RegisterRule, type RuleProblem, validateForm } from './register-rules';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const rule = (overrides: Partial<RegisterRule> = {}): RegisterRule => ({
  acceptedPattern: '*',
  message: '',
  minLength: 0,
  maxLength: 100,
  required: false,
  updateRequired: false,
  patternId: 'X',
  enabled: true,
  ...overrides,
});

const username = rule({ acceptedPattern: '^[A-Za-z0-9]{6,16}$', minLength: 6, maxLength: 16, required: true, patternId: 'USERNAME' });
const email = rule({ acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 254, patternId: 'EMAIL' });
const password = rule({ acceptedPattern: '^\\S{6,20}$', minLength: 6, maxLength: 20, required: true, patternId: 'PASSWORD' });

/** The problem the field schema finds in a value (its messages default to the problem), or null. */
const ruleProblem = (value: string, fieldRule: RegisterRule): RuleProblem | null => {
  const result = v.safeParse(fieldSchema(fieldRule), value);
  return result.success ? null : (result.issues[0].message as RuleProblem);
};

describe('fieldSchema', () => {
  it('lets an empty optional field pass and refuses an empty required one', () => {
    expect(ruleProblem('', email)).toBeNull();
    expect(ruleProblem('', username)).toBe('required');
  });

  it('checks length, then the pattern; * accepts anything', () => {
    expect(ruleProblem('abc', username)).toBe('length');
    expect(ruleProblem('abc def!', username)).toBe('pattern');
    expect(ruleProblem('player01', username)).toBeNull();
    expect(ruleProblem('any thing at all ✓', rule())).toBeNull();
  });

  it('treats a pattern the browser cannot compile as any text', () => {
    expect(ruleProblem('x', rule({ acceptedPattern: '([' }))).toBeNull();
  });

  it('lets an optional field stay empty, and checks it once something is typed', () => {
    const optional = rule({ acceptedPattern: '^[a-z]+$', minLength: 3, maxLength: 8 });
    expect(ruleProblem('', optional)).toBeNull();
    expect(ruleProblem('ab', optional)).toBe('length');
    expect(ruleProblem('abc1', optional)).toBe('pattern');
    expect(ruleProblem('abc', optional)).toBeNull();
  });

  it('reads a maximum of 0 as no maximum', () => {
    expect(ruleProblem('x'.repeat(500), rule({ minLength: 2, maxLength: 0 }))).toBeNull();
    expect(ruleProblem('x', rule({ minLength: 2, maxLength: 0 }))).toBe('length');
  });

  it('gives one issue, the first problem in the order required, length, pattern', () => {
    const issues = (value: string, fieldRule: RegisterRule) =>
      v.safeParse(fieldSchema(fieldRule), value).issues?.map((issue) => issue.message);
    // Required and too short: required.
    expect(issues('', username)).toEqual(['required']);
    // Too short and against the pattern: length.
    expect(issues('a b', username)).toEqual(['length']);
    // The same for an optional field, checked inside its union with ''.
    expect(issues('A', rule({ acceptedPattern: '^[a-z]+$', minLength: 3 }))).toEqual(['length']);
    expect(issues('x'.repeat(17), username)).toEqual(['length']);
  });
});

describe('schema built from the rules', () => {
  const fields = [fieldSpec(i18n, 'username', username), fieldSpec(i18n, 'email', email), fieldSpec(i18n, 'password', password)];
  const schema = buildRulesSchema(fields, [confirmationSpec(i18n, 'confirmPassword', 'password')]);

  it('gives each field its message by pattern id, with the bounds of the rule', () => {
    const errors = validateForm(schema, { username: 'ab', email: 'nope', password: 'has space', confirmPassword: '' });
    expect(errors).toEqual({
      username: 'Username must be 6-16 letters or digits',
      email: 'Enter an email address like name@example.com',
      password: 'Password must be 6-20 characters without spaces',
      confirmPassword: 'Enter the password again',
    });
  });

  it('says a required field is required and passes a valid form', () => {
    expect(validateForm(schema, { username: '', email: '', password: 'secret1', confirmPassword: 'secret1' })).toEqual({
      username: 'This field is required',
    });
    expect(validateForm(schema, { username: 'player01', email: '', password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });

  it('refuses a confirmation that does not match (in_confirmation_correct)', () => {
    expect(validateForm(schema, { username: 'player01', email: '', password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Confirmation password not matched',
    });
  });

  it("puts the confirmation mismatch under the confirmation, with the other fields' messages", () => {
    const result = v.safeParse(schema, { username: 'ab', email: '', password: 'secret1', confirmPassword: 'secret2' });
    expect(result.issues && v.flatten<typeof schema>(result.issues).nested).toEqual({
      username: ['Username must be 6-16 letters or digits'],
      confirmPassword: ['Confirmation password not matched'],
    });
    // Both show while the password breaks its own rule too, as they did before the check moved into the schema.
    expect(validateForm(schema, { username: 'player01', email: '', password: 'has space', confirmPassword: 'has spac' })).toEqual({
      password: 'Password must be 6-20 characters without spaces',
      confirmPassword: 'Confirmation password not matched',
    });
  });

  it("shows the confirmation's own message rather than the mismatch", () => {
    // '' also differs from the password: the field's own message comes first and is the one shown.
    expect(validateForm(schema, { username: 'player01', email: '', password: 'secret1', confirmPassword: '' })).toEqual({
      confirmPassword: 'Enter the password again',
    });
  });

  it('compares with the repeated field even when it has no rule of its own', () => {
    const onlyConfirmation = buildRulesSchema([], [confirmationSpec(i18n, 'confirmPassword', 'password')]);
    expect(validateForm(onlyConfirmation, { password: 'x', confirmPassword: 'x' })).toEqual({});
    expect(validateForm(onlyConfirmation, { password: 'x', confirmPassword: 'y' })).toEqual({
      confirmPassword: 'Confirmation password not matched',
    });
  });

  it('follows the rules when the operator changes them', () => {
    const strictEmail = buildRulesSchema([fieldSpec(i18n, 'email', { ...email, required: true })]);
    expect(validateForm(strictEmail, { email: '' })).toEqual({ email: 'This field is required' });
  });
});

describe('one message per field, naming the field and what it takes', () => {
  it.each([
    ['CAPTCHA', 'required', 'Please write the code'],
    ['CAPTCHA', 'pattern', 'Type the digits in the picture'],
    ['EMAIL', 'pattern', 'Enter an email address like name@example.com'],
    ['MOBILE', 'pattern', 'Mobile number must be 2-9 digits'],
    ['LOGIN_MOBILE', 'length', 'Mobile number must be 2-9 digits'],
    ['VERIFICATION_CODE', 'pattern', 'The SMS code is 2-9 digits'],
    ['AFFILIATE', 'pattern', 'Invitation code must be 2-9 letters or digits'],
    ['RECOMMENDER', 'pattern', 'Recommender ID must be 2-9 letters or digits'],
    ['PAYEE_NAME', 'pattern', 'Payee name must be 2-9 letters, as on your bank account'],
    ['LOGIN_USERNAME', 'pattern', 'Username must be 2-9 characters'],
    ['LOGIN_PASSWORD', 'length', 'Password must be 2-9 characters'],
    ['CONFIRM_PASSWORD', 'pattern', 'Confirmation password not matched'],
    ['SOMETHING_NEW', 'length', 'Please check this field (2-9 characters)'],
  ] as const)('%s %s → %s', (patternId, problem, text) => {
    expect(ruleMessage(i18n, rule({ patternId, minLength: 2, maxLength: 9 }), problem)).toBe(text);
  });

  it('has the password-change texts', () => {
    expect(i18n._(FORM_TEXTS.samePassword)).toBe('The new password and the old password cannot be the same');
    expect(i18n._(FORM_TEXTS.in_incorrect_password)).toBe('Enter the password again');
  });
});

describe('enabledFields', () => {
  it('keeps only the fields the operator shows, in the given order', () => {
    expect(enabledFields({ a: rule(), b: rule({ enabled: false }), c: rule() }, ['c', 'b', 'a', 'z'])).toEqual(['c', 'a']);
    expect(enabledFields(undefined, ['a'])).toEqual([]);
  });
});

import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { FORM_TEXTS, ruleMessage } from './field-messages';
import { buildRulesSchema, enabledFields, ruleProblem, validateForm, type RegisterRule } from './register-rules';

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

describe('ruleProblem', () => {
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
});

describe('schema built from the rules', () => {
  const fields = [
    { name: 'username', rule: username },
    { name: 'email', rule: email },
    { name: 'password', rule: password },
  ].map((field) => ({ ...field, message: (problem: Parameters<typeof ruleMessage>[2]) => ruleMessage(i18n, field.rule, problem) }));
  const schema = buildRulesSchema(fields);
  const confirm = {
    field: 'confirmPassword' as const,
    check: (values: { password: string; confirmPassword: string }) =>
      values.confirmPassword === ''
        ? i18n._(FORM_TEXTS.in_incorrect_password)
        : values.confirmPassword !== values.password
          ? i18n._(FORM_TEXTS.in_confirmation_correct)
          : null,
  };

  it('gives each field its message by pattern id, with the bounds of the rule', () => {
    const errors = validateForm(schema, { username: 'ab', email: 'nope', password: 'has space', confirmPassword: '' }, [confirm]);
    expect(errors).toEqual({
      username: 'Username must be 6-16 letters or digits',
      email: 'Enter an email address like name@example.com',
      password: 'Password must be 6-20 characters without spaces',
      confirmPassword: 'Enter the password again',
    });
  });

  it('says a required field is required and passes a valid form', () => {
    expect(validateForm(schema, { username: '', email: '', password: 'secret1', confirmPassword: 'secret1' }, [confirm])).toEqual({
      username: 'This field is required',
    });
    expect(validateForm(schema, { username: 'player01', email: '', password: 'secret1', confirmPassword: 'secret1' }, [confirm])).toEqual({});
  });

  it('refuses a confirmation that does not match (in_confirmation_correct)', () => {
    expect(validateForm(schema, { username: 'player01', email: '', password: 'secret1', confirmPassword: 'secret2' }, [confirm])).toEqual({
      confirmPassword: 'Confirmation password not matched',
    });
  });

  it('follows the rules when the operator changes them', () => {
    const strictEmail = buildRulesSchema([{ name: 'email', rule: { ...email, required: true }, message: (problem) => ruleMessage(i18n, { ...email, required: true }, problem) }]);
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

import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { usernameRule } from '@/lib/account/username-rule.fixture';

import { lengthText, ruleHint, ruleMessage } from './field-messages';
import type { RegisterRule } from './register-rules';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const rule = (overrides: Partial<RegisterRule>): RegisterRule => usernameRule({ acceptedPattern: '*', ...overrides });

describe('the hint under a field', () => {
  it('states the rule the field is validated with, bounds included', () => {
    expect(ruleHint(i18n, rule({ patternId: 'USERNAME', minLength: 6, maxLength: 16 }))).toBe('6 to 16 letters or digits');
    expect(ruleHint(i18n, rule({ patternId: 'PASSWORD', minLength: 6, maxLength: 20 }))).toBe('6 to 20 characters, no spaces');
    expect(ruleHint(i18n, rule({ patternId: 'MOBILE', minLength: 7, maxLength: 20 }))).toBe('7 to 20 digits, without the country code');
  });

  it('follows the operator when the rule changes, and agrees with the message for the same rule', () => {
    const tighter = rule({ patternId: 'USERNAME', minLength: 8, maxLength: 12 });
    expect(ruleHint(i18n, tighter)).toBe('8 to 12 letters or digits');
    expect(ruleMessage(i18n, tighter, 'length')).toBe('Username must be 8-12 letters or digits');
  });

  it('explains the operator words a player may not know', () => {
    expect(ruleHint(i18n, rule({ patternId: 'PAYEE_NAME' }))).toBe('The name on the bank account you will withdraw to');
    expect(ruleHint(i18n, rule({ patternId: 'PAYMENT_PASSWORD', minLength: 6, maxLength: 6 }))).toBe(
      '6 digits, asked when you withdraw money',
    );
    expect(ruleHint(i18n, rule({ patternId: 'RECOMMENDER' }))).toBe('The ID of the player who recommended you, if any');
    expect(ruleHint(i18n, rule({ patternId: 'CONFIRM_PASSWORD' }))).toBe('Type the same password again');
  });

  it('is absent for a pattern id it does not know', () => {
    expect(ruleHint(i18n, rule({ patternId: 'SOMETHING_NEW' }))).toBeNull();
  });
});

describe('lengthText', () => {
  it('writes a range, one number when the bounds meet, and an open end when there is no maximum', () => {
    expect(lengthText(i18n, { minLength: 6, maxLength: 16 })).toBe('6 to 16');
    expect(lengthText(i18n, { minLength: 6, maxLength: 6 })).toBe('6');
    expect(lengthText(i18n, { minLength: 0, maxLength: 20 })).toBe('1 to 20');
    expect(lengthText(i18n, { minLength: 4, maxLength: 0 })).toBe('at least 4');
  });
});

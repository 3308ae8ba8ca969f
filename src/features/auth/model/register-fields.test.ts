import { describe, expect, it } from 'vitest';

import { effectiveRule, isRequired, visibleFields } from './register-fields';
import type { RegisterRule, RegisterRules } from './register-rules';

const rule = (patternId: string, required: boolean, enabled = true): RegisterRule => ({
  acceptedPattern: '*',
  message: '',
  minLength: 1,
  maxLength: 20,
  required,
  updateRequired: false,
  patternId,
  enabled,
});

// The demo operator's shape (gateway/store/seed-data/register-rules.ts): a few shown, some optional.
const RULES: RegisterRules = {
  username: rule('USERNAME', true),
  password: rule('PASSWORD', true),
  confirmPassword: rule('CONFIRM_PASSWORD', true),
  paymentPassword: rule('PAYMENT_PASSWORD', false, false),
  email: rule('EMAIL', false),
  nickname: rule('NICKNAME', false),
  payeeName: rule('PAYEE_NAME', false),
  mobileNum: rule('MOBILE', false),
  verificationCode: rule('VERIFICATION_CODE', true),
  affiliateCode: rule('AFFILIATE', false),
  captcha: rule('CAPTCHA', true),
};
const SWITCHES = { CAPTCHA3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true };

describe('registration fields', () => {
  it('username sign-up shows the enabled fields in the payload order', () => {
    expect(visibleFields(RULES, 'username', SWITCHES)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'nickname',
      'payeeName',
      'mobileNum',
      'affiliateCode',
      'captcha',
    ]);
  });

  it('mobile sign-up starts with the mobile number and its SMS code, and has no username', () => {
    const fields = visibleFields(RULES, 'mobile', SWITCHES);
    expect(fields.slice(0, 2)).toEqual(['mobileNum', 'verificationCode']);
    expect(fields).not.toContain('username');
    expect(fields.slice(2)).toEqual(['password', 'confirmPassword', 'email', 'nickname', 'payeeName', 'affiliateCode', 'captcha']);
  });

  it('mobile sign-up without SMS verification or passwords still leads with the number', () => {
    expect(visibleFields(RULES, 'mobile', { CAPTCHA3: false })).toEqual(['mobileNum', 'email', 'nickname', 'payeeName', 'affiliateCode']);
  });

  it('marks as optional exactly what the validation lets stay empty', () => {
    expect(isRequired(RULES, 'username', 'username')).toBe(true);
    expect(isRequired(RULES, 'email', 'username')).toBe(false);
    expect(isRequired(RULES, 'confirmPassword', 'username')).toBe(true);
    // Optional for username sign-up, the identifier itself for mobile sign-up.
    expect(isRequired(RULES, 'mobileNum', 'username')).toBe(false);
    expect(isRequired(RULES, 'mobileNum', 'mobile')).toBe(true);
    expect(effectiveRule(RULES, 'mobileNum', 'mobile')?.required).toBe(true);
    expect(effectiveRule(RULES, 'mobileNum', 'username')?.required).toBe(false);
    // The confirmation is checked against the password, not by a rule.
    expect(effectiveRule(RULES, 'confirmPassword', 'username')).toBeUndefined();
  });

  it('follows a rule the operator makes required', () => {
    expect(isRequired({ ...RULES, nickname: rule('NICKNAME', true) }, 'nickname', 'username')).toBe(true);
  });
});

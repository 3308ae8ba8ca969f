import { describe, expect, it } from 'vitest';

import { attemptAfterModeChange, CLEAN_ATTEMPT, effectiveLoginMode, mobilePasswordLogin, tabOf } from './login-mode';

describe('login modes', () => {
  it('offers the mobile number with a password only while mobile sign-ups choose one', () => {
    expect(mobilePasswordLogin({ MOBILENUMREG3: true, MOBILENUMPASSREG3: true })).toBe(true);
    expect(mobilePasswordLogin({ MOBILENUMREG3: true, MOBILENUMPASSREG3: false })).toBe(false);
    expect(mobilePasswordLogin({ MOBILENUMREG3: false, MOBILENUMPASSREG3: true })).toBe(false);
    expect(mobilePasswordLogin({})).toBe(false);
  });

  it('falls back to the username when the chosen mode is switched off', () => {
    expect(effectiveLoginMode('mobile', { MOBILENUMREG3: true, MOBILENUMPASSREG3: true })).toBe('mobile');
    expect(effectiveLoginMode('mobile', { MOBILENUMREG3: true })).toBe('username');
    expect(effectiveLoginMode('sms', { MOBILEVERCODELOGIN3: true })).toBe('sms');
    expect(effectiveLoginMode('sms', {})).toBe('username');
    expect(effectiveLoginMode('username', {})).toBe('username');
  });

  it('puts the username and the mobile number under the password tab', () => {
    expect(tabOf('username')).toBe('password');
    expect(tabOf('mobile')).toBe('password');
    expect(tabOf('sms')).toBe('sms');
  });

  it('drops a failure and its captcha when the player changes the way in, either way', () => {
    const failed = { failure: 'Wrong password', captchaShown: true };
    expect(attemptAfterModeChange(failed, 'username', 'sms')).toEqual(CLEAN_ATTEMPT);
    expect(attemptAfterModeChange({ failure: 'Bad code', captchaShown: true }, 'sms', 'username')).toEqual(CLEAN_ATTEMPT);
    expect(attemptAfterModeChange(failed, 'username', 'mobile')).toEqual(CLEAN_ATTEMPT);
    expect(attemptAfterModeChange(failed, 'sms', 'sms')).toBe(failed);
  });
});

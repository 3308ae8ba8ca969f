import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { ERROR_TEXTS, errorMessage, errorTextKey } from './error-catalogue';

i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('error catalogue', () => {
  it.each([
    ['client.offline', 'You are offline. This needs an internet connection, please connect and try again.'],
    ['client.network', 'No internet connection'],
    ['client.timeout', 'Slow connection'],
    ['client.no.rsa.key', 'The request timed out, please try again'],
    [
      'client.no.oaep.key',
      'A secure connection to the server could not be set up, so your details were not sent. Check your connection and try again.',
    ],
    ['encryption.replayed', 'This request was already used or has expired. Please try again.'],
    ['login.not.session', 'The account has been logged out, please log in again'],
    ['login.failed', 'The username or password is incorrect'],
    ['captcha.invalid', 'Verification code error'],
    ['login.not.member', 'Only member accounts can log in here'],
    ['member.disabled', 'User does not exist or is disabled'],
    ['function.not.available', 'No permission or feature temporarily unavailable'],
    ['rate.limited', 'Too many attempts, please wait a moment and try again'],
    ['reset.token.invalid', 'Your password reset has expired. Please verify your account again.'],
    ['limit.deposit.exceeded', 'This deposit is more than your deposit limit allows'],
    ['session.time.limit', 'Your session time limit was reached, so you have been logged out'],
    ['account.excluded.contact', 'This mobile number or e-mail belongs to an account that is self-excluded. Contact customer support.'],
    ['exclusion.password.invalid', 'The password is not correct'],
    ['kyc.required', 'Please verify your identity first'],
    ['kyc.image.type', 'Only PNG or JPG pictures can be used.'],
    ['kyc.pending', 'Your verification is being reviewed'],
    ['origin.not.allowed', 'This site is not allowed to reach the server. Please contact customer support.'],
  ])('%s → %s', (code, text) => {
    expect(i18n._(errorMessage({ code }))).toBe(text);
  });

  it('falls back to Unknown error for unknown codes and missing errors', () => {
    expect(i18n._(errorMessage({ code: 'request.invalid' }))).toBe('Unknown error');
    expect(errorTextKey(undefined)).toBe('unknown');
    expect(errorTextKey({ code: 'toString' })).toBe('unknown');
  });

  // The texts of docs/product.md#errors, worded as a player reads them: "log in" is the verb, "login" never is.
  it('holds every text of docs/product.md#errors', () => {
    const texts = Object.values(ERROR_TEXTS).map((descriptor) => i18n._(descriptor));
    for (const text of [
      'Invalid invitation code',
      'Please log in with a real account to use this',
      'You are not logged in. Please log in first.',
      'The account has been logged out, please log in again',
      'Verification code error',
      'No permission or feature temporarily unavailable',
      'User does not exist or is disabled',
      'Username already exists',
      'Account, Password and E-mail format incorrect',
      'Confirmation password not matched',
      'Referrer link error',
      'Enter a captcha',
      'Name format not valid',
      'Mobile number not valid',
      'Unknown error',
      'The requested URL is empty',
      'System upgrading, try again later',
      'Only member accounts can log in here',
      'Non-agents cannot log in',
      'IP or location restricted',
      'Under maintenance',
      'Slow connection',
      'No internet connection',
    ]) {
      expect(texts).toContain(text);
    }
  });
});

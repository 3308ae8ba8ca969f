import { describe, expect, it } from 'vitest';

import { ERROR_TEXTS } from '@/lib/errors/error-catalogue';

import { e164PhoneNumber, nextConfirmation, PHONE_CODE_NOT_SENT, PHONE_TEXTS, phoneSignInFailure, smsSender } from './phone-sign-in';

describe('smsSender', () => {
  it('sends through Firebase only in a build with phone sign-in on', () => {
    expect(smsSender(null)).toBe('gateway');
    expect(smsSender({ phoneSignIn: false })).toBe('gateway');
    expect(smsSender({ phoneSignIn: true })).toBe('firebase');
  });
});

describe('e164PhoneNumber', () => {
  it('joins the dialing code and the digits as typed', () => {
    expect(e164PhoneNumber('+63', '9171234567')).toBe('+639171234567');
    expect(e164PhoneNumber('+63', ' 917 123-4567 ')).toBe('+639171234567');
    // No trunk-prefix rewriting: the gateway keeps 0917… as another number.
    expect(e164PhoneNumber('+63', '09171234567')).toBe('+6309171234567');
  });
});

describe('nextConfirmation', () => {
  const held = { phoneNumber: '+639171234567', sent: 'sent' };

  it('confirms the code sent to this number', () => {
    expect(nextConfirmation(held, '+639171234567', '123456')).toEqual({ kind: 'confirm', sent: 'sent' });
  });

  it('has nothing to confirm without a code, or for another number than the one it went to', () => {
    expect(nextConfirmation(null, '+639171234567', '123456')).toEqual({ kind: 'not-sent' });
    expect(nextConfirmation(held, '+639170000000', '123456')).toEqual({ kind: 'not-sent' });
  });

  it('reuses the token of a code already accepted, and confirms a different code again', () => {
    const confirmed = { ...held, confirmed: { code: '123456', idToken: 'token' } };
    expect(nextConfirmation(confirmed, '+639171234567', '123456')).toEqual({ kind: 'reuse', idToken: 'token' });
    expect(nextConfirmation(confirmed, '+639171234567', '654321')).toEqual({ kind: 'confirm', sent: 'sent' });
  });
});

describe('phoneSignInFailure', () => {
  const text = (error: unknown) => phoneSignInFailure(error).text;

  it('names a wrong, an expired and a missing code, under the code field', () => {
    expect(phoneSignInFailure({ code: 'auth/invalid-verification-code' })).toEqual({ text: PHONE_TEXTS.codeWrong, aboutCode: true });
    expect(phoneSignInFailure({ code: 'auth/code-expired' })).toEqual({ text: PHONE_TEXTS.codeExpired, aboutCode: true });
    expect(phoneSignInFailure({ code: PHONE_CODE_NOT_SENT })).toEqual({ text: PHONE_TEXTS.codeNotSent, aboutCode: true });
  });

  it('names too many requests, a bad number and the network, above the button', () => {
    expect(phoneSignInFailure({ code: 'auth/too-many-requests' })).toEqual({ text: ERROR_TEXTS.tooManyAttempts, aboutCode: false });
    expect(text({ code: 'auth/invalid-phone-number' })).toBe(ERROR_TEXTS.mobileInvalid);
    expect(text({ code: 'auth/network-request-failed' })).toBe(ERROR_TEXTS.socialNetwork);
  });

  it('reads other Firebase codes as unavailable and anything else as a network failure', () => {
    expect(text({ code: 'auth/operation-not-allowed' })).toBe(PHONE_TEXTS.unavailable);
    expect(text({ code: 'auth/captcha-check-failed' })).toBe(PHONE_TEXTS.unavailable);
    expect(text(new TypeError('Failed to fetch dynamically imported module'))).toBe(ERROR_TEXTS.socialNetwork);
    expect(text(null)).toBe(ERROR_TEXTS.socialNetwork);
    expect(text({ code: 'toString' })).toBe(ERROR_TEXTS.socialNetwork);
  });
});

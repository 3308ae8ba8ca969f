import { describe, expect, it } from 'vitest';

import { REGISTER_TEXT_FIELDS } from '@/contract/register';

import { affiliateCodeFromUrl, buildRegisterPayload, registerMethodFor, type RegisterValues } from './register-payload';

const empty = Object.fromEntries(REGISTER_TEXT_FIELDS.map((field) => [field, ''])) as Record<(typeof REGISTER_TEXT_FIELDS)[number], string>;

describe('registration payload (docs/product.md#registration-fields)', () => {
  const values: RegisterValues = {
    ...empty,
    username: ' player01 ',
    password: 'secret 1',
    confirmPassword: 'other',
    email: 'a@b.co',
    countryDialingCode: '+63',
  };
  const location = { host: 'play.example:8080', hostname: 'play.example' };

  it('copies the password into confirmPassword, sets type 0, registerUrl, domain and method, and leaves empty fields out', () => {
    expect(buildRegisterPayload(values, { location, method: 'PWA', affiliateFromUrl: null })).toEqual({
      countryDialingCode: '+63',
      registerUrl: 'play.example:8080',
      registerMethod: 'PWA',
      domain: 'play.example',
      type: 0,
      username: 'player01',
      password: 'secret 1',
      confirmPassword: 'secret 1',
      email: 'a@b.co',
    });
  });

  it('takes the affiliate code from the form first, else from the link', () => {
    expect(buildRegisterPayload(values, { location, method: 'H5', affiliateFromUrl: 'AGENT01' }).affiliateCode).toBe('AGENT01');
    expect(
      buildRegisterPayload({ ...values, affiliateCode: 'MINE22' }, { location, method: 'H5', affiliateFromUrl: 'AGENT01' }).affiliateCode,
    ).toBe('MINE22');
    expect(affiliateCodeFromUrl('?affiliateCode=AGENT01')).toBe('AGENT01');
    expect(affiliateCodeFromUrl('?x=1')).toBeNull();
  });

  it('sends the Firebase ID token of a verified number in place of the SMS code', () => {
    const mobile = { ...empty, mobileNum: '9171234567', verificationCode: '123456', countryDialingCode: '+63' };
    const payload = buildRegisterPayload(mobile, { location, method: 'H5', affiliateFromUrl: null, firebaseIdToken: 'id-token' });
    expect(payload).toMatchObject({ mobileNum: '9171234567', firebaseChannel: 'sms', firebaseIdToken: 'id-token' });
    expect(payload).not.toHaveProperty('verificationCode');
    expect(buildRegisterPayload(mobile, { location, method: 'H5', affiliateFromUrl: null })).toMatchObject({ verificationCode: '123456' });
    expect(buildRegisterPayload(mobile, { location, method: 'H5', affiliateFromUrl: null })).not.toHaveProperty('firebaseIdToken');
  });

  it('names the register method from the device', () => {
    expect(registerMethodFor(undefined, false)).toBe('H5');
    expect(registerMethodFor('display-mode', false)).toBe('PWA');
    expect(registerMethodFor('ios-home-screen', false)).toBe('PWA');
    expect(registerMethodFor('webclip', false)).toBe('WEBCLIP');
    expect(registerMethodFor(undefined, true)).toBe('APP');
  });
});

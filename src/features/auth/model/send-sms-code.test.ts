import { describe, expect, it, vi } from 'vitest';

import type { RegisterRule } from './register-rules';
import { sendSmsCode, type SliderCheck } from './send-sms-code';

const mobileRule: RegisterRule = {
  acceptedPattern: '^[0-9]{7,20}$',
  message: '',
  minLength: 7,
  maxLength: 20,
  required: false,
  updateRequired: false,
  patternId: 'MOBILE',
  enabled: true,
};

describe('sendSmsCode', () => {
  it('checks the number before sending anything', async () => {
    const send = vi.fn();
    const markMobileInvalid = vi.fn();
    expect(await sendSmsCode({ mobile: '12ab', dialingCode: '+63', mobileRule, send, markMobileInvalid })).toBeNull();
    expect(await sendSmsCode({ mobile: '', dialingCode: '+63', mobileRule, send, markMobileInvalid })).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(markMobileInvalid).toHaveBeenCalledTimes(2);
  });

  it('answers the gateway expiry, or the fallback wait when it gives none', async () => {
    const markMobileInvalid = vi.fn();
    expect(
      await sendSmsCode({
        mobile: '9171234567',
        dialingCode: '+63',
        mobileRule,
        send: async () => ({ expirationTime: 123 }),
        markMobileInvalid,
      }),
    ).toBe(123);
    const before = Date.now();
    const answer = await sendSmsCode({
      mobile: '9171234567',
      dialingCode: '+63',
      mobileRule,
      send: async () => ({}),
      markMobileInvalid,
      fallbackWaitMs: 60_000,
    });
    expect(answer).toBeGreaterThanOrEqual(before + 60_000);
  });

  it('counts down to the retry time of a refused resend', async () => {
    const refused = { status: 429, code: 'sms.too.frequent', message: '', value: { expirationTime: 999 } };
    expect(
      await sendSmsCode({
        mobile: '9171234567',
        dialingCode: '+63',
        mobileRule,
        send: () => Promise.reject(refused),
        markMobileInvalid: vi.fn(),
      }),
    ).toBe(999);
    expect(
      await sendSmsCode({
        mobile: '9171234567',
        dialingCode: '+63',
        mobileRule,
        send: () => Promise.reject({ status: 400, code: 'x', message: '' }),
        markMobileInvalid: vi.fn(),
      }),
    ).toBeNull();
  });
});

describe('sendSmsCode through another sender', () => {
  it('asks for the text of what the send rejected with when it is no gateway refusal', async () => {
    const firebaseError = { code: 'auth/too-many-requests' };
    const messageFor = vi.fn(() => undefined);
    expect(
      await sendSmsCode({
        mobile: '9171234567',
        dialingCode: '+63',
        mobileRule,
        send: () => Promise.reject(firebaseError),
        messageFor,
        markMobileInvalid: vi.fn(),
      }),
    ).toBeNull();
    expect(messageFor).toHaveBeenCalledWith(undefined, firebaseError);
  });
});

describe('sendSmsCode with the slider check', () => {
  const geetest = { lot_number: 'a'.repeat(32), captcha_output: '120', pass_token: 'b'.repeat(32), gen_time: '1700000000' };

  it('checks the number before opening the check, then sends through it with the solved slider', async () => {
    const send = vi.fn(async () => ({ expirationTime: 456 }));
    const solve = vi.fn();
    const sliderCheck: SliderCheck = (run) => {
      solve();
      return run(geetest);
    };
    expect(await sendSmsCode({ mobile: '12ab', dialingCode: '+63', mobileRule, send, sliderCheck, markMobileInvalid: vi.fn() })).toBeNull();
    expect(solve).not.toHaveBeenCalled();
    expect(await sendSmsCode({ mobile: '9171234567', dialingCode: '+63', mobileRule, send, sliderCheck, markMobileInvalid: vi.fn() })).toBe(
      456,
    );
    expect(send).toHaveBeenCalledWith(geetest);
  });

  it('sends nothing when the player closes the check', async () => {
    const send = vi.fn(async () => ({ expirationTime: 456 }));
    const closed = async () => null;
    expect(
      await sendSmsCode({ mobile: '9171234567', dialingCode: '+63', mobileRule, send, sliderCheck: closed, markMobileInvalid: vi.fn() }),
    ).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('counts down to the retry time of a refusal that came through the check', async () => {
    const refused = { status: 429, code: 'sms.too.frequent', message: '', value: { expirationTime: 777 } };
    const sliderCheck = () => Promise.reject(refused);
    expect(
      await sendSmsCode({ mobile: '9171234567', dialingCode: '+63', mobileRule, send: vi.fn(), sliderCheck, markMobileInvalid: vi.fn() }),
    ).toBe(777);
  });
});

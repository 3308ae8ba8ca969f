import { describe, expect, it, vi } from 'vitest';
import { sendSmsCode } from './send-sms-code';
import type { RegisterRule } from './register-rules';

const mobileRule: RegisterRule = { acceptedPattern: '^[0-9]{7,20}$', message: '', minLength: 7, maxLength: 20, required: false, updateRequired: false, patternId: 'MOBILE', enabled: true };

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
    expect(await sendSmsCode({ mobile: '9171234567', dialingCode: '+63', mobileRule, send: async () => ({ expirationTime: 123 }), markMobileInvalid })).toBe(123);
    const before = Date.now();
    const answer = await sendSmsCode({ mobile: '9171234567', dialingCode: '+63', mobileRule, send: async () => ({}), markMobileInvalid, fallbackWaitMs: 60_000 });
    expect(answer).toBeGreaterThanOrEqual(before + 60_000);
  });

  it('counts down to the retry time of a refused resend', async () => {
    const refused = { status: 429, code: 'sms.too.frequent', message: '', value: { expirationTime: 999 } };
    expect(
      await sendSmsCode({ mobile: '9171234567', dialingCode: '+63', mobileRule, send: () => Promise.reject(refused), markMobileInvalid: vi.fn() }),
    ).toBe(999);
    expect(
      await sendSmsCode({ mobile: '9171234567', dialingCode: '+63', mobileRule, send: () => Promise.reject({ status: 400, code: 'x', message: '' }), markMobileInvalid: vi.fn() }),
    ).toBeNull();
  });
});

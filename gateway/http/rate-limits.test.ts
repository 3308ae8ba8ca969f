import { describe, expect, it } from 'vitest';
import { envelope, startTestGateway } from '../test-support/harness.ts';
import { RATE_LIMITS } from './rate-limits.ts';

describe('rate limits', () => {
  it('limits captchas per IP per minute with the 429 envelope, and keeps serving other routes', async () => {
    const gateway = await startTestGateway();
    try {
      for (let i = 0; i < RATE_LIMITS.captcha; i++) {
        expect((await gateway.request({ method: 'GET', url: '/wps/captcha' })).statusCode).toBe(200);
      }
      const limited = await gateway.request({ method: 'GET', url: '/wps/captcha' });
      expect(limited.statusCode).toBe(429);
      expect(envelope(limited)).toMatchObject({ success: false, code: 'rate.limited', value: null });
      expect(limited.headers['retry-after']).toBeDefined();
      // Another IP has its own budget; unlimited routes are unaffected.
      const otherIp = await gateway.app.inject({ method: 'GET', url: '/wps/captcha', headers: { merchant: 'nasa11f2' }, remoteAddress: '10.1.2.3' });
      expect(otherIp.statusCode).toBe(200);
      expect((await gateway.request({ method: 'GET', url: '/wps/system/status' })).statusCode).toBe(200);
    } finally {
      await gateway.close();
    }
  });

  it('limits login attempts too, before any decryption work', async () => {
    const gateway = await startTestGateway();
    try {
      const attempt = () => gateway.request({ method: 'POST', url: '/wps/session/login', payload: { value: 'x' }, headers: { encryption: 'x' } });
      for (let i = 0; i < RATE_LIMITS.login; i++) expect((await attempt()).statusCode).toBe(400);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(envelope(limited).code).toBe('rate.limited');
    } finally {
      await gateway.close();
    }
  });

  it('limits SMS sends to 5 per IP per minute, before any number is looked at', async () => {
    const gateway = await startTestGateway();
    try {
      const send = (mobileNo: string, remoteAddress = '10.9.9.9') =>
        gateway.app.inject({
          method: 'POST',
          url: '/wps/verification/sms/register',
          headers: { merchant: 'nasa11f2' },
          payload: { mobileNo, countryDialingCode: '+63' },
          remoteAddress,
        });
      for (let i = 0; i < RATE_LIMITS.sms; i++) expect((await send(`917600000${i}`)).statusCode).toBe(200);
      const limited = await send('9176000009');
      expect(limited.statusCode).toBe(429);
      expect(envelope(limited).code).toBe('rate.limited');
      expect(gateway.smsLines).toHaveLength(RATE_LIMITS.sms);
      expect((await send('9176000009', '10.9.9.10')).statusCode).toBe(200);
    } finally {
      await gateway.close();
    }
  });

  it('RATE_LIMITS=off disables them', async () => {
    const gateway = await startTestGateway({ env: { RATE_LIMITS: 'off' } });
    try {
      for (let i = 0; i <= RATE_LIMITS.captcha + 5; i++) {
        expect((await gateway.request({ method: 'GET', url: '/wps/captcha' })).statusCode).toBe(200);
      }
    } finally {
      await gateway.close();
    }
  });
});

import { connect } from 'node:net';

import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';

import { envelope, MERCHANT, startTestGateway } from '../test-support/harness.ts';
import { addressKey, clientAddress, MinuteCounter, RATE_LIMITS } from './rate-limits.ts';

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
      const otherIp = await gateway.app.inject({
        method: 'GET',
        url: '/wps/captcha',
        headers: { merchant: 'nasa11f2' },
        remoteAddress: '10.1.2.3',
      });
      expect(otherIp.statusCode).toBe(200);
      expect((await gateway.request({ method: 'GET', url: '/wps/system/status' })).statusCode).toBe(200);
    } finally {
      await gateway.close();
    }
  });

  it('limits login attempts too, before any decryption work', async () => {
    const gateway = await startTestGateway();
    try {
      const attempt = () =>
        gateway.request({ method: 'POST', url: '/wps/session/login', payload: { value: 'x' }, headers: { encryption: 'x' } });
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

  it('limits the username check like the other public lookups', async () => {
    const gateway = await startTestGateway();
    try {
      const check = (remoteAddress = '10.8.8.8') =>
        gateway.app.inject({
          method: 'GET',
          url: '/wps/check/username?username=player1',
          headers: { merchant: 'nasa11f2' },
          remoteAddress,
        });
      for (let i = 0; i < RATE_LIMITS.check; i++) expect((await check()).statusCode).toBe(200);
      const limited = await check();
      expect(limited.statusCode).toBe(429);
      expect(envelope(limited).code).toBe('rate.limited');
      expect((await check('10.8.8.9')).statusCode).toBe(200);
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

describe('aborted requests on limited routes', () => {
  const COUNT = 50;

  /** Writes `text` on a fresh connection; `reset` drops the connection at once (RST). */
  function rawRequest(port: number, text: string, reset: boolean): Promise<string> {
    return new Promise((resolve) => {
      let answer = '';
      const socket = connect({ port, host: '127.0.0.1' }, () => {
        socket.write(text);
        if (reset) socket.resetAndDestroy();
      });
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(answer));
    });
  }

  it('are client faults: 4xx, logged without an error line or a stack', async () => {
    const lines: { level: number; msg: string; res?: { statusCode: number }; err?: unknown }[] = [];
    const raw: string[] = [];
    const gateway = await startTestGateway({
      listen: true,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => (raw.push(line), lines.push(JSON.parse(line))) },
    });
    try {
      const port = Number(new URL(gateway.url ?? '').port);
      const captcha = `GET /wps/captcha HTTP/1.1\r\nHost: gateway\r\nMerchant: ${MERCHANT}\r\n\r\n`;
      const badEncoding = `POST /wps/session/login HTTP/1.1\r\nHost: gateway\r\nMerchant: ${MERCHANT}\r\nContent-Type: application/json\r\nTransfer-Encoding: xchunked\r\n\r\n{"value":"x"}`;
      const cutBody = `POST /wps/session/login HTTP/1.1\r\nHost: gateway\r\nMerchant: ${MERCHANT}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"val`;
      const [, answers] = await Promise.all([
        Promise.all(Array.from({ length: COUNT }, () => rawRequest(port, captcha, true))),
        Promise.all(Array.from({ length: COUNT }, () => rawRequest(port, badEncoding, false))),
        Promise.all(Array.from({ length: COUNT }, () => rawRequest(port, cutBody, true))),
      ]);
      for (const answer of answers) {
        expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
        expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, code: 'request.malformed' });
      }
      // The reset captcha requests still run their handler (the client has gone, not the request).
      const deadline = Date.now() + 15_000;
      while (lines.filter((line) => line.msg === 'request completed').length < COUNT && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(completed.length).toBeGreaterThanOrEqual(COUNT);
      // Served or limited (a connection reset before Node saw its address shares one fallback key).
      expect(completed.filter((line) => line.res?.statusCode !== 200 && line.res?.statusCode !== 429)).toEqual([]);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(raw.filter((line) => line.includes('"stack"'))).toEqual([]);
    } finally {
      await gateway.close();
    }
  });

  it('never throws for the key: the remembered address, else a constant', () => {
    const gone = { ip: undefined, raw: { socket: { destroyed: true } } } as unknown as FastifyRequest;
    expect(clientAddress(gone)).toBe('unknown');
    const mapped = { ip: '::ffff:10.0.0.7', raw: { socket: {} } } as unknown as FastifyRequest;
    expect(clientAddress(mapped)).toBe('10.0.0.7');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe(addressKey('2001:db8:1:2::ffff'));
    expect(addressKey('not an address')).toBe('not an address');
    expect(addressKey(undefined)).toBe('unknown');
  });
});

describe('minute counter', () => {
  it('allows max hits per key and minute, then tells how long to wait, and forgets old windows', () => {
    const counter = new MinuteCounter(3);
    const start = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(counter.waitMs('a', start + i)).toBe(0);
      counter.hit('a', start + i);
    }
    expect(counter.waitMs('a', start + 10)).toBe(60_000 - 10);
    expect(counter.waitMs('b', start + 10)).toBe(0);
    expect(counter.waitMs('a', start + 60_000)).toBe(0);
    counter.hit('a', start + 60_000);
    expect(counter.waitMs('a', start + 60_001)).toBe(0);
  });
});

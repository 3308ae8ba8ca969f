import { describe, expect, it } from 'vitest';

import { RATE_LIMITS } from '../http/rate-limits.ts';
import { MAX_STORED_CAPTCHAS } from '../store/repositories/captchas.ts';
import { envelope, startTestGateway, type TestGateway } from '../test-support/harness.ts';
import { CAPTCHA_TTL_MS } from './captcha.ts';

/* What GET/HEAD /wps/captcha store, and for how long (gateway/README.md "Limits and timeouts"). */

const fetchCaptcha = (gateway: TestGateway, method: 'GET' | 'HEAD' = 'GET', remoteAddress = '127.0.0.1') =>
  gateway.app.inject({ method, url: '/wps/captcha', headers: { merchant: 'nasa11f2' }, remoteAddress });

/** Stores captchas straight into the table, as if fetched `agoMs` ago, oldest first. */
function storeCaptchas(gateway: TestGateway, count: number, agoMs: number, prefix: string): void {
  const issued = Date.now() - agoMs;
  const insert = gateway.store.db.prepare('INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)');
  gateway.store.transaction(() => {
    for (let i = 0; i < count; i++)
      insert.run(`${prefix}${String(i).padStart(32 - prefix.length, '0')}`, '1234', issued + i + CAPTCHA_TTL_MS);
  });
}

describe('captcha storage', () => {
  it('HEAD issues no captcha: no row, no cookie', async () => {
    const gateway = await startTestGateway({ env: { RATE_LIMITS: 'off' } });
    try {
      for (let i = 0; i < 100; i++) {
        const response = await fetchCaptcha(gateway, 'HEAD');
        expect(response.statusCode).toBe(200);
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(response.headers['cache-control']).toBe('no-store');
      }
      expect(gateway.store.captchas.count()).toBe(0);
    } finally {
      await gateway.close();
    }
  });

  it(`stores at most ${RATE_LIMITS.captcha} per address and minute`, async () => {
    const gateway = await startTestGateway();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) statuses.push((await fetchCaptcha(gateway, i % 4 === 0 ? 'HEAD' : 'GET')).statusCode);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
      expect(gateway.store.captchas.count()).toBe(RATE_LIMITS.captcha);
      const limited = await fetchCaptcha(gateway);
      expect(envelope(limited).code).toBe('rate.limited');
      expect((await fetchCaptcha(gateway, 'GET', '10.7.7.7')).statusCode).toBe(200);
      expect(gateway.store.captchas.count()).toBe(RATE_LIMITS.captcha + 1);
    } finally {
      await gateway.close();
    }
  });

  it('deletes expired captchas when a new one is stored', async () => {
    const gateway = await startTestGateway();
    try {
      storeCaptchas(gateway, 40, CAPTCHA_TTL_MS + 1000, 'e');
      storeCaptchas(gateway, 3, 60_000, 'f');
      expect(gateway.store.captchas.count()).toBe(43);
      expect((await fetchCaptcha(gateway)).statusCode).toBe(200);
      // The 40 expired ones are gone; the 3 still valid and the new one stay.
      expect(gateway.store.captchas.count()).toBe(4);
    } finally {
      await gateway.close();
    }
  });

  it(`keeps at most ${MAX_STORED_CAPTCHAS} live captchas, dropping the oldest, however many addresses ask`, async () => {
    const gateway = await startTestGateway({ env: { RATE_LIMITS: 'off' } });
    try {
      storeCaptchas(gateway, MAX_STORED_CAPTCHAS, 60_000, 'a');
      const oldest = `a${'0'.repeat(31)}`;
      expect(gateway.store.captchas.peek(oldest)).toBeDefined();
      for (let i = 0; i < 5; i++) expect((await fetchCaptcha(gateway, 'GET', `10.0.0.${i + 1}`)).statusCode).toBe(200);
      expect(gateway.store.captchas.count()).toBe(MAX_STORED_CAPTCHAS);
      expect(gateway.store.captchas.peek(oldest)).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });
});

import { describe, expect, it } from 'vitest';

import { ADMIN_TOKEN_FAILURES_PER_MINUTE } from '../http/rate-limits.ts';
import { ADMIN_TOKEN, envelope, startTestGateway, type TestGateway } from '../test-support/harness.ts';

/* The brake on wrong Admin-Token values (gateway/README.md "Limits and timeouts"). */

const settings = (gateway: TestGateway, token: string | null, remoteAddress = '127.0.0.1') =>
  gateway.app.inject({
    method: 'GET',
    url: '/admin/settings/switches',
    headers: token === null ? {} : { 'admin-token': token },
    remoteAddress,
  });

async function guess(gateway: TestGateway, count: number, remoteAddress?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await settings(gateway, `guess-${i}-${'x'.repeat(32)}`, remoteAddress)).statusCode);
  return statuses;
}

describe('admin token brake', () => {
  it(`answers 401 to the first ${ADMIN_TOKEN_FAILURES_PER_MINUTE} wrong tokens of an address in a minute, then 429 to its wrong ones`, async () => {
    const gateway = await startTestGateway();
    try {
      const started = Date.now();
      const statuses = await guess(gateway, 1000);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(statuses.slice(0, ADMIN_TOKEN_FAILURES_PER_MINUTE).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(ADMIN_TOKEN_FAILURES_PER_MINUTE).every((status) => status === 429)).toBe(true);

      // While braked the right token still passes: a flood of guesses never locks the operator out.
      expect((await settings(gateway, ADMIN_TOKEN)).statusCode).toBe(200);
      const braked = await settings(gateway, 'one-more-guess-'.padEnd(40, 'x'));
      expect(braked.statusCode).toBe(429);
      expect(envelope(braked)).toMatchObject({ success: false, code: 'rate.limited', value: null });
      expect(Number(braked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(braked.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(braked.headers['cache-control']).toBe('no-store');

      // Another address keeps its own budget, and the operator's calls with the right token work.
      expect((await settings(gateway, ADMIN_TOKEN, '10.20.30.40')).statusCode).toBe(200);
      // IPv6 clients are braked by their /64, like the other limits.
      expect(await guess(gateway, ADMIN_TOKEN_FAILURES_PER_MINUTE, '2001:db8:1:2::1')).toEqual(
        Array(ADMIN_TOKEN_FAILURES_PER_MINUTE).fill(401),
      );
      expect((await settings(gateway, null, '2001:db8:1:2::99')).statusCode).toBe(429);
    } finally {
      await gateway.close();
    }
  });

  it('never counts the right token, and still applies with RATE_LIMITS=off', async () => {
    const gateway = await startTestGateway({ env: { RATE_LIMITS: 'off' } });
    try {
      for (let i = 0; i < 200; i++) expect((await settings(gateway, ADMIN_TOKEN)).statusCode).toBe(200);
      // A missing header is a wrong token.
      expect((await settings(gateway, null)).statusCode).toBe(401);
      const statuses = await guess(gateway, 50);
      expect(statuses.filter((status) => status === 401)).toHaveLength(ADMIN_TOKEN_FAILURES_PER_MINUTE - 1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(50 - ADMIN_TOKEN_FAILURES_PER_MINUTE + 1);
    } finally {
      await gateway.close();
    }
  });
});

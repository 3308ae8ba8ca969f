import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, envelope, startTestGateway, type TestGateway } from '../test-support/harness.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const admin = (method: 'GET' | 'PUT', url: string, payload?: unknown, token: string | null = ADMIN_TOKEN) =>
  gateway.request({
    method,
    url,
    merchant: null,
    headers: token === null ? {} : { 'admin-token': token },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('admin API', () => {
  it('refuses a missing or wrong Admin-Token with the 401 envelope', async () => {
    for (const token of [null, 'wrong', `${ADMIN_TOKEN}x`]) {
      const response = await admin('GET', '/admin/settings', undefined, token);
      expect(response.statusCode).toBe(401);
      expect(envelope(response)).toMatchObject({ success: false, code: 'admin.not.authorized' });
    }
    const put = await admin('PUT', '/admin/settings/maintenance', { value: true }, 'wrong');
    expect(put.statusCode).toBe(401);
    expect(gateway.store.settings.get('maintenance')).toBe(false);
  });

  it('lists every setting', async () => {
    const response = await admin('GET', '/admin/settings');
    expect(response.headers['cache-control']).toBe('no-store');
    const value = envelope(response).value as Record<string, unknown>;
    for (const key of ['maintenance', 'regionRestriction', 'restrictedIps', 'switches', 'links', 'appWindow', 'registerRules']) {
      expect(value).toHaveProperty(key);
    }
  });

  it('stores a valid edit and answers the stored value', async () => {
    const response = await admin('PUT', '/admin/settings/links', {
      value: { FACEBOOK: '', TELEGRAM: 'https://t.me/x', INSTAGRAM: '', YOUTUBE: 'https://youtube.com/@x', AFFILIATELINK: '', LIVE: '', SERVICE: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).value).toMatchObject({ TELEGRAM: 'https://t.me/x', FACEBOOK: '' });
    const row = gateway.store.db.prepare("SELECT value FROM settings WHERE key = 'links'").get();
    expect(JSON.parse(String(row?.value)).YOUTUBE).toBe('https://youtube.com/@x');
    const single = await admin('GET', '/admin/settings/links');
    expect((envelope(single).value as Record<string, string>).TELEGRAM).toBe('https://t.me/x');
  });

  it('merges switch edits over the stored switches', async () => {
    const response = await admin('PUT', '/admin/settings/switches', { value: { CBS3: false } });
    const value = envelope(response).value as Record<string, boolean>;
    expect(value.CBS3).toBe(false);
    expect(value.FREEPLAY3).toBe(true);
    await admin('PUT', '/admin/settings/switches', { value: { CBS3: true } });
  });

  it('rejects invalid values with request.invalid and stores nothing', async () => {
    const cases: [string, unknown][] = [
      ['maintenance', { value: 'yes' }],
      ['maintenance', {}],
      ['switches', { value: { NOTASWITCH: true } }],
      ['restrictedIps', { value: [1, 2] }],
      ['currency', { value: { code: 'peso', symbol: '₱' } }],
      ['links', { value: { FACEBOOK: '' } }],
      ['registerRules', { value: { username: { acceptedPattern: '([', message: '', minLength: 1, maxLength: 2, required: true, updateRequired: false, patternId: 'X', enabled: true } } }],
    ];
    for (const [key, payload] of cases) {
      const before = JSON.stringify(gateway.store.settings.get(key as 'maintenance'));
      const response = await admin('PUT', `/admin/settings/${key}`, payload);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
      expect(JSON.stringify(gateway.store.settings.get(key as 'maintenance'))).toBe(before);
    }
  });

  it('answers 404 for an unknown setting', async () => {
    const response = await admin('PUT', '/admin/settings/nope', { value: 1 });
    expect(response.statusCode).toBe(404);
    expect(envelope(response).code).toBe('route.not.found');
  });
});

describe('admin API without ADMIN_TOKEN', () => {
  it('does not exist', async () => {
    const other = await startTestGateway({ env: { ADMIN_TOKEN: '' } });
    try {
      const response = await other.request({ method: 'GET', url: '/admin/settings', merchant: null, headers: { 'admin-token': '' } });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).code).toBe('route.not.found');
    } finally {
      await other.close();
    }
  });

  it('reads a captcha answer by its cookie id without using it up', async () => {
    const image = await gateway.request({ method: 'GET', url: '/wps/captcha' });
    const id = /captchaId=([0-9a-f]{32})/.exec(String(image.headers['set-cookie']))?.[1] ?? '';
    const stored = gateway.store.db.prepare('SELECT answer, expires_at FROM captchas WHERE id = ?').get(id);
    const response = await admin('GET', `/admin/captchas/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(envelope(response).value).toEqual({ answer: String(stored?.answer), expiresAt: Number(stored?.expires_at) });
    expect(gateway.store.captchas.count()).toBeGreaterThan(0);
    expect((await admin('GET', `/admin/captchas/${id}`)).statusCode).toBe(200);
    expect(envelope(await admin('GET', `/admin/captchas/${'0'.repeat(32)}`)).code).toBe('route.not.found');
    expect(envelope(await admin('GET', '/admin/captchas/nope')).code).toBe('request.invalid');
    expect((await admin('GET', `/admin/captchas/${id}`, undefined, 'wrong')).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';

import { ADMIN_TOKEN, envelope, startTestGateway } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';

const { gateway } = useSeededGateway({ sessions: false });

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
      value: {
        FACEBOOK: '',
        TELEGRAM: 'https://t.me/x',
        INSTAGRAM: '',
        YOUTUBE: 'https://youtube.com/@x',
        AFFILIATELINK: '',
        LIVE: '',
        SERVICE: '',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).value).toMatchObject({ TELEGRAM: 'https://t.me/x', FACEBOOK: '' });
    const row = gateway.store.db.prepare("SELECT value FROM settings WHERE key = 'links'").get();
    expect(JSON.parse(String(row?.value)).YOUTUBE).toBe('https://youtube.com/@x');
    const single = await admin('GET', '/admin/settings/links');
    expect((envelope(single).value as Record<string, string>).TELEGRAM).toBe('https://t.me/x');
  });

  it('takes the terms link, refuses one that is not a web address, and still takes links stored without it', async () => {
    const links = { FACEBOOK: '', TELEGRAM: '', INSTAGRAM: '', YOUTUBE: '', AFFILIATELINK: '', LIVE: '', SERVICE: '' };
    const stored = await admin('PUT', '/admin/settings/links', { value: { ...links, TERMS: 'https://lobby.example/terms' } });
    expect(stored.statusCode).toBe(200);
    expect((envelope(stored).value as Record<string, string>).TERMS).toBe('https://lobby.example/terms');
    const refused = await admin('PUT', '/admin/settings/links', { value: { ...links, TERMS: 'javascript:alert(1)' } });
    expect(refused.statusCode).toBe(400);
    expect((await admin('PUT', '/admin/settings/links', { value: links })).statusCode).toBe(200);
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
      [
        'registerRules',
        {
          value: {
            username: {
              acceptedPattern: '([',
              message: '',
              minLength: 1,
              maxLength: 2,
              required: true,
              updateRequired: false,
              patternId: 'X',
              enabled: true,
            },
          },
        },
      ],
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

describe('addresses in settings', () => {
  /** Every stored row and the settings version: a refused PUT must move neither. */
  const snapshot = () => ({
    rows: gateway.store.db.prepare('SELECT key, value, updated_at FROM settings ORDER BY key').all(),
    version: gateway.store.settings.version(),
  });
  const links = () => gateway.store.settings.get('links');

  const REFUSED_URLS = [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
    ' https://lobby.example/',
    'https://lobby.example/ ',
    'https:evil.example',
    'https:/\\evil.example',
    'https://lobby.example\\@evil.example',
    'https://lobby.example@evil.example/',
    'https://a;script-src.example/',
    'https://*.evil.example/',
    'ftp://files.example/',
    'lobby.example/join',
  ];

  it('refuses every non-http(s) link with setting.url.invalid naming the field, and stores nothing', async () => {
    for (const text of REFUSED_URLS) {
      const before = snapshot();
      // FACEBOOK is a valid change in the same value: it must not be stored either.
      const response = await admin('PUT', '/admin/settings/links', {
        value: { ...links(), FACEBOOK: 'https://www.facebook.com/changed', TELEGRAM: text },
      });
      expect(response.statusCode, text).toBe(400);
      expect(envelope(response), text).toMatchObject({
        success: false,
        code: 'setting.url.invalid',
        value: { setting: 'links', field: 'body/value/TELEGRAM', rule: 'web-url-or-empty' },
      });
      expect(envelope(response).message, text).toContain('body/value/TELEGRAM');
      expect(snapshot(), text).toEqual(before);
    }
  });

  it('refuses bad addresses in every address-valued setting, naming the field', async () => {
    const cases: [string, unknown, string][] = [
      [
        'customerService',
        [
          { type: 'LIVECHAT', url: 'https://support.lobby.example/chat' },
          { type: 'X', url: 'javascript:alert(1)' },
        ],
        'body/value/1/url',
      ],
      ['customerService', [{ type: 'LIVECHAT', url: '' }], 'body/value/0/url'],
      ['customerService', [{ type: 'LIVECHAT', url: '/m/message' }], 'body/value/0/url'],
      ['resources', [{ resourceType: 'IOS', url: 'data:text/html,<h1>x</h1>' }], 'body/value/0/url'],
      [
        'resources',
        [
          { resourceType: 'IOS', url: '/m/app' },
          { resourceType: 'Android', url: '//evil.example/app.apk' },
        ],
        'body/value/1/url',
      ],
      ['resources', [{ resourceType: 'IOS', url: '/\\evil.example' }], 'body/value/0/url'],
      ['imageCDNs', ['/cdn', 'javascript:alert(1)'], 'body/value/1'],
      ['imageCDNs', ['data:image/png;base64,AAAA'], 'body/value/0'],
      ['imageCDNs', ['//img.evil.example'], 'body/value/0'],
      ['imageCDNs', ['cdn'], 'body/value/0'],
      ['imageCDNs', ['https://img.cdn.example/path?v=1'], 'body/value/0'],
      ['imageCDNs', ['https://img.cdn.example;script-src/'], 'body/value/0'],
      ['paths', { home: '/m/home', login: 'javascript:alert(1)' }, 'body/value/login'],
      ['paths', { home: 'https://evil.example/m/home' }, 'body/value/home'],
      ['domainRoute', ['m2.lobby.example', 'javascript:alert(1)'], 'body/value/1'],
      ['domainRoute', ['https://m2.lobby.example'], 'body/value/0'],
      ['mainDomain', 'vbscript:msgbox(1)', 'body/value'],
    ];
    for (const [key, value, field] of cases) {
      const before = snapshot();
      const response = await admin('PUT', `/admin/settings/${key}`, { value });
      expect(response.statusCode, `${key} ${JSON.stringify(value)}`).toBe(400);
      expect(envelope(response), key).toMatchObject({ code: 'setting.url.invalid', value: { setting: key, field } });
      expect(snapshot(), key).toEqual(before);
    }
  });

  it('stores http(s) addresses, and app paths where the setting allows them', async () => {
    const defaults = Object.fromEntries(
      (['links', 'customerService', 'resources', 'imageCDNs', 'paths', 'domainRoute', 'mainDomain'] as const).map((key) => [
        key,
        gateway.store.settings.get(key),
      ]),
    );
    const cases: [string, unknown][] = [
      ['links', { ...links(), TELEGRAM: 'https://t.me/lobby', LIVE: 'http://live.lobby.example:8080/room?id=1#top', YOUTUBE: '' }],
      ['links', { ...links(), FACEBOOK: 'HTTPS://WWW.FACEBOOK.COM/Lobby' }],
      [
        'customerService',
        [
          { type: 'LIVECHAT', url: 'https://support.lobby.example/chat?lang=en' },
          { type: 'TELEGRAM', url: 'https://t.me/lobby' },
        ],
      ],
      [
        'resources',
        [
          { resourceType: 'IOS', url: '/m/app?platform=ios' },
          { resourceType: 'Android', url: 'https://downloads.lobby.example/lobby.apk' },
        ],
      ],
      ['imageCDNs', ['/cdn', 'https://img.cdn.example/path', 'http://127.0.0.1:8099/img/']],
      ['paths', { home: '/m/home', service: '/m/message' }],
      ['domainRoute', ['m2.lobby.example', 'LOBBY-3.example']],
      ['mainDomain', 'lobby.example'],
    ];
    try {
      for (const [key, value] of cases) {
        const response = await admin('PUT', `/admin/settings/${key}`, { value });
        expect(response.statusCode, key).toBe(200);
        expect(envelope(response).value, key).toEqual(value);
        expect(gateway.store.settings.get(key as 'links'), key).toEqual(value);
      }
    } finally {
      for (const [key, value] of Object.entries(defaults)) await admin('PUT', `/admin/settings/${key}`, { value });
    }
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

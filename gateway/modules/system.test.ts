import { DatabaseSync } from 'node:sqlite';

import { describe, expect, it, vi } from 'vitest';

import { REGISTER_TEXT_FIELDS } from '../../src/contract/register.ts';
import { base64ToBytes } from '../../src/lib/crypto/base64.ts';
import { desEcbDecrypt } from '../../src/lib/crypto/des.ts';
import type { SettingValues } from '../store/settings-catalog.ts';
import { SWITCH_IDS } from '../store/switches.ts';
import { ADMIN_TOKEN, envelope } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';

const { gateway } = useSeededGateway({ sessions: false });

interface Status {
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string; country: string };
  info: Record<string, unknown> & { customerService: { type: string; path: string }[]; whitelabel: unknown[] };
}

async function status(url = '/wps/system/status', headers: Record<string, string> = {}) {
  const response = await gateway.request({ method: 'GET', url, headers });
  return { response, value: (response.body === '' ? undefined : envelope(response).value) as Status };
}

async function putSetting(key: string, value: unknown) {
  const response = await gateway.request({
    method: 'PUT',
    url: `/admin/settings/${key}`,
    headers: { 'admin-token': ADMIN_TOKEN },
    payload: { value },
    merchant: null,
  });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('system status', () => {
  it('answers the documented shape on both paths', async () => {
    for (const url of ['/wps/system/status', '/wps/v2/system/status']) {
      const { response, value } = await status(url);
      expect(response.statusCode).toBe(200);
      expect(value).toMatchObject({ maintenance: false, regionRestriction: false, location: { ip: '127.0.0.1', country: 'PH' } });
      expect(Object.keys(value.info).sort()).toEqual(
        [
          'customerService',
          'domainRoute',
          'imageCDNs',
          'mainDomain',
          'mobileTemplate',
          'paths',
          'register',
          'resources',
          'whitelabel',
        ].sort(),
      );
      expect(value.info.imageCDNs).toEqual(['/cdn']);
      expect(value.info.mobileTemplate).toEqual({ mem_cen: 1, dep_func: 1, home: 0 });
      expect((value.info.resources as { resourceType: string }[]).map((r) => r.resourceType)).toEqual(['IOS', 'Android', 'MOBILECONFIG']);
    }
  });

  it('obfuscates customer-service paths so the app can decrypt them (DES, key = last 8 characters)', async () => {
    const { value } = await status();
    const entry = value.info.customerService[0];
    expect(entry?.type).toBe('LIVECHAT');
    const path = entry?.path ?? '';
    const key = new TextEncoder().encode(path.slice(-8));
    const url = new TextDecoder().decode(desEcbDecrypt(base64ToBytes(path.slice(0, -8)), key));
    expect(url).toBe('https://support.lobby.example/chat');
  });

  it('sends ETag, Last-Modified and no-cache, and answers 304 to a matching If-None-Match', async () => {
    const { response } = await status();
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(new Date(String(response.headers['last-modified'])).getTime()).not.toBeNaN();
    const again = await status('/wps/system/status', { 'if-none-match': etag });
    expect(again.response.statusCode).toBe(304);
    expect(again.response.body).toBe('');
    const other = await status('/wps/system/status', { 'if-none-match': '"something-else"' });
    expect(other.response.statusCode).toBe(200);
    const since = await status('/wps/system/status', { 'if-modified-since': String(response.headers['last-modified']) });
    expect(since.response.statusCode).toBe(304);
  });

  it('reflects maintenance from the stored setting, with a new ETag and Last-Modified', async () => {
    const before = await status();
    // Last-Modified counts whole seconds: the change is stamped 1.1 s later on the gateway's clock
    // (only Date is faked; the requests' own timers stay real).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1100 });
    try {
      await putSetting('maintenance', true);
      const after = await status('/wps/system/status', { 'if-none-match': String(before.response.headers.etag) });
      expect(after.response.statusCode).toBe(200);
      expect(after.value.maintenance).toBe(true);
      expect(after.response.headers.etag).not.toBe(before.response.headers.etag);
      expect(Date.parse(String(after.response.headers['last-modified']))).toBeGreaterThan(
        Date.parse(String(before.response.headers['last-modified'])),
      );
    } finally {
      await putSetting('maintenance', false);
      vi.useRealTimers();
    }
    expect((await status()).value.maintenance).toBe(false);
  });

  it('answers the home template the operator picks, and only 0 or 1', async () => {
    await putSetting('mobileTemplate', { mem_cen: 1, dep_func: 0, home: 1 });
    try {
      expect((await status()).value.info.mobileTemplate).toEqual({ mem_cen: 1, dep_func: 0, home: 1 });
      for (const value of [
        { mem_cen: 1, dep_func: 1, home: 2 },
        { mem_cen: 1, dep_func: 1, home: '1' },
      ]) {
        const refused = await gateway.request({
          method: 'PUT',
          url: '/admin/settings/mobileTemplate',
          headers: { 'admin-token': ADMIN_TOKEN },
          payload: { value },
          merchant: null,
        });
        expect(refused.statusCode).toBe(400);
      }
      expect((await status()).value.info.mobileTemplate).toEqual({ mem_cen: 1, dep_func: 0, home: 1 });
    } finally {
      await putSetting('mobileTemplate', { mem_cen: 1, dep_func: 1, home: 0 });
    }
  });

  it('answers the base home for a template value stored before the home template existed', async () => {
    // Written past the admin API's schema, as an older gateway stored it.
    const legacy = { mem_cen: 0, dep_func: 1 } as unknown as SettingValues['mobileTemplate'];
    gateway.store.settings.set('mobileTemplate', legacy);
    try {
      expect((await status()).value.info.mobileTemplate).toEqual({ mem_cen: 0, dep_func: 1, home: 0 });
    } finally {
      await putSetting('mobileTemplate', { mem_cen: 1, dep_func: 1, home: 0 });
    }
  });

  it('restricts by stored IP list or the global switch', async () => {
    await putSetting('restrictedIps', ['10.0.0.1', '127.0.0.1']);
    expect((await status()).value.regionRestriction).toBe(true);
    await putSetting('restrictedIps', ['10.0.0.1']);
    expect((await status()).value.regionRestriction).toBe(false);
    await putSetting('regionRestriction', true);
    expect((await status()).value.regionRestriction).toBe(true);
    await putSetting('regionRestriction', false);
  });
});

describe('status reuse between settings changes', () => {
  it('answers the same body from one settings read until a setting is written', async () => {
    const reads = vi.spyOn(gateway.store.settings, 'all');
    try {
      const first = await status();
      const second = await status();
      expect(second.response.body).toBe(first.response.body);
      expect(second.response.headers.etag).toBe(first.response.headers.etag);
      expect(second.response.headers['last-modified']).toBe(first.response.headers['last-modified']);
      // The customer-service list shares the same settings read.
      await gateway.request({ method: 'GET', url: '/wps/system/customer-service' });
      expect(reads.mock.calls.length).toBeLessThanOrEqual(1);
      reads.mockClear();

      const version = gateway.store.settings.version();
      await putSetting('customerService', [{ type: 'TELEGRAM', url: 'https://t.me/lobby_changed' }]);
      expect(gateway.store.settings.version()).toBeGreaterThan(version);
      const afterAdmin = await status();
      expect(afterAdmin.response.body).not.toBe(first.response.body);
      expect(afterAdmin.response.headers.etag).not.toBe(first.response.headers.etag);
      expect(afterAdmin.value.info.customerService.map((entry) => entry.type)).toEqual(['TELEGRAM']);
      expect((await status()).response.body).toBe(afterAdmin.response.body);
      expect(reads).toHaveBeenCalledTimes(1);

      // A write through the store, past the admin API, is seen as well.
      gateway.store.settings.set('defaultCountry', 'SG');
      expect((await status()).value.location.country).toBe('SG');
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
      gateway.store.settings.set('defaultCountry', 'PH');
      await putSetting('customerService', [{ type: 'LIVECHAT', url: 'https://support.lobby.example/chat' }]);
    }
    expect((await status()).value.info.customerService[0]?.type).toBe('LIVECHAT');
  });

  it('sees a setting edited in the database by another connection', async () => {
    const before = await status();
    expect(before.value.maintenance).toBe(false);
    const shell = new DatabaseSync(gateway.config.databaseFile);
    const edit = shell.prepare('UPDATE settings SET value = ? WHERE key = ?');
    try {
      edit.run('true', 'maintenance');
      const after = await status();
      expect(after.value.maintenance).toBe(true);
      expect(after.response.headers.etag).not.toBe(before.response.headers.etag);
    } finally {
      edit.run('false', 'maintenance');
      shell.close();
    }
    expect((await status()).value.maintenance).toBe(false);
  });

  it("keeps the caller's address and its restriction per request", async () => {
    const from = async (remoteAddress: string) => {
      const response = await gateway.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { merchant: 'nasa11f2' },
        remoteAddress,
      });
      return envelope(response).value as Status;
    };
    await putSetting('restrictedIps', ['10.0.0.1']);
    try {
      const restricted = await from('10.0.0.1');
      const other = await from('10.0.0.2');
      const mapped = await from('::ffff:10.0.0.1');
      expect(restricted.location.ip).toBe('10.0.0.1');
      expect(restricted.regionRestriction).toBe(true);
      expect(other.location.ip).toBe('10.0.0.2');
      expect(other.regionRestriction).toBe(false);
      expect(mapped).toEqual(restricted);
      expect(other.info).toEqual(restricted.info);
      expect((await from('10.0.0.1')).regionRestriction).toBe(true);
    } finally {
      await putSetting('restrictedIps', []);
    }
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('answers the domain route, main domain and image CDNs of the settings, revalidated by ETag', async () => {
    const response = await gateway.request({ method: 'GET', url: '/wps/system/domainRoute' });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).value).toEqual({ domainRoute: [], mainDomain: 'lobby.example', imageCDNs: ['/cdn'] });
    const again = await gateway.request({
      method: 'GET',
      url: '/wps/system/domainRoute',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('follows a settings change', async () => {
    await putSetting('domainRoute', ['m1.lobby.example', 'm2.lobby.example']);
    await putSetting('imageCDNs', ['https://img.lobby.example/cdn']);
    try {
      const response = await gateway.request({ method: 'GET', url: '/wps/system/domainRoute?t=1700000000000' });
      expect(envelope(response).value).toEqual({
        domainRoute: ['m1.lobby.example', 'm2.lobby.example'],
        mainDomain: 'lobby.example',
        imageCDNs: ['https://img.lobby.example/cdn'],
      });
    } finally {
      await putSetting('domainRoute', []);
      await putSetting('imageCDNs', ['/cdn']);
    }
  });

  it('refuses a malformed cache buster with request.invalid', async () => {
    const response = await gateway.request({ method: 'GET', url: '/wps/system/domainRoute?t=abc' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).code).toBe('request.invalid');
  });
});

describe('white label and settings', () => {
  it('builds the switch tree with every switch and module, social logins off by default', async () => {
    const response = await gateway.request({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(response.headers.etag).toBeDefined();
    const tree = envelope(response).value as { modId: string; enabled: string; childrenNodes: unknown[] }[];
    const flat: Record<string, string> = {};
    const walk = (nodes: typeof tree) => {
      for (const node of nodes) {
        flat[node.modId] = node.enabled;
        walk(node.childrenNodes as typeof tree);
      }
    };
    walk(tree);
    expect(Object.keys(flat).sort()).toEqual([...SWITCH_IDS].sort());
    expect(flat.FACEBOOKLOGIN3).toBe('0');
    expect(flat.GOOGLELOGIN3).toBe('0');
    expect(flat.FREEPLAY3).toBe('1');
    const reg = tree.find((node) => node.modId === 'REG3');
    expect(JSON.stringify(reg)).toContain('USERNAMEREG3');
  });

  it('turning a parent off turns its children off in the tree and the flattened switches', async () => {
    await putSetting('switches', { REG3: false });
    try {
      const consolidated = envelope(await gateway.request({ method: 'GET', url: '/wps/system/settings/consolidated' })).value as {
        switches: Record<string, boolean>;
      };
      expect(consolidated.switches.REG3).toBe(false);
      expect(consolidated.switches.USERNAMEREG3).toBe(false);
      expect(consolidated.switches.FREEPLAY3).toBe(true);
    } finally {
      await putSetting('switches', { REG3: true });
    }
  });

  it('serves consolidated settings', async () => {
    const value = envelope(await gateway.request({ method: 'GET', url: '/wps/system/settings/consolidated' })).value as {
      switches: Record<string, boolean>;
      links: Record<string, string>;
      appWindow: boolean;
      promotions: { REFERRAL: { enabled: boolean } };
      currency: { code: string; symbol: string };
      languages: string[];
    };
    expect(value.languages.slice(0, 2)).toEqual(['EN', 'TY']);
    expect(Object.keys(value.links).sort()).toEqual([
      'AFFILIATELINK',
      'FACEBOOK',
      'INSTAGRAM',
      'LIVE',
      'SERVICE',
      'TELEGRAM',
      'TERMS',
      'YOUTUBE',
    ]);
    expect(value.appWindow).toBe(true);
    expect(value.promotions.REFERRAL.enabled).toBe(true);
    expect(value.currency).toEqual({ code: 'PHP', symbol: '₱' });
    expect(value.switches.CBS3).toBe(true);
  });

  it('serves register rules for every field and the login rules, editable', async () => {
    const url = '/wps/system/setting/register';
    const rules = envelope(await gateway.request({ method: 'GET', url })).value as Record<string, Record<string, unknown>>;
    const fields = [...REGISTER_TEXT_FIELDS, 'loginUsername', 'loginPassword', 'loginMobileNum'];
    for (const field of fields) {
      expect(Object.keys(rules[field] ?? {}).sort()).toEqual(
        ['acceptedPattern', 'enabled', 'maxLength', 'message', 'minLength', 'patternId', 'required', 'updateRequired'].sort(),
      );
      const pattern = String(rules[field]?.acceptedPattern);
      if (pattern !== '*') expect(() => new RegExp(pattern)).not.toThrow();
    }
    expect(new RegExp(String(rules.loginUsername?.acceptedPattern)).test('demo')).toBe(true);
    expect(new RegExp(String(rules.username?.acceptedPattern)).test('abc')).toBe(false);
    expect(rules.email?.maxLength).toBe(254);

    await putSetting('registerRules', { ...rules, qqNum: { ...rules.qqNum, enabled: true, required: true } });
    const edited = envelope(await gateway.request({ method: 'GET', url })).value as typeof rules;
    expect(edited.qqNum).toMatchObject({ enabled: true, required: true });
    const fromStatus = envelope(await gateway.request({ method: 'GET', url: '/wps/system/status' })).value as Status;
    expect(fromStatus.info.register).toEqual(edited);
  });

  it('lists countries with the Philippines first and serves their flags', async () => {
    const countries = envelope(await gateway.request({ method: 'GET', url: '/wps/system/country' })).value as {
      isoCode: string;
      dialingCode: string;
      flagUrl: string;
    }[];
    expect(countries.length).toBeGreaterThanOrEqual(20);
    expect(countries[0]).toEqual({ isoCode: 'PH', name: 'Philippines', dialingCode: '+63', flagUrl: '/cdn/flags/PH.svg' });
    for (const country of countries) expect(country.dialingCode).toMatch(/^\+[0-9]{1,4}$/);
    const flag = await gateway.request({ method: 'GET', url: countries[1]?.flagUrl ?? '', merchant: null });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toContain('image/svg+xml');
    expect(flag.body).toMatch(/^<svg /);
  });
});

describe('download links, customer service and the news video', () => {
  const decode = (path: string) =>
    new TextDecoder().decode(desEcbDecrypt(base64ToBytes(path.slice(0, -8)), new TextEncoder().encode(path.slice(-8))));

  it('answers the stored resources, also after an edit, like status info.resources', async () => {
    const first = await gateway.request({ method: 'GET', url: '/wps/system/download' });
    expect(first.statusCode).toBe(200);
    expect(envelope(first).value).toEqual([
      { resourceType: 'IOS', url: '/m/app?platform=ios' },
      { resourceType: 'Android', url: '/m/app?platform=android' },
      { resourceType: 'MOBILECONFIG', url: '/m/app?platform=webclip' },
    ]);
    const etag = String(first.headers.etag);
    expect((await gateway.request({ method: 'GET', url: '/wps/system/download', headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );

    const edited = [{ resourceType: 'Android', url: 'https://downloads.lobby.example/lobby.apk' }];
    await putSetting('resources', edited);
    const after = await gateway.request({ method: 'GET', url: '/wps/system/download', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(envelope(after).value).toEqual(edited);
    expect((await status()).value.info.resources).toEqual(edited);
    await putSetting('resources', []);
    expect(envelope(await gateway.request({ method: 'GET', url: '/wps/system/download' })).value).toEqual([]);
  });

  it('answers customer-service entries obfuscated exactly like status, decoding to the stored URL', async () => {
    await putSetting('customerService', [
      { type: 'LIVECHAT', url: 'https://support.lobby.example/chat?lang=en' },
      { type: 'TELEGRAM', url: 'https://t.me/lobby_support' },
    ]);
    const response = await gateway.request({ method: 'GET', url: '/wps/system/customer-service' });
    expect(response.statusCode).toBe(200);
    const entries = envelope(response).value as { type: string; path: string }[];
    expect(entries.map((entry) => entry.type)).toEqual(['LIVECHAT', 'TELEGRAM']);
    expect(entries.map((entry) => decode(entry.path))).toEqual([
      'https://support.lobby.example/chat?lang=en',
      'https://t.me/lobby_support',
    ]);
    expect(entries).toEqual((await status()).value.info.customerService);
    const again = await gateway.request({
      method: 'GET',
      url: '/wps/system/customer-service',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('exposes the newsVideo setting in consolidated settings, without a jackpot', async () => {
    const consolidated = async () =>
      envelope(await gateway.request({ method: 'GET', url: '/wps/system/settings/consolidated' })).value as Record<string, unknown>;
    const before = await consolidated();
    expect(before.newsVideo).toEqual({ youtubeId: 'M7lc1UVf-VE' });
    expect(before).not.toHaveProperty('jackpot');
    await putSetting('newsVideo', { youtubeId: 'dQw4w9WgXcQ' });
    expect((await consolidated()).newsVideo).toEqual({ youtubeId: 'dQw4w9WgXcQ' });
    const bad = await gateway.request({
      method: 'PUT',
      url: '/admin/settings/newsVideo',
      headers: { 'admin-token': ADMIN_TOKEN },
      payload: { value: { youtubeId: '<script>' } },
      merchant: null,
    });
    expect(envelope(bad).code).toBe('request.invalid');
  });
});

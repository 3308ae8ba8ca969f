import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { loginValue } from '../test-support/flows.ts';
import { ADMIN_TOKEN, envelope, startTestGateway, type TestGateway } from '../test-support/harness.ts';
import {
  APP_CONTENT_SECURITY_POLICY,
  appShellContentSecurityPolicy,
  CONTENT_SECURITY_POLICY,
  imageCdnOrigins,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers.ts';

let gateway: TestGateway;
const distDir = mkdtempSync(path.join(tmpdir(), 'gateway-dist-'));

beforeAll(async () => {
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Lobby</title><div id="root"></div>');
  writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  gateway = await startTestGateway({ env: { SERVE_APP: 'on', DIST_DIR: distDir } });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await putImageCdns(['/cdn']);
});
afterAll(async () => {
  await gateway.close();
  rmSync(distDir, { recursive: true, force: true });
});

function putImageCdns(value: unknown) {
  return gateway.request({
    method: 'PUT',
    url: '/admin/settings/imageCDNs',
    merchant: null,
    headers: { 'admin-token': ADMIN_TOKEN },
    payload: { value },
  });
}

async function policyOf(url: string, method: 'GET' | 'HEAD' = 'GET'): Promise<string> {
  const response = await gateway.request({ method, url, merchant: null });
  expect(response.statusCode, url).toBe(200);
  return String(response.headers['content-security-policy']);
}

const imgSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('img-src '));

const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `));

describe('what the policies allow', () => {
  it('allows no inline style anywhere, and on every answer but the app pages images of this origin only', async () => {
    for (const policy of [CONTENT_SECURITY_POLICY, APP_CONTENT_SECURITY_POLICY]) {
      expect(directive(policy, 'style-src')).toBe("style-src 'self'");
      expect(policy).not.toContain('unsafe-inline');
      expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    }
    expect(imgSrc(CONTENT_SECURITY_POLICY)).toBe("img-src 'self'");
    expect(APP_CONTENT_SECURITY_POLICY).toBe(CONTENT_SECURITY_POLICY.replace("img-src 'self'", "img-src 'self' data: blob: https:"));
    // The API, the worker script, a picture, an unknown address: the narrow policy.
    for (const url of ['/wps/system/status', '/sw.js', '/cdn/games/1001.webp', '/wps/nothing']) {
      const response = await gateway.request({ method: 'GET', url, merchant: url.startsWith('/wps') ? undefined : null });
      expect(response.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
    }
  });
});

describe('image CDN origins in the app shell policy', () => {
  it('sends the app policy while the image CDN is this server', async () => {
    expect(await policyOf('/m/home')).toBe(APP_CONTENT_SECURITY_POLICY);
  });

  it('allows the app pages images from any https host, so a CDN changed after the app was installed still shows', async () => {
    expect(imgSrc(APP_CONTENT_SECURITY_POLICY)).toBe("img-src 'self' data: blob: https:");
    await putImageCdns(['https://img.cdn.example/path']);
    expect(await policyOf('/m/home')).toBe(APP_CONTENT_SECURITY_POLICY);
  });

  it('adds the origin of each configured plain-http image CDN to img-src of the app HTML, and nothing else', async () => {
    const put = await putImageCdns([
      '/cdn',
      'https://img.cdn.example/path',
      'http://127.0.0.1:8099/img',
      'http://IMG.cdn.example:80/other/',
    ]);
    expect(put.statusCode).toBe(200);
    const expected = "img-src 'self' data: blob: https: http://127.0.0.1:8099 http://img.cdn.example";
    for (const url of ['/m/home', '/', '/index.html', '/m/login?x=1']) {
      const policy = await policyOf(url);
      expect(imgSrc(policy), url).toBe(expected);
      // Every other directive stays the documented one.
      expect(policy, url).toBe(APP_CONTENT_SECURITY_POLICY.replace("img-src 'self' data: blob: https:", expected));
    }
    expect(imgSrc(await policyOf('/m/home', 'HEAD'))).toBe(expected);
    // Not HTML, or not the app: the API, the worker script and the gateway's own pages keep theirs.
    expect(await policyOf('/sw.js')).toBe(CONTENT_SECURITY_POLICY);
    const status = await gateway.request({ method: 'GET', url: '/wps/system/status' });
    expect(status.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('follows each change of the setting', async () => {
    await putImageCdns(['http://a.cdn.example']);
    expect(imgSrc(await policyOf('/m/home'))).toBe("img-src 'self' data: blob: https: http://a.cdn.example");
    await putImageCdns(['http://b.cdn.example/x', '/cdn']);
    expect(imgSrc(await policyOf('/m/home'))).toBe("img-src 'self' data: blob: https: http://b.cdn.example");
    await putImageCdns(['/cdn']);
    expect(await policyOf('/m/home')).toBe(APP_CONTENT_SECURITY_POLICY);

    // An edit from another connection (the sqlite3 shell) is seen too.
    const shell = new DatabaseSync(gateway.config.databaseFile);
    try {
      shell.prepare('UPDATE settings SET value = ? WHERE key = ?').run(JSON.stringify(['http://shell.cdn.example/i']), 'imageCDNs');
      expect(imgSrc(await policyOf('/m/home'))).toBe("img-src 'self' data: blob: https: http://shell.cdn.example");
    } finally {
      shell.close();
    }
  });

  it('builds the policy once per settings version', async () => {
    await putImageCdns(['http://img.cdn.example/path']);
    await policyOf('/m/home');
    const get = vi.spyOn(gateway.store.settings, 'get');
    const reads = () => get.mock.calls.filter(([key]) => key === 'imageCDNs').length;
    await policyOf('/m/home');
    await policyOf('/m/login');
    expect(reads()).toBe(0);
    gateway.store.settings.set('imageCDNs', ['http://other.cdn.example']);
    expect(imgSrc(await policyOf('/m/home'))).toBe("img-src 'self' data: blob: https: http://other.cdn.example");
    await policyOf('/m/home');
    expect(reads()).toBe(1);
  });

  it('never writes a refused scheme into the header', async () => {
    await putImageCdns(['http://img.cdn.example/path']);
    const refused = await putImageCdns(['javascript:alert(1)', 'http://ok.cdn.example']);
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).code).toBe('setting.url.invalid');
    expect(imgSrc(await policyOf('/m/home'))).toBe("img-src 'self' data: blob: https: http://img.cdn.example");

    // Stored behind the admin API's back (the settings table can be edited by hand).
    gateway.store.settings.set('imageCDNs', [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:image/png;base64,AAAA',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/img',
      'http://a;script-src.example/',
      'http://*.evil.example/',
      'http://user@evil.example/',
      'http://ok.cdn.example/img',
    ]);
    const policy = await policyOf('/m/home');
    expect(imgSrc(policy)).toBe("img-src 'self' data: blob: https: http://ok.cdn.example");
    expect(policy.split('; ')).toHaveLength(CONTENT_SECURITY_POLICY.split('; ').length);
    for (const part of ['javascript', 'data:image', 'vbscript', 'file:', 'evil', 'script-src.example']) expect(policy).not.toContain(part);
  });
});

describe('appShellContentSecurityPolicy', () => {
  it('is the app policy when no CDN is external', () => {
    expect(appShellContentSecurityPolicy(['/cdn'])).toBe(APP_CONTENT_SECURITY_POLICY);
    expect(appShellContentSecurityPolicy([])).toBe(APP_CONTENT_SECURITY_POLICY);
  });

  it('takes plain-http origins only, once each, skipping https ones (allowed already) and anything that is not a web URL', () => {
    expect(
      imageCdnOrigins([
        'http://img.example/a',
        'http://img.example/b',
        'https://img.example',
        'http://other.example',
        42,
        null,
        '/cdn',
        'javascript:x',
      ]),
    ).toEqual(['http://img.example', 'http://other.example']);
    expect(appShellContentSecurityPolicy(['https://img.example/a'])).toBe(APP_CONTENT_SECURITY_POLICY);
  });
});

describe('Firebase sign-in in the app shell policy', () => {
  it("opens Google's helper, the auth domain and the emulator to the app pages only while Firebase login is configured", async () => {
    const firebaseGateway = await startTestGateway({
      env: { SERVE_APP: 'on', DIST_DIR: distDir, FIREBASE_PROJECT_ID: 'demo-lobby', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' },
    });
    try {
      const page = await firebaseGateway.request({ method: 'GET', url: '/m/login', merchant: null });
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain(
        "script-src 'self' https://apis.google.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
      );
      expect(policy).toContain(
        "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com http://127.0.0.1:9199;",
      );
      expect(policy).toContain(
        "frame-src 'self' https://demo-lobby.firebaseapp.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ http://127.0.0.1:9199 https://www.youtube-nocookie.com;",
      );
      // Google's helper and the reCAPTCHA widget write inline styles: allowed on the app pages only.
      expect(policy).toContain("style-src 'self' 'unsafe-inline';");
      // The sign-in popup must keep its opener.
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      // The API keeps the strict policy.
      const api = await firebaseGateway.request({ method: 'GET', url: '/wps/system/status' });
      expect(api.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(api.headers['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      await firebaseGateway.close();
    }
    const plain = await gateway.request({ method: 'GET', url: '/m/login', merchant: null });
    expect(plain.headers['content-security-policy']).toBe(APP_CONTENT_SECURITY_POLICY);
    expect(plain.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('Permissions-Policy', () => {
  it('switches off the powerful features no page uses, on the app, the API and the gateway pages', async () => {
    expect(PERMISSIONS_POLICY).toBe(
      'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()',
    );
    // What the app uses keeps the browser's default: the news video's frame and the invite page.
    for (const used of ['autoplay', 'encrypted-media', 'picture-in-picture', 'fullscreen', 'web-share', 'clipboard-write'])
      expect(PERMISSIONS_POLICY).not.toContain(used);
    for (const url of ['/m/home', '/sw.js', '/wps/system/status', `/lgw/play/${'0'.repeat(64)}`, '/lgw/lotto/x', '/nothing/here']) {
      const response = await gateway.request({ method: 'GET', url });
      expect(response.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    // Malformed addresses are answered before any hook, with the same headers.
    const malformed = await gateway.request({ method: 'GET', url: '/wps/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });
});

describe('over HTTPS', () => {
  const viaProxy = { 'x-forwarded-proto': 'https' };
  const setCookie = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']);

  it('over plain HTTP: no HSTS, and a captcha cookie without Secure, even when a request claims HTTPS', async () => {
    for (const headers of [{}, viaProxy]) {
      for (const url of ['/m/home', '/wps/system/status']) {
        const response = await gateway.request({ method: 'GET', url, headers });
        expect(response.headers['strict-transport-security'], url).toBeUndefined();
      }
      const captcha = await gateway.request({ method: 'GET', url: '/wps/captcha', headers });
      expect(setCookie(captcha)).toMatch(/^captchaId=[0-9a-f]{32}; Path=\/; Max-Age=300; HttpOnly; SameSite=Strict$/);
    }
  });

  it('behind a proxy named in TRUST_PROXY that says HTTPS: HSTS on every answer, the captcha and page-key cookies Secure', async () => {
    // inject() requests come from 127.0.0.1, the proxy's address here.
    const behindProxy = await startTestGateway({ env: { SERVE_APP: 'on', DIST_DIR: distDir, TRUST_PROXY: 'loopback' } });
    try {
      for (const url of ['/m/home', '/sw.js', '/wps/system/status', `/lgw/play/${'0'.repeat(64)}`, '/lgw/lotto/x', '/nothing/here']) {
        const response = await behindProxy.request({ method: 'GET', url, headers: viaProxy });
        expect(response.headers['strict-transport-security'], url).toBe(STRICT_TRANSPORT_SECURITY);
        expect(response.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      }
      expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000');
      const secure = await behindProxy.request({ method: 'GET', url: '/wps/captcha', headers: viaProxy });
      expect(setCookie(secure)).toMatch(/^captchaId=[0-9a-f]{32}; Path=\/; Max-Age=300; HttpOnly; SameSite=Strict; Secure$/);
      // The game page's key too.
      const { token } = await loginValue(behindProxy, 'demo', 'demo1234');
      const game = behindProxy.store.catalog.games().find((candidate) => candidate.gameType === 'RNG')!;
      const launched = await behindProxy.request({
        method: 'GET',
        url: `/wps/game/launchGame?gameId=${game.id}`,
        headers: { authorization: token },
      });
      const { gameUrl } = envelope(launched).value as { gameUrl: string };
      const opened = await behindProxy.request({ method: 'GET', url: gameUrl, merchant: null, headers: viaProxy });
      expect(opened.statusCode).toBe(303);
      expect(setCookie(opened)).toMatch(
        /^playKey=[0-9a-f]{64}; Path=\/lgw\/play\/page\/[0-9a-f]{32}; Max-Age=7200; HttpOnly; SameSite=Strict; Secure$/,
      );

      // The proxy's own plain-HTTP hop, or a request that did not come through it, is HTTP.
      const plain = await behindProxy.request({ method: 'GET', url: '/wps/captcha', headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(setCookie(plain)).not.toContain('Secure');
      const direct = await behindProxy.request({ method: 'GET', url: '/wps/captcha', headers: viaProxy, remoteAddress: '203.0.113.9' });
      expect(direct.headers['strict-transport-security']).toBeUndefined();
      expect(setCookie(direct)).not.toContain('Secure');
    } finally {
      await behindProxy.close();
    }
  });

  it('believes no address that TRUST_PROXY does not name', async () => {
    const otherProxy = await startTestGateway({ env: { TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' } });
    try {
      const fromLoopback = await otherProxy.request({ method: 'GET', url: '/wps/system/status', headers: viaProxy });
      expect(fromLoopback.headers['strict-transport-security']).toBeUndefined();
      const fromProxy = await otherProxy.request({
        method: 'GET',
        url: '/wps/system/status',
        headers: viaProxy,
        remoteAddress: '10.1.2.3',
      });
      expect(fromProxy.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    } finally {
      await otherProxy.close();
    }
  });
});

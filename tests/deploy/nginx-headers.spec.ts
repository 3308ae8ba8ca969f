import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type APIResponse, expect, test } from '@playwright/test';

import { freePort } from '../e2e/fixtures/gateway.ts';
import { type RunningNginx, startNginx } from '../e2e/fixtures/nginx.ts';
import { DIST, writeBrand } from './brands.ts';

/**
 * What nginx sends with deploy/nginx's files, as an operator would serve the build: each rule of
 * deploy/README.md "What each rule is for", read with plain requests (no browser). The gateway is
 * only named here (its origin goes into the policy), never called.
 */

const GATEWAY = 'https://gw.brand-a.example';
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

let nginx: RunningNginx;
let brandDir: string;
let emptyBrandDir: string;
let site: string;
/** A site whose brand folder holds nothing: its brand files are missing. */
let bareSite: string;

/** A script of the build with both compressed copies (build/precompress.ts). */
function precompressedScript(): string {
  const assets = readdirSync(path.join(DIST, 'assets'));
  const script = assets.find((name) => name.endsWith('.js') && assets.includes(`${name}.br`) && assets.includes(`${name}.gz`));
  expect(script, 'the build has a script with .br and .gz copies').toBeDefined();
  return `/assets/${script}`;
}

const header = (response: APIResponse, name: string) => response.headers()[name];

test.beforeAll(async () => {
  brandDir = writeBrand(
    { merchantCode: 'brand0a', gatewayOrigin: GATEWAY, name: 'Brand A Lobby', shortName: 'Brand A', themeColor: '#123456' },
    // No woff2 in the build today: a brand's own font stands in for the type check.
    { 'favicon.svg': FAVICON, 'font.woff2': Buffer.from('wOF2') },
  );
  emptyBrandDir = mkdtempSync(path.join(tmpdir(), 'lobby-brand-empty-'));
  const ports = [await freePort(), await freePort()];
  nginx = await startNginx([
    { port: ports[0]!, distDir: DIST, brandDir, gatewayOrigin: GATEWAY },
    { port: ports[1]!, distDir: DIST, brandDir: emptyBrandDir, gatewayOrigin: GATEWAY },
  ]);
  [site, bareSite] = nginx.urls as [string, string];
});

test.afterAll(async () => {
  await nginx?.stop();
  for (const dir of [brandDir, emptyBrandDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test("answers the app's addresses with index.html, to be revalidated on every load", async ({ request }) => {
  const index = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  for (const url of ['/', '/m', '/m/home', '/m/anything/deeper?x=1', '/index.html']) {
    const response = await request.get(`${site}${url}`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status(), url).toBe(200);
    expect(header(response, 'content-type'), url).toBe('text/html; charset=utf-8');
    expect(header(response, 'cache-control'), url).toBe('no-cache');
    expect(await response.text(), url).toBe(index);
  }
});

test("serves the brand's files from its folder and the rest of the build's files with their types and cache rules", async ({ request }) => {
  const expected: [url: string, type: RegExp, cacheControl: string][] = [
    ['/sw.js', /^(application|text)\/javascript; charset=utf-8$/, 'no-cache'],
    ['/manifest.webmanifest', /^application\/manifest\+json; charset=utf-8$/, 'no-cache'],
    ['/config.json', /^application\/json; charset=utf-8$/, 'no-cache'],
    ['/brand/favicon.svg', /^image\/svg\+xml; charset=utf-8$/, 'no-cache'],
    ['/brand/icon-192.png', /^image\/png$/, 'no-cache'],
    ['/brand/font.woff2', /^font\/woff2$/, 'no-cache'],
    ['/first-load-hints.json', /^application\/json; charset=utf-8$/, 'public, max-age=3600'],
    [precompressedScript(), /^(application|text)\/javascript; charset=utf-8$/, 'public, max-age=31536000, immutable'],
  ];
  for (const [url, type, cacheControl] of expected) {
    const response = await request.get(`${site}${url}`);
    expect(response.status(), url).toBe(200);
    expect(header(response, 'content-type'), url).toMatch(type);
    expect(header(response, 'cache-control'), url).toBe(cacheControl);
  }
  expect(await (await request.get(`${site}/config.json`)).json()).toMatchObject({ merchantCode: 'brand0a', gatewayOrigin: GATEWAY });
  expect(await (await request.get(`${site}/manifest.webmanifest`)).json()).toMatchObject({ name: 'Brand A Lobby', theme_color: '#123456' });
  // The brand's own picture, and the build's default one where the brand has none.
  expect(await (await request.get(`${site}/brand/favicon.svg`)).text()).toBe(FAVICON);
  expect(await (await request.get(`${site}/brand/icon-192.png`)).body()).toEqual(readFileSync(path.join(DIST, 'brand/icon-192.png')));
});

test("sends the build's compressed copies as they are, by what the browser accepts", async ({ request }) => {
  const script = precompressedScript();
  const file = path.join(DIST, script);
  for (const [accepts, encoding, copy] of [
    ['br', 'br', `${file}.br`],
    ['gzip', 'gzip', `${file}.gz`],
    ['identity', undefined, file],
  ] as const) {
    // Playwright would decode the body; the length says which file was sent.
    const response = await request.head(`${site}${script}`, { headers: { 'accept-encoding': accepts } });
    expect(response.status(), accepts).toBe(200);
    expect(header(response, 'content-encoding'), accepts).toBe(encoding);
    expect(header(response, 'content-length'), accepts).toBe(String(statSync(copy).size));
    expect(header(response, 'vary'), accepts).toBe('Accept-Encoding');
    expect(header(response, 'cache-control'), accepts).toBe('public, max-age=31536000, immutable');
  }
});

test('answers a missing file with a real 404, never index.html', async ({ request }) => {
  for (const [base, url] of [
    [site, '/nope.json'],
    [site, '/assets/gone-1a2b3c.js'],
    [site, '/brand/nope.png'],
    [site, '/assets/'],
    [site, '/mhome'],
    [bareSite, '/config.json'],
    [bareSite, '/manifest.webmanifest'],
  ] as const) {
    const response = await request.get(`${base}${url}`);
    expect(response.status(), `${base}${url}`).toBe(404);
    expect(await response.text(), url).not.toContain('<div id="root"');
    expect(header(response, 'cache-control'), url).toBeUndefined();
  }
});

test("sends the gateway's security headers on every answer, errors too, with the gateway's origin in the policy", async ({ request }) => {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: https: ${GATEWAY}`,
    "font-src 'self' data:",
    `connect-src 'self' ${GATEWAY}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src 'self' https://www.youtube-nocookie.com ${GATEWAY}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  for (const url of ['/m/home', '/config.json', precompressedScript(), '/nope.json']) {
    const response = await request.get(`${site}${url}`);
    expect(header(response, 'content-security-policy'), url).toBe(policy);
    expect(header(response, 'x-frame-options'), url).toBe('DENY');
    expect(header(response, 'x-content-type-options'), url).toBe('nosniff');
    expect(header(response, 'referrer-policy'), url).toBe('strict-origin-when-cross-origin');
    expect(header(response, 'cross-origin-opener-policy'), url).toBe('same-origin');
    expect(header(response, 'permissions-policy'), url).toContain('camera=()');
    expect(header(response, 'server'), url).toBe('nginx');
  }
});

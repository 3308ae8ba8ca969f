import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, startTestGateway, type TestGateway } from '../test-support/harness.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

let gateway: TestGateway;
const distDir = mkdtempSync(path.join(tmpdir(), 'gateway-dist-'));
const INDEX = '<!doctype html><title>Lobby</title><div id="root"></div>';

beforeAll(async () => {
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(distDir, 'registerSW.js'), '/* register */');
  writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Lobby"}');
  writeFileSync(path.join(distDir, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(distDir, 'assets', 'index-a1b2c3.js'), 'console.log("app")');
  gateway = await startTestGateway({ env: { SERVE_APP: 'on', DIST_DIR: distDir } });
});
afterAll(async () => {
  await gateway.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string) => gateway.request({ method: 'GET', url, merchant: null });

describe('static app', () => {
  it('serves index.html at / with no-cache and the security headers', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('revalidates the worker, its registration and the manifest on every load', async () => {
    for (const url of ['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year, immutable, and other files for an hour', async () => {
    const asset = await get('/assets/index-a1b2c3.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/icon-192.png');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers deep links with the app shell', async () => {
    for (const url of ['/m/login', '/m/home?x=1', '/m/lotto-h5/a/b/games/12', '/m/index.html']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const head = await gateway.request({ method: 'HEAD', url: '/m/gameCenter', merchant: null });
    expect(head.statusCode).toBe(200);
  });

  it('never answers the shell for gateway paths or missing hashed assets', async () => {
    const api = await get('/wps/unknown');
    expect(api.statusCode).toBe(404);
    expect(envelope(api).code).toBe('route.not.found');
    for (const url of ['/lgw/x', '/cdn/unknown/thing.svg', '/admin/nothing', '/assets/missing-123.js']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<title>Lobby');
    }
    const post = await gateway.request({ method: 'POST', url: '/m/login', merchant: null, payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('does not serve files outside DIST_DIR', async () => {
    const response = await get('/../package.json');
    expect(response.body).not.toContain('"dependencies"');
  });

  it('still serves the API beside the app', async () => {
    const response = await gateway.request({ method: 'GET', url: '/wps/system/status' });
    expect(envelope(response).success).toBe(true);
  });
});

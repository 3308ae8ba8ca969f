/**
 * Build test: reads dist/ only (no browser) and checks what the service worker precaches and
 * what the web manifest declares. Needs a production build (`npx vite build`) first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';

import { MANIFEST_CONTEXT } from '../../src/config/manifest-texts.ts';
import { poEntryByContext } from '../../src/lib/i18n/po-entry.ts';
import { type PrecacheEntry, precacheFile, readPrecacheManifest } from '../tools/precache-manifest.ts';

const DIST = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.resolve(import.meta.dirname, '../../dist');
const EN_FEATURES_CATALOG = path.resolve(import.meta.dirname, '../../locales/en/features.po');

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => file.split(path.sep).join('/'));
}

interface WebManifest {
  name: string;
  description: string;
  start_url: string;
  scope: string;
  id: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test.describe('precache and web manifest in dist/', () => {
  let entries: PrecacheEntry[];
  let urls: string[];

  test.beforeAll(() => {
    expect(existsSync(path.join(DIST, 'sw.js')), 'dist/sw.js is missing: run `npx vite build` first').toBe(true);
    entries = readPrecacheManifest(DIST);
    urls = entries.map((entry) => entry.url);
  });

  test('lists every URL once, and every listed file exists', () => {
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(existsSync(precacheFile(DIST, url)), url).toBe(true);
  });

  test('holds the app shell with a revision', () => {
    const shell = entries.find((entry) => entry.url === 'index.html');
    expect(shell?.revision).toMatch(/^[0-9a-f]{32}$/);
  });

  test("holds every JavaScript chunk but the Firebase SDK's, and every stylesheet", () => {
    const scripts = filesUnder(path.join(DIST, 'assets'), '.js')
      .filter((file) => !file.startsWith('firebase-'))
      .map((file) => `assets/${file}`);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(urls).toContain(script);
    const styles = filesUnder(DIST, '.css');
    for (const style of styles) expect(urls).toContain(style);
  });

  test("announces the app's code, the English catalog, the home chunk and their stylesheets in index.html, so they load beside the first script", () => {
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+\.js)">/g)].map((match) => match[1]!);
    for (const file of preloaded) expect(existsSync(path.join(DIST, file)), file).toBe(true);
    const sources = preloaded.map((file) => readFileSync(path.join(DIST, file), 'utf8'));
    // The app's code (React and the store), the catalog's first-render texts and the home page's own lobby composition.
    expect(preloaded.some((file) => /^assets\/app-/.test(file))).toBe(true);
    expect(sources.some((source) => source.includes('"Member centre"'))).toBe(true);
    expect(sources.some((source) => source.includes('renderLobby') || /entrance/i.test(source))).toBe(true);
    // Nothing else (React and the bundler's runtime are files of the app's code): other pages load on demand.
    for (const file of preloaded) expect(file).toMatch(/^assets\/(app|react|rolldown-runtime|home|messages)-/);
    const styles = [...html.matchAll(/<link rel="preload" as="style" crossorigin href="\/(assets\/[^"]+\.css)">/g)].map(
      (match) => match[1]!,
    );
    expect(styles.some((file) => readFileSync(path.join(DIST, file), 'utf8').includes('.home-banner-area'))).toBe(true);
  });

  test('runs the small early script first, before the entry', () => {
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script type="module"(?: async)? crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/g)].map(
      (match) => match[1]!,
    );
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toMatch(/^assets\/early-data-/);
    // Run as soon as it has come, not after the stylesheet and with the entry.
    expect(html).toMatch(/<script type="module" async crossorigin src="\/assets\/early-data-/);
    // Small enough to arrive long before the entry; it reads the operator's configuration and sends
    // home's first call (src/early-data.ts).
    expect(readFileSync(path.join(DIST, scripts[0]!)).length).toBeLessThan(11_000);
    expect(readFileSync(path.join(DIST, scripts[0]!), 'utf8')).toContain('/wps/announcements');
  });

  test('does not precache the worker itself', () => {
    expect(urls).not.toContain('sw.js');
  });

  test("leaves the deployment's files and the Firebase SDK out of the precache", () => {
    // A brand replaces its configuration, manifest and pictures in place: the worker caches them
    // at install apart from the build (sw/deployment-files.ts). Signing in with Firebase needs the
    // network anyway.
    const kept = urls.filter((url) => /^\/?(config\.json|manifest\.webmanifest|brand\/)|firebase-/.test(url));
    expect(kept).toEqual([]);
    expect(existsSync(path.join(DIST, 'config.json'))).toBe(true);
    expect(existsSync(path.join(DIST, 'brand', 'apple-touch-icon-180.png'))).toBe(true);
  });

  test('emits a web manifest with home-screen start URL and the three icons', () => {
    const manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.webmanifest'), 'utf8')) as WebManifest;
    expect(manifest.start_url).toBe('/m/home?source=pwa');
    expect(manifest.scope).toBe('/');
    expect(manifest.id).toBe('/m/home');
    expect(manifest.display).toBe('standalone');
    const icon = (sizes: string, purpose: string) =>
      manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose));
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ] as const) {
      const found = icon(sizes, purpose);
      expect(found, `${sizes} ${purpose}`).toBeDefined();
      expect(found?.type).toBe('image/png');
      const png = PNG.sync.read(readFileSync(path.join(DIST, found!.src)));
      expect(`${png.width}x${png.height}`).toBe(sizes);
    }
    expect(readFileSync(path.join(DIST, 'index.html'), 'utf8')).toContain('rel="manifest"');
  });

  test('takes the manifest name and description from the EN catalog', () => {
    const manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.webmanifest'), 'utf8')) as WebManifest;
    const catalog = readFileSync(EN_FEATURES_CATALOG, 'utf8');
    expect(manifest.name).toBe(poEntryByContext(catalog, MANIFEST_CONTEXT.name));
    expect(manifest.description).toBe(poEntryByContext(catalog, MANIFEST_CONTEXT.description));
    expect(manifest.name.length).toBeGreaterThan(0);
  });

  test('keeps the maskable logo inside the safe zone (a centred circle of 40 % radius)', () => {
    const png = PNG.sync.read(readFileSync(path.join(DIST, 'brand', 'icon-maskable-512.png')));
    const background = [...png.data.subarray(0, 3)];
    const centre = png.width / 2;
    const outside: string[] = [];
    for (let y = 0; y < png.height; y++) {
      for (let x = 0; x < png.width; x++) {
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= 0.4 * png.width) continue;
        const i = (y * png.width + x) * 4;
        const same = [0, 1, 2].every((c) => png.data[i + c] === background[c]) && png.data[i + 3] === 255;
        if (!same) outside.push(`${x},${y}`);
      }
    }
    expect(outside.slice(0, 5), `${outside.length} logo pixels outside the safe zone`).toEqual([]);
  });
});

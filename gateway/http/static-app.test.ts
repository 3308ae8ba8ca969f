import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FIRST_LOAD_HINTS_FILE } from '../../src/contract/first-load-hints.ts';
import { FIRST_PAINT_TAB_BARS_FILE, withFirstPaintShell } from '../../src/contract/first-paint-shell.ts';
import { envelope, startTestGateway, type TestGateway } from '../test-support/harness.ts';
import { APP_CONTENT_SECURITY_POLICY } from './security-headers.ts';
import { cacheControlFor } from './static-app.ts';

let gateway: TestGateway;
const distDir = mkdtempSync(path.join(tmpdir(), 'gateway-dist-'));
const INDEX = '<!doctype html><title>Lobby</title><div id="root"></div>';
const APP_JS = `console.log(${JSON.stringify('app '.repeat(400))})`;

/** The copies build/precompress.ts writes beside a text file. */
function writeWithCopies(relativePath: string, text: string, suffixes: ('.br' | '.gz')[] = ['.br', '.gz']) {
  const file = path.join(distDir, relativePath);
  writeFileSync(file, text);
  if (suffixes.includes('.br')) writeFileSync(`${file}.br`, brotliCompressSync(text));
  if (suffixes.includes('.gz')) writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  mkdirSync(path.join(distDir, 'assets'));
  writeWithCopies('index.html', INDEX);
  writeWithCopies('sw.js', 'self.addEventListener("fetch", () => {});', ['.gz']);
  writeFileSync(path.join(distDir, 'registerSW.js'), '/* register */');
  writeWithCopies('manifest.webmanifest', '{"name":"Lobby"}');
  writeFileSync(path.join(distDir, 'config.json'), '{"merchantCode":"nasa11f2"}');
  writeFileSync(path.join(distDir, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  mkdirSync(path.join(distDir, 'brand'));
  writeFileSync(path.join(distDir, 'brand', 'icon-512.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeWithCopies('assets/index-a1b2c3.js', APP_JS);
  // What the build lists for the game centre (build/first-load-preload.ts); the gateway keeps only
  // plain /assets/ paths of it.
  writeFileSync(
    path.join(distDir, FIRST_LOAD_HINTS_FILE),
    JSON.stringify({
      gameCenter: {
        scripts: ['/assets/GameCentrePage-d4e5.js', '/assets/lobby-f6a7.js', 'https://elsewhere.example/x.js>; rel=prefetch'],
        styles: ['/assets/games-b8c9.css'],
      },
    }),
  );
  gateway = await startTestGateway({ env: { SERVE_APP: 'on', DIST_DIR: distDir } });
});
afterAll(async () => {
  await gateway.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string) => gateway.request({ method: 'GET', url, merchant: null });

describe('static app', () => {
  it('serves index.html with no-cache and the security headers', async () => {
    const response = await get('/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(APP_CONTENT_SECURITY_POLICY);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("revalidates the worker, its registration, and the deployment's configuration, manifest and brand on every load", async () => {
    for (const url of ['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest', '/config.json', '/brand/icon-512.png']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year, immutable, and other files for an hour', async () => {
    const asset = await get('/assets/index-a1b2c3.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(APP_JS);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/icon-192.png');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers deep links with the app shell', async () => {
    for (const url of ['/m/login', '/m/gameCenter?x=1', '/m/lotto-h5/a/b/games/12', '/m/register.html']) {
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
    // A missing file of the deployment is a 404 too: HTML in its place would be read as a bad file.
    for (const url of [
      '/lgw/x',
      '/cdn/unknown/thing.svg',
      '/admin/nothing',
      '/assets/missing-123.js',
      '/brand/logo.svg',
      '/nope.json',
      '/robots.txt',
    ]) {
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

describe('compressed copies', () => {
  const fetch = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    gateway.request({
      method,
      url,
      merchant: null,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  const decoded = (response: Awaited<ReturnType<typeof fetch>>) => {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
    return response.body;
  };
  const varies = (response: Awaited<ReturnType<typeof fetch>>) =>
    String(response.headers.vary)
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes('accept-encoding');

  it('sends brotli when accepted, gzip when only gzip is, the file itself otherwise', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
      ['', undefined],
      [undefined, undefined],
    ];
    const plain = await fetch('/assets/index-a1b2c3.js');
    for (const [accept, encoding] of cases) {
      const response = await fetch('/assets/index-a1b2c3.js', accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(decoded(response), accept).toBe(APP_JS);
      expect(Number(response.headers['content-length']), accept).toBe(response.rawPayload.length);
      if (encoding) expect(response.rawPayload.length, accept).toBeLessThan(APP_JS.length);
      expect(response.headers['content-type'], accept).toBe(plain.headers['content-type']);
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(varies(response), accept).toBe(true);
    }
    expect(plain.headers['content-type']).toContain('javascript');
  });

  it('keeps each file its own type and cache rule when compressed', async () => {
    for (const [url, type, cacheControl] of [
      ['/index.html', 'text/html', 'no-cache'],
      ['/m/login', 'text/html', 'no-cache'],
      ['/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
    ] as const) {
      const plain = await fetch(url);
      const response = await fetch(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(decoded(response), url).toBe(plain.body);
      expect(response.headers['content-type'], url).toBe(plain.headers['content-type']);
      expect(response.headers['content-type'], url).toContain(type);
      expect(response.headers['cache-control'], url).toBe(cacheControl);
      expect(plain.headers['cache-control'], url).toBe(cacheControl);
      expect(varies(response) && varies(plain), url).toBe(true);
    }
  });

  it('falls back to the next encoding, then to the file, for what the build left uncompressed', async () => {
    const worker = await fetch('/sw.js', 'br, gzip');
    expect(worker.headers['content-encoding']).toBe('gzip');
    expect(decoded(worker)).toBe('self.addEventListener("fetch", () => {});');
    expect(worker.headers['cache-control']).toBe('no-cache');
    for (const url of ['/registerSW.js', '/icon-192.png']) {
      const response = await fetch(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(varies(response), url).toBe(true);
    }
    expect((await fetch('/registerSW.js', 'br, gzip')).body).toBe('/* register */');
  });

  it('answers deep links with the compressed app shell, still no-cache', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const response = await fetch('/m/login?source=pwa', accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(decoded(response), accept).toBe(INDEX);
      expect(response.headers['content-type'], accept).toContain('text/html');
      expect(response.headers['cache-control'], accept).toBe('no-cache');
      expect(Number(response.headers['content-length']), accept).toBe(response.rawPayload.length);
      expect(varies(response), accept).toBe(true);
      expect(response.headers['content-security-policy'], accept).toBe(APP_CONTENT_SECURITY_POLICY);
    }
    const head = await fetch('/m/gameCenter', 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(INDEX).length);
  });

  it('never answers a compressed shell for a missing hashed asset', async () => {
    const response = await fetch('/assets/missing-123.js', 'br, gzip');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('gives a compressed copy the cache rule of the file it stands for', () => {
    expect(cacheControlFor('index.html.br')).toBe('no-cache');
    expect(cacheControlFor('sw.js.gz')).toBe('no-cache');
    expect(cacheControlFor(path.join('assets', 'index-a1b2c3.js.br'))).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('favicon.svg.gz')).toBe('public, max-age=3600');
  });
});

describe("home's first paint", () => {
  it('draws the first banner into the page on every home address, ahead of the app', async () => {
    const first = gateway.store.content.banners().find((banner) => banner.groupName === 'm_home')!;
    for (const url of ['/', '/m', '/m/home', '/m/home?source=pwa', '/m/index.html']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toBe(APP_CONTENT_SECURITY_POLICY);
      expect(response.body, url).toBe(withFirstPaintShell(INDEX, `/cdn/banners/${first.id}.webp`));
      expect(response.body, url).toContain(`<img class="home-banner__image" src="/cdn/banners/${first.id}.webp"`);
    }
    const head = await gateway.request({ method: 'HEAD', url: '/m/home', merchant: null });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it("draws the banner in the player's language, as the app's cookie names it", async () => {
    const first = gateway.store.content.banners().find((banner) => banner.groupName === 'm_home')!;
    const withCookie = (cookie: string) => gateway.request({ method: 'GET', url: '/m/home', merchant: null, headers: { cookie } });
    const tagalog = await withCookie('other=1; lobby-language=TY');
    expect(tagalog.body).toContain(`src="/cdn/banners/${first.id}.webp?language=TY"`);
    expect(tagalog.headers.link).toBe(`</cdn/banners/${first.id}.webp?language=TY>; rel=preload; as=image; fetchpriority=high`);
    expect(String(tagalog.headers.vary)).toMatch(/\bCookie\b/);
    // English, an unknown language or a malformed value: the banner's own address.
    for (const cookie of ['lobby-language=EN', 'lobby-language=XX', 'lobby-language=<b>']) {
      expect((await withCookie(cookie)).body, cookie).toContain(`src="/cdn/banners/${first.id}.webp"`);
    }
  });

  it("draws the build's tab bar in the player's language, English when the build has none of theirs", async () => {
    const first = gateway.store.content.banners().find((banner) => banner.groupName === 'm_home')!;
    const picture = `/cdn/banners/${first.id}.webp`;
    const bars = {
      EN: { lang: 'en', dir: 'ltr', html: '<nav class="tab-bar">Deposit</nav>' },
      TY: { lang: 'tl', dir: 'ltr', html: '<nav class="tab-bar">Magdeposito</nav>' },
    } as const;
    const barsFile = path.join(distDir, FIRST_PAINT_TAB_BARS_FILE);
    const withCookie = (cookie?: string) =>
      gateway.request({ method: 'GET', url: '/m/home', merchant: null, headers: cookie ? { cookie } : {} });
    writeFileSync(barsFile, JSON.stringify({ ...bars, XX: { html: 'no language' } }));
    try {
      expect((await withCookie('lobby-language=TY')).body).toBe(withFirstPaintShell(INDEX, `${picture}?language=TY`, bars.TY));
      for (const cookie of [undefined, 'lobby-language=EN', 'lobby-language=XX', 'lobby-language=JA']) {
        expect((await withCookie(cookie)).body, cookie).toBe(withFirstPaintShell(INDEX, picture, bars.EN));
      }
      // A file that is not the build's: the page is drawn without a tab bar rather than refused.
      writeFileSync(barsFile, '{ not json');
      expect((await withCookie('lobby-language=TY')).body).toBe(withFirstPaintShell(INDEX, `${picture}?language=TY`));
    } finally {
      rmSync(barsFile, { force: true });
    }
    expect((await withCookie('lobby-language=TY')).body).toBe(withFirstPaintShell(INDEX, `${picture}?language=TY`));
  });

  it('draws into the page as the folder holds it now, after a new build', async () => {
    const rebuilt = INDEX.replace('<title>Lobby</title>', '<title>Lobby 2</title>');
    writeFileSync(path.join(distDir, 'index.html'), rebuilt);
    try {
      expect((await get('/m/home')).body).toContain('<title>Lobby 2</title><div id="root"><div class="shell"');
    } finally {
      writeFileSync(path.join(distDir, 'index.html'), INDEX);
    }
  });

  it('leaves every other page as the build wrote it', async () => {
    for (const url of ['/m/login', '/m/gameCenter', '/m/homeX']) expect((await get(url)).body, url).toBe(INDEX);
  });
});

describe('first picture and code preload hints', () => {
  it("names the home carousel's first banner on the home page's answer, wherever home is opened", async () => {
    const first = gateway.store.content.banners().find((banner) => banner.groupName === 'm_home')!;
    for (const url of ['/', '/m', '/m/home', '/m/home?source=pwa', '/m/index.html']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.link, url).toBe(`</cdn/banners/${first.id}.webp>; rel=preload; as=image; fetchpriority=high`);
    }
    // The hinted picture is the one the banner list names first.
    const answer = envelope(await gateway.request({ method: 'GET', url: '/wps/announcements?types=B&groupName=m_home' })).value as {
      banners: { url: string }[];
    };
    expect(answer.banners[0]?.url).toBe(`/cdn/banners/${first.id}.webp`);
  });

  it("names the first TOP GAME tile on the game centre's answer", async () => {
    const answer = envelope(await gateway.request({ method: 'GET', url: '/wps/games/hot?merchantCode=nasa11f2&isPlatform=2&language=EN' }))
      .value as {
      list: { iconUrl: string }[];
    };
    const first = answer.list[0]?.iconUrl;
    expect(first).toMatch(/^\/cdn\/games\/\d+\.webp$/);
    expect((await get('/m/gameCenter')).headers.link).toBe(
      [
        `<${first}>; rel=preload; as=image; fetchpriority=high`,
        // Its code, listed by the build: it would otherwise be asked for only once the entry has run.
        '</assets/games-b8c9.css>; rel=preload; as=style; crossorigin',
        '</assets/GameCentrePage-d4e5.js>; rel=modulepreload',
        '</assets/lobby-f6a7.js>; rel=modulepreload',
      ].join(', '),
    );
  });

  it('leaves other pages, files and API answers without it', async () => {
    for (const url of ['/m/login', '/m/gameList?gameType=RNG', '/assets/index-a1b2c3.js', '/manifest.webmanifest']) {
      expect((await get(url)).headers.link, url).toBeUndefined();
    }
    expect((await gateway.request({ method: 'GET', url: '/wps/system/status' })).headers.link).toBeUndefined();
  });
});

/**
 * The app served from one origin and the reference gateway on another (gateway/README.md
 * "Cross-origin app (APP_ORIGINS)"): the build, its configuration naming the gateway, served by a
 * plain static server as a CDN would, calls the gateway with its cookies, shows its pictures, frames
 * its lottery and opens its game page, whose way back returns to the app.
 */
import { cpSync, createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { APIRequestContext } from '@playwright/test';

import { DEMO, loginThroughForm } from './fixtures/auth';
import { MERCHANT, type RunningGateway, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

const ROOT = path.resolve(import.meta.dirname, '../..');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
};

/** The built files as a static host serves them: a file when there is one, else the app's index.html. */
function serveStatic(folder: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(folder, path.normalize(pathname));
    if (!file.startsWith(folder) || !statSync(file, { throwIfNoEntry: false })?.isFile()) file = path.join(folder, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });
}

/** The one build, deployed for a gateway on another origin: a copy whose /config.json names it (docs/architecture.md#deploying). */
function deployFor(gatewayOrigin: string, outDir: string): void {
  cpSync(path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist')), outDir, { recursive: true });
  const config = JSON.parse(readFileSync(path.join(outDir, 'config.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(path.join(outDir, 'config.json'), JSON.stringify({ ...config, gatewayOrigin }));
}

async function liveGame(request: APIRequestContext, base: string): Promise<{ id: number; gameName: string }> {
  const response = await request.get(`${base}/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=1`, { headers: { Merchant: MERCHANT } });
  return ((await response.json()) as { value: { list: { id: number; gameName: string }[] } }).value.list[0]!;
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let app: { server: Server; origin: string };
let gateway: RunningGateway;
let distDir: string;

test.beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'lobby-dist-cross-origin-'));
  app = await serveStatic(distDir);
  gateway = await startGateway({ APP_ORIGINS: app.origin, SERVE_APP: 'off' });
  deployFor(gateway.url, distDir);
});

test.afterAll(async () => {
  await gateway?.stop();
  await new Promise((resolve) => app?.server.close(resolve));
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

test('an app on another origin logs in, shows the gateway pictures, frames a lottery and returns from a game', async ({
  page,
  request,
}) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /CORS|Access-Control|frame-ancestors|Refused/i.test(message.text())) refusals.push(message.text());
  });

  // The registration's captcha is fetched from the gateway, across origins.
  await page.goto(`${app.origin}/m/register`);
  await expect(page.getByRole('img', { name: 'Verification picture' })).toBeVisible();

  await loginThroughForm(page, app.origin, DEMO.username, DEMO.password);
  await expect(page).toHaveURL(`${app.origin}/m/home`);
  await expect(page.getByTestId('member-balance')).toBeVisible();
  // Home's pictures are the gateway's /cdn, loaded from its origin.
  const picture = page.locator(`img[src^="${gateway.url}/cdn/"]`).first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The lottery frame is the gateway's page, framed by the app.
  await page.goto(`${app.origin}/m/lottery`);
  await page.getByTestId('lottery-group-Lott').getByTestId('lottery-game').filter({ hasText: 'Mega 6/45' }).click();
  const frame = page.frameLocator('[data-testid="lottery-frame"]');
  await expect(frame.getByRole('heading', { name: 'Mega 6/45', level: 1 })).toBeVisible();
  expect(new URL((await page.getByTestId('lottery-frame').getAttribute('src'))!).origin).toBe(gateway.url);
  for (const number of ['4', '8', '15', '16', '23', '42']) await frame.getByRole('checkbox', { name: number, exact: true }).check();
  await frame.getByRole('radio').nth(1).check();
  await frame.getByRole('button', { name: 'Place bet' }).click();
  await expect(frame.getByRole('status')).toContainText('Bet placed');

  // A game opens on the gateway's origin, with its key cookie, and its way back is the app's.
  const live = await liveGame(request, gateway.url);
  await page.goto(`${app.origin}/m/gameList?gameType=LIVE`);
  await page
    .locator(`[data-testid="game-tile"][data-game-id="${live.id}"]`)
    .getByRole('button', { name: new RegExp(`^${live.gameName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${gateway.url}/lgw/play/page/[0-9a-f]{32}\\?language=EN$`));
  await page.getByRole('button', { name: /spin/i }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await page.getByRole('link', { name: /back/i }).click();
  await expect(page).toHaveURL(`${app.origin}/m/gameList?gameType=LIVE`);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();

  expect(refusals).toEqual([]);
});

import { rmSync } from 'node:fs';

import { type BrowserContext, devices, type Page } from '@playwright/test';

import { DEMO, loginThroughForm } from '../e2e/fixtures/auth.ts';
import { freePort, MERCHANT, type RunningGateway, startGateway } from '../e2e/fixtures/gateway.ts';
import { type RunningNginx, startNginx } from '../e2e/fixtures/nginx.ts';
import { closedForToday } from '../e2e/fixtures/popups.ts';
import { expect, test } from '../e2e/fixtures/test.ts';
import { DIST, writeBrand } from './brands.ts';

/*
 * The player's journeys with the build served by nginx (deploy/nginx) and the gateway on an
 * origin of its own, as operators run it: the one build reads where its gateway is from the
 * brand's config.json, every call crosses origins (the gateway allows the site's origin,
 * APP_ORIGINS), and the gateway's own pages (game, lottery frame) open from it. One player, one
 * browser context, walked in order.
 */

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let gateway: RunningGateway;
let nginx: RunningNginx;
let brandDir: string;
let app: string;
let context: BrowserContext;
let page: Page;
/** The origins the page sent gateway calls to. */
const gatewayCallOrigins = new Set<string>();

test.beforeAll(async ({ browser }) => {
  const appPort = await freePort();
  app = `http://127.0.0.1:${appPort}`;
  gateway = await startGateway({ APP_ORIGINS: app, SERVE_APP: 'off' });
  brandDir = writeBrand({ merchantCode: MERCHANT, gatewayOrigin: gateway.url, name: 'Lobby', shortName: 'Lobby', themeColor: '#0b1d3a' });
  nginx = await startNginx([{ port: appPort, distDir: DIST, brandDir, gatewayOrigin: gateway.url }]);
  context = await browser.newContext({ ...devices['Pixel 7'], reducedMotion: 'reduce' });
  await closedForToday(context, { announcements: true });
  page = await context.newPage();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/wps/')) gatewayCallOrigins.add(url.origin);
  });
});

test.afterAll(async () => {
  await context?.close();
  await nginx?.stop();
  await gateway?.stop();
  if (brandDir) rmSync(brandDir, { recursive: true, force: true });
});

test('the player logs in on the brand site, through the gateway on its own origin', async () => {
  await loginThroughForm(page, app, DEMO.username, DEMO.password);
  await expect(page).toHaveURL(`${app}/m/home`);
  await expect(page.getByTestId('member-balance')).toHaveText('₱15,250');
  expect([...gatewayCallOrigins]).toEqual([gateway.url]);
});

test("a game from a game list opens the gateway's game page", async () => {
  await page.goto(`${app}/m/gameList?gameType=LIVE`);
  const first = page.getByTestId('game-tile').first();
  await expect(first).toBeVisible();
  await first.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`^${gateway.url}/lgw/play/page/[0-9a-f]{32}\\?language=EN$`));
  await expect(page.getByRole('button', { name: /spin/i })).toBeVisible();
});

test('the header opens the deposit page with its channels', async () => {
  await page.goto(`${app}/m/home`);
  await page.getByTestId('header-deposit').click();
  await expect(page.getByTestId('deposit-template')).toBeVisible();
  await expect(page.getByRole('radio', { name: /GCash/ })).toBeVisible();
});

test("a lottery draw opens in the gateway's frame", async () => {
  await page.goto(`${app}/m/lottery`);
  await page.getByTestId('lottery-group-Lott').getByTestId('lottery-game').filter({ hasText: 'Mega 6/45' }).click();
  await expect(page).toHaveURL(new RegExp(`^${app}/m/lotto-h5/${MERCHANT}/trad/games/\\d+\\?`));
  const frame = page.getByTestId('lottery-frame');
  expect(new URL((await frame.getAttribute('src'))!).origin).toBe(gateway.url);
  await expect(page.frameLocator('[data-testid="lottery-frame"]').getByRole('heading', { name: 'Mega 6/45', level: 1 })).toBeVisible();
});

test("a lobby seen once reopens offline, drawn from the worker's caches", async () => {
  await page.goto(`${app}/m/home`);
  await expect(page.getByTestId('game-entrance')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Controlled from here on: the lobby's answers pass through the worker into its caches.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('entrance-menu').locator('[data-menu-item="LIVE"]')).toBeVisible();

  await context.setOffline(true);
  const reopened = await context.newPage();
  await reopened.goto(`${app}/m/home`);
  await expect(reopened.getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(reopened.getByTestId('entrance-menu').locator('[data-menu-item="LIVE"]')).toBeVisible();
  await expect(reopened.getByTestId('connectivity-notice')).toContainText('No internet connection');
});

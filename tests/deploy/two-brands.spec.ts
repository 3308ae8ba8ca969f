import { rmSync } from 'node:fs';

import { type BrowserContext, devices, type Page } from '@playwright/test';

import { setSetting } from '../e2e/fixtures/auth.ts';
import { freePort, type RunningGateway, startGateway } from '../e2e/fixtures/gateway.ts';
import { type RunningNginx, startNginx } from '../e2e/fixtures/nginx.ts';
import { closedForToday } from '../e2e/fixtures/popups.ts';
import { expect, test } from '../e2e/fixtures/test.ts';
import { type Brand, DIST, writeBrand } from './brands.ts';

/*
 * Two brands from one build: one nginx with a server block per brand over the same dist/, each
 * with its own brand folder and its own gateway (deploy/README.md "A brand"). Each site is
 * named and coloured by its brand and talks to its gateway only.
 */

test.describe.configure({ mode: 'serial', timeout: 60_000 });

interface Site {
  brand: Brand;
  url: string;
  gateway: RunningGateway;
  brandDir: string;
}

let sites: [Site, Site];
let nginx: RunningNginx;
let context: BrowserContext;

const BRANDS = [
  { merchantCode: 'brand0a', name: 'Aurora Lobby', shortName: 'Aurora', themeColor: '#5b1a8a' },
  { merchantCode: 'brand0b', name: 'Borealis Games', shortName: 'Borealis', themeColor: '#0a5c36' },
] as const;

test.beforeAll(async ({ browser }, testInfo) => {
  // Two gateways and nginx to start on a busy machine.
  testInfo.setTimeout(90_000);
  const made = await Promise.all(
    BRANDS.map(async (partial) => {
      const url = `http://127.0.0.1:${await freePort()}`;
      const gateway = await startGateway({ APP_ORIGINS: url, MERCHANT_CODES: partial.merchantCode, SERVE_APP: 'off' });
      const brand: Brand = { ...partial, gatewayOrigin: gateway.url };
      return { brand, url, gateway, brandDir: writeBrand(brand) };
    }),
  );
  sites = made as [Site, Site];
  nginx = await startNginx(
    sites.map((site) => ({
      port: Number(new URL(site.url).port),
      distDir: DIST,
      brandDir: site.brandDir,
      gatewayOrigin: site.gateway.url,
    })),
  );
  context = await browser.newContext({ ...devices['Pixel 7'], reducedMotion: 'reduce' });
  await closedForToday(context, { announcements: true });
});

test.afterAll(async () => {
  await context?.close();
  await nginx?.stop();
  for (const site of sites ?? []) {
    await site.gateway.stop();
    rmSync(site.brandDir, { recursive: true, force: true });
  }
});

/** Opens the site's home page, noting the origins its gateway calls went to. */
async function openHome(site: Site): Promise<{ page: Page; callOrigins: Set<string> }> {
  const page = await context.newPage();
  const callOrigins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/wps/')) callOrigins.add(url.origin);
  });
  await page.goto(`${site.url}/m/home`);
  return { page, callOrigins };
}

test("each site is named and coloured by its own brand, with its brand's manifest", async ({ request }) => {
  for (const site of sites) {
    const { page } = await openHome(site);
    await expect(page.getByTestId('game-entrance')).toBeVisible();
    await expect(page).toHaveTitle(site.brand.shortName);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', site.brand.themeColor);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(new URL(manifestHref!, site.url).href)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: site.brand.name, short_name: site.brand.shortName, theme_color: site.brand.themeColor });
    await page.close();
  }
});

test('each site reaches its own gateway: one put under maintenance leaves the other open', async ({ request }) => {
  const [open, closed] = sites;
  await setSetting(request, closed.gateway.url, 'maintenance', true);

  const closedHome = await openHome(closed);
  await expect(closedHome.page.getByRole('heading', { level: 1 })).toHaveText('Under maintenance');
  expect([...closedHome.callOrigins]).toEqual([closed.gateway.url]);

  const openHomePage = await openHome(open);
  await expect(openHomePage.page.getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(openHomePage.page.getByTestId('game-entrance')).toBeVisible();
  expect([...openHomePage.callOrigins]).toEqual([open.gateway.url]);
});

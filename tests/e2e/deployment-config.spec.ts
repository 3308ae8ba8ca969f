import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { type RunningGateway, startGateway } from './fixtures/gateway';
import { closedForToday } from './fixtures/popups';
import { expect, test } from './fixtures/test';

/**
 * The operator's configuration read at run time (docs/architecture.md#deploying): a private copy
 * of the build served by a gateway of this file's own, whose /config.json the tests rewrite as an
 * operator would.
 */
let distCopy: string;
let gateway: RunningGateway;
let buildConfig: Record<string, unknown>;

test.beforeAll(async () => {
  distCopy = mkdtempSync(path.join(tmpdir(), 'lobby-dist-config-'));
  cpSync(path.resolve(process.env.DIST_DIR ?? 'dist'), distCopy, { recursive: true });
  buildConfig = JSON.parse(readFileSync(path.join(distCopy, 'config.json'), 'utf8')) as Record<string, unknown>;
  gateway = await startGateway({ DIST_DIR: distCopy });
});
test.afterAll(async () => {
  await gateway?.stop();
  rmSync(distCopy, { recursive: true, force: true });
});

function writeConfig(content: unknown) {
  writeFileSync(path.join(distCopy, 'config.json'), typeof content === 'string' ? content : JSON.stringify(content));
}

const ACME = { name: 'Acme Casino', shortName: 'Acme', themeColor: '#1f5c3a', backgroundColor: '#0a2416', accentColor: '#f08a24' };

async function headerColour(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--navy-800').trim());
}

test("a bad configuration gives a page that names the problem in the player's language; fixed, Try again opens the lobby", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  writeConfig({ ...buildConfig, brand: { ...ACME, themeColor: 'green' } });
  for (const [language, heading, retry] of [
    ['EN', 'This site cannot open right now', 'Try again'],
    ['TY', 'Hindi mabuksan ang site na ito ngayon', 'Subukang muli'],
  ] as const) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript((code) => localStorage.setItem('language', code), language);
    const page = await context.newPage();
    await page.goto(`${gateway.url}/m/home`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText('/config.json: brand.themeColor must be a colour written #rrggbb')).toBeVisible();
    if (language === 'TY') {
      writeConfig({ ...buildConfig, brand: ACME });
      await page.getByRole('button', { name: retry }).click();
      await expect(page.getByTestId('jackpot-value')).toBeVisible();
      await expect(page).toHaveTitle('Acme');
      expect(await headerColour(page)).toBe(ACME.themeColor);
    }
    await context.close();
  }

  // A missing file and a file that is not JSON are named too, never a blank page.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  rmSync(path.join(distCopy, 'config.json'));
  await page.goto(`${gateway.url}/m/home`);
  await expect(page.getByText('/config.json: answered HTTP 404')).toBeVisible();
  writeConfig('{"merchantCode": ');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('/config.json: is not JSON')).toBeVisible();
  await context.close();
});

test('a changed configuration reaches an installed app like an update, and a lobby seen once reopens offline with its brand', async ({
  browser,
}) => {
  // The worker's install and two reloads on a busy machine.
  test.setTimeout(90_000);
  writeConfig({ ...buildConfig, brand: ACME });
  const context = await browser.newContext();
  // A popup opened over the lobby would hold the update prompt's Reload under its backdrop: closed
  // for today, as a player who has seen them has them.
  await closedForToday(context, { announcements: true });
  const page = await context.newPage();
  await page.goto(`${gateway.url}/m/home`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page).toHaveTitle('Acme');

  // The operator renames the brand: the open app starts from what its worker holds, then offers the new one.
  writeConfig({ ...buildConfig, brand: { ...ACME, shortName: 'Acme Play', themeColor: '#5c1f3a' } });
  await page.reload();
  await expect(page.getByTestId('jackpot-value')).toBeVisible();
  await expect(page).toHaveTitle('Acme');
  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available.' });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveTitle('Acme Play');
  expect(await headerColour(page)).toBe('#5c1f3a');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#5c1f3a');

  // Offline, the brand and the lobby come from the worker.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('jackpot-value')).toBeVisible();
  await expect(page).toHaveTitle('Acme Play');
  await context.close();
});

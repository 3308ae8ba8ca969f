import type { APIRequestContext } from '@playwright/test';

import { ADMIN_TOKEN, type RunningGateway, startGateway } from './fixtures/gateway';
import { expect, test } from './fixtures/test';

// Each test changes the gateway's stored status, so each has a gateway of its own.
let gateway: RunningGateway;

test.beforeEach(async () => {
  // A gateway of its own starts before each test does its part: three times the default budget.
  test.slow();
  gateway = await startGateway();
});

test.afterEach(async () => {
  await gateway.stop();
});

async function setSetting(request: APIRequestContext, key: string, value: unknown) {
  const response = await request.put(`${gateway.url}/admin/settings/${key}`, {
    headers: { 'Admin-Token': ADMIN_TOKEN },
    data: { value },
  });
  expect(response.ok()).toBe(true);
}

test('maintenance replaces the page, and leaving it returns to the page the player was on', async ({ page, request }) => {
  await page.goto(`${gateway.url}/m/notice`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcement');

  await setSetting(request, 'maintenance', true);
  await page.reload();
  await expect(page.getByTestId('status-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Under maintenance');
  await expect(page.getByText('System upgrading, try again later')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  // Applied at once on the next start, before the gateway answers: the answer is held until the
  // page has been seen.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/wps/system/status', async (route) => {
    await released;
    // The page may have moved on (reload, next poll) while this answer was held back.
    await route.continue().catch(() => undefined);
  });
  await page.reload();
  await expect(page.getByTestId('status-page')).toBeVisible();
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await setSetting(request, 'maintenance', false);
  // 'Try again' asks at once; a background refresh may get there first and take the button away.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(async () => {
    if ((await heading.textContent()) !== 'Announcement') {
      await page.getByRole('button', { name: 'Try again' }).click({ timeout: 2000 });
    }
    await expect(heading).toHaveText('Announcement', { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe('/m/notice');
});

test('a restricted visitor sees the restricted page with their IP, in Tagalog too', async ({ page, request }) => {
  await setSetting(request, 'restrictedIps', ['127.0.0.1']);
  await page.goto(`${gateway.url}/m/home`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IP or location restricted');
  await expect(page.getByText('127.0.0.1')).toBeVisible();

  await page.evaluate(() => localStorage.setItem('language', 'TY'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pinaghihigpitan ang IP o lokasyon');
});

test('maintenance wins when region restriction applies too', async ({ page, request }) => {
  await setSetting(request, 'restrictedIps', ['127.0.0.1']);
  await setSetting(request, 'maintenance', true);
  await page.goto(`${gateway.url}/m/home`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Under maintenance');
});

import { expect, test } from '@playwright/test';
import { ADMIN_TOKEN, startGateway, type RunningGateway } from './fixtures/gateway';

let gateway: RunningGateway;

test.beforeAll(async () => {
  gateway = await startGateway();
});

test.afterAll(async () => {
  await gateway.stop();
});

test('the home page reflects maintenance switched on in the gateway', async ({ page, request }) => {
  await page.goto(`${gateway.url}/m/home`);
  await expect(page.getByTestId('system-status')).toContainText('Open for play');

  const changed = await request.put(`${gateway.url}/admin/settings/maintenance`, {
    headers: { 'Admin-Token': ADMIN_TOKEN },
    data: { value: true },
  });
  expect(changed.ok()).toBe(true);

  // The worker may answer the reload from its cache first; the revalidated answer differs, the
  // worker says so and the page refetches: the change shows without a second reload.
  await page.reload();
  await expect(page.getByTestId('system-status')).toContainText('Under maintenance');
});

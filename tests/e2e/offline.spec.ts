import { expect, test } from './fixtures/test';
import { startGateway, type RunningGateway } from './fixtures/gateway';

let gateway: RunningGateway;

test.beforeAll(async () => {
  gateway = await startGateway();
});

test.afterAll(async () => {
  await gateway.stop();
});

test('after one online visit, /m/home reopens offline with the shell and the cached status', async ({
  page,
  context,
}) => {
  await page.goto(`${gateway.url}/m/home`);
  await expect(page.getByTestId('system-status')).toContainText('Open for play');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit is not controlled yet; a controlled reload lets the API answers pass
  // through the worker into its caches.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('system-status')).toContainText('Open for play');
  // The player has seen the lobby: its answer has passed through the worker.
  await expect(page.getByTestId('lobby-summary')).toBeVisible();

  await context.setOffline(true);
  await gateway.stop();
  await page.reload();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(page.getByTestId('system-status')).toContainText('Open for play');
  await expect(page.getByTestId('system-status')).toContainText('127.0.0.1');
  await expect(page.getByTestId('lobby-summary')).toBeVisible();
  await expect(page.getByTestId('connectivity-notice')).toContainText('No internet connection');
});

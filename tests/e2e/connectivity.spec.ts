import { expect, test } from './fixtures/test';

test('the offline notice appears when the network drops and clears when it is back', async ({ page, context }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('system-status')).toBeVisible();
  await expect(page.getByTestId('connectivity-notice')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByTestId('connectivity-notice')).toContainText('No internet connection');
  await context.setOffline(false);
  await expect(page.getByTestId('connectivity-notice')).toHaveCount(0);
});

test('a slow answer shows the slow-connection notice until it arrives', async ({ page }) => {
  await page.route('**/wps/relay/GCSGAME_getVassGameType*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    await route.continue();
  });
  // No worker here, so the delayed call cannot be answered from a cache.
  await page.context().route('**/sw.js', (route) => route.abort());
  await page.goto('/m/home');
  await expect(page.getByTestId('connectivity-notice')).toContainText('Slow connection', { timeout: 9000 });
  await expect(page.getByTestId('lobby-summary')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('connectivity-notice')).toHaveCount(0);
});

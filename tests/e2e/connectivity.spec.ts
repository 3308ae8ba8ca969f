import { expect, test } from './fixtures/test';

test('the offline notice appears when the network drops and clears when it is back', async ({ page, context }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('game-entrance')).toBeVisible();
  await expect(page.getByTestId('connectivity-notice')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByTestId('connectivity-notice')).toContainText('No internet connection');
  await context.setOffline(false);
  await expect(page.getByTestId('connectivity-notice')).toHaveCount(0);
});

test('a slow answer shows the slow-connection notice until it arrives', async ({ page }) => {
  // The answer is held until the notice has been seen, however long that takes, then let through.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/wps/relay/GCSGAME_getVassGameType*', async (route) => {
    await released;
    await route.continue();
  });
  // No worker here, so the held call cannot be answered from a cache.
  await page.context().route('**/sw.js', (route) => route.abort());
  await page.goto('/m/home');
  // The notice comes once a call has been pending for 4 s.
  await expect(page.getByTestId('connectivity-notice')).toContainText('Slow connection');
  release();
  await expect(page.getByTestId('entrance-menu').locator('[data-menu-item="LIVE"]')).toBeVisible();
  await expect(page.getByTestId('connectivity-notice')).toHaveCount(0);
});

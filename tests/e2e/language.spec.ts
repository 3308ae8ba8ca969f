import { expect, test } from '@playwright/test';

test('switching to Tagalog changes the visible text and is remembered', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible();

  await page.getByRole('button', { name: 'TY' }).click();
  await expect(page.getByRole('heading', { name: 'Katayuan ng sistema' })).toBeVisible();
  await expect(page.getByTestId('system-status')).toContainText('Bukas para maglaro');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
  await expect(page.getByRole('heading', { name: 'System status' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Katayuan ng sistema' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('TY');

  await page.getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible();
});

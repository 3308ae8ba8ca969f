import { expect, test } from './fixtures/test';

test('the picker lists the operator languages, marks the current one, and the choice persists', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');

  await page.getByRole('button', { name: 'EN, Language: English' }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose language' });
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('[aria-current="true"]')).toContainText('English');
  await expect(sheet.getByRole('button', { name: /简体中文/ })).toBeVisible();
  await expect(sheet.getByRole('button', { name: /Deutsch/ })).toHaveCount(0);

  await sheet.getByRole('button', { name: /Tagalog/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tahanan');
  await expect(page.getByRole('heading', { name: 'Mga pinakabagong nanalo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tl');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tahanan');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('TY');
  // The choice is in a cookie too: a later first paint from the network draws the Tagalog banner.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'lobby-language')?.value).toBe('TY');
  const answer = await (await page.request.get('/m/home')).text();
  expect(answer).toMatch(/<img class="home-banner__image" src="\/cdn\/banners\/\d+\.webp\?language=TY"/);
  // And its tab bar in Tagalog, in a document that says so.
  expect(answer).toContain('<html lang="tl" dir="ltr">');
  expect(answer).toContain('<span class="tab-bar__label">Mag-login</span>');
});

test('every offered language has its own texts: Vietnamese shows them and sends its code to the gateway', async ({ page }) => {
  await page.goto('/m/home');
  const languageHeader = page.waitForRequest((request) => request.url().includes('/wps/') && request.headers()['language'] === 'VI');
  await page.getByRole('button', { name: /^EN, Language:/ }).click();
  await page
    .getByRole('dialog', { name: 'Choose language' })
    .getByRole('button', { name: /Tiếng Việt/ })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trang chủ');
  await expect(page.getByRole('heading', { name: 'Người thắng gần đây' })).toBeVisible();
  await page.reload();
  await languageHeader;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trang chủ');
});

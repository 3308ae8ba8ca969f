import { expect, test } from './fixtures/test';
import { storeSession } from './fixtures/auth';
import { MERCHANT } from './fixtures/gateway';

test('a refused session logs out once, says so, and opens the login page', async ({ page, request }) => {
  const trial = await (await request.post('/wps/session/login/freeplay', { headers: { Merchant: MERCHANT }, data: {} })).json();
  const { token, userName } = trial.value as { token: string; userName: string };

  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await storeSession(page, { token, merchantCode: MERCHANT, userName, type: 4, firstTimeLogin: false });
  await page.reload();
  await expect(page.getByTestId('member-name')).toHaveText(userName);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deposit' })).toBeVisible();

  const logout = await request.delete('/wps/session/logout', { headers: { Merchant: MERCHANT, Authorization: token } });
  expect(logout.ok()).toBe(true);
  await page.reload();

  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByText('The account has been logged out, please log in again')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  // The stored session is gone: a reload stays logged out.
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
});

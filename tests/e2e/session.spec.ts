import { expect, test, type Page } from '@playwright/test';
import { MERCHANT } from './fixtures/gateway';

/** Puts a session where the app keeps it (redux-persist in IndexedDB), as a login would. */
async function storeSession(page: Page, session: Record<string, unknown>) {
  await page.evaluate(async (info) => {
    const persisted = JSON.stringify({ info: JSON.stringify(info), _persist: JSON.stringify({ version: -1, rehydrated: true }) });
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('lobby');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const transaction = open.result.transaction('persisted', 'readwrite');
        transaction.objectStore('persisted').put(persisted, 'MC_SESSION_INFO');
        transaction.oncomplete = () => {
          open.result.close();
          resolve();
        };
        transaction.onerror = () => reject(transaction.error);
      };
    });
  }, session);
}

test('a refused session logs out once, says so, and opens the login page', async ({ page, request }) => {
  const trial = await (await request.post('/wps/session/login/freeplay', { headers: { Merchant: MERCHANT }, data: {} })).json();
  const { token, userName } = trial.value as { token: string; userName: string };

  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
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
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
});
